// What one beacon may hold: the schema's limits, in a module of their own so the browser's collector
// needs no schema code and the schema no wire types.

export const FIELD_MAX_REMOTES = 8;
export const FIELD_MAX_FAILURES = 20;
/** The largest vital value accepted (milliseconds; a CLS score is far below). */
export const FIELD_MAX_VITAL = 600_000;
/** A beacon larger than this is refused unread (413). */
export const FIELD_BEACON_MAX_BYTES = 8 * 1024;
/** How much of an error's message is kept. */
export const FIELD_MESSAGE_MAX_CHARS = 200;
