/** What the OpenAPI document says of a route's access rule (the preHandler enforces it). */
export const SIGNED_IN = 'Needs the bearer token of a signed-in user.';
export const ADMIN_ONLY = 'Needs the bearer token of an administrator.';
