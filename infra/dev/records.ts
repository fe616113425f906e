/** Whether a parsed JSON value is an object whose fields can be read (each of them still unknown). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
