import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

/** What every part of a request is validated with: the schema's defaults filled in, unknown keys kept. */
const COMMON_AJV = { removeAdditional: false, useDefaults: true, strictNumbers: true } as const;

/**
 * A JSON body arrives typed, so it is taken exactly as its schema says: `12345` is not a string, `"10"`
 * not an integer, `["a"]` not a word. A query string, path parameters and headers are text on the wire,
 * so there the documented conversions apply (`?page=2` is the integer 2; one `?tag=x` is a list of one).
 * strictNumbers: "Infinity", "1e400" and NaN are not numbers, even after conversion.
 */
export const BODY_AJV = { ...COMMON_AJV, coerceTypes: false } as const;
export const TEXT_PARTS_AJV = { ...COMMON_AJV, coerceTypes: 'array' } as const;

/** Fastify's validator factory, with one Ajv for bodies and another for the parts that are text. */
export const buildPartValidator: BuildCompilerFromPool = (externalSchemas, ajvOptions) => {
  const forBody = AjvCompiler()(externalSchemas, { ...ajvOptions, customOptions: BODY_AJV });
  const forText = AjvCompiler()(externalSchemas, { ...ajvOptions, customOptions: TEXT_PARTS_AJV });
  return (route) => (route.httpPart === 'body' ? forBody : forText)(route);
};
