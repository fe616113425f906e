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
  const shared = { plugins: ajvOptions?.plugins, onCreate: ajvOptions?.onCreate };
  const forBody = AjvCompiler()(externalSchemas, { ...shared, customOptions: BODY_AJV });
  const forText = AjvCompiler()(externalSchemas, { ...shared, customOptions: TEXT_PARTS_AJV });
  return (route) => (route.httpPart === 'body' ? forBody : forText)(route);
};

/**
 * A validator of one schema built as the services build theirs (formats, strict numbers, defaults),
 * with the conversions the caller names: tests judge a document's cases by it, independently of what
 * the services chose. It may fill in defaults, so give it a copy. Unknown keywords (a document's) pass.
 */
export function schemaValidator(conversions: {
  coerceTypes: false | 'array';
}): (schema: object) => (value: unknown) => boolean {
  const build = AjvCompiler()({}, { customOptions: { ...COMMON_AJV, ...conversions, strict: false, logger: false } });
  return (schema) => {
    const validate = build({ schema, method: 'POST', url: '/', httpPart: 'body' });
    return (value) => validate(value) === true;
  };
}
