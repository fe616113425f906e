/** The field window keeps a day. */
export const RELEASE_HEALTH_MAX_HOURS = 24;
