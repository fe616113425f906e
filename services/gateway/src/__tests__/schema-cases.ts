import fc from 'fast-check';
import { schemaValidator } from '@yayasan/service-kit';

/**
 * Test cases from the JSON schemas of an OpenAPI document: values a schema allows (fast-check
 * arbitraries) and values it forbids (a wrong type, a missing required key, a word outside an enum, a
 * text over its length, a number out of range, a text off its pattern), each checked against the schema
 * with Ajv so that a case is valid or invalid by the document itself, not by this module's guess.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

// OpenAPI's reading: a JSON value is typed as sent; a query value or path segment is text, read as the
// schema's type (`2` as an integer, one value as a list of one).
const bodyValidator = schemaValidator({ coerceTypes: false });
const textValidator = schemaValidator({ coerceTypes: 'array' });
const compiled = new WeakMap<object, (value: unknown) => boolean>();
const compiledText = new WeakMap<object, (value: unknown) => boolean>();

/** Whether the document allows a JSON value (a body, an answer), judged as the services judge a body. */
export function allows(schema: JsonSchema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = bodyValidator(schema)));
  return validate(structuredClone(value));
}

/** Whether the document allows a text value (a query parameter or a path segment, as sent). */
export function allowsText(schema: JsonSchema, text: string): boolean {
  let validate = compiledText.get(schema);
  if (!validate) {
    const holder = { type: 'object', properties: { v: schema }, required: ['v'] };
    compiledText.set(schema, (validate = textValidator(holder)));
  }
  return validate({ v: text });
}

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** Texts that pass `format`. */
function formatted(format: string): fc.Arbitrary<string> | undefined {
  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });
  switch (format) {
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return day.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      return undefined;
  }
}

function textArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 24, min + 40);
  const base =
    (schema.format ? formatted(schema.format) : undefined) ??
    (schema.pattern
      ? fc.stringMatching(new RegExp(schema.pattern))
      : fc.oneof(
          fc.string({ minLength: min, maxLength: max }),
          fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
          fc.stringMatching(/^[a-z0-9-]{1,12}$/),
          fc.integer({ min: 1, max: 5 }).map(String),
        ));
  return base.filter((text) => allows(schema, text));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(low, high, Math.min(Math.max(1, low), high));
  const any = integer
    ? fc.oneof(fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31) }), fc.maxSafeInteger())
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(edges, any).filter((n) => allows(schema, n));
}

/** Real values by field name (ids and slugs of seeded rows), so that cases reach records, not only "not found". */
export type KnownValues = Record<string, readonly unknown[]>;

/** A field's values: the schema's own, or now and then a known value that the schema allows. */
export function fieldValue(name: string, schema: JsonSchema, known: KnownValues = {}, depth = 0) {
  const generated = validValue(schema, depth, known);
  const fitting = (known[name] ?? []).filter((value) => allows(schema, value));
  return fitting.length ? fc.oneof(generated, fc.constantFrom(...fitting)) : generated;
}

/** Values the schema allows. */
export function validValue(schema: JsonSchema, depth = 0, known: KnownValues = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, depth, known)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, depth, known)));
  switch (types[0]) {
    case 'string':
      return textArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, depth + 1, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3),
      });
    case 'object':
      return objectArbitrary(schema, depth, known);
    default:
      // Anything at all (an editor's content blocks): a small JSON value.
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, depth: number, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fieldValue(key, s, known, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const [pattern, valueSchema] = Object.entries(schema.patternProperties ?? {})[0] ?? [];
  if (!valueSchema) return record;
  const keys = fc.stringMatching(new RegExp(pattern)).filter((key) => key.length <= 20);
  return fc
    .tuple(record, fc.dictionary(keys, validValue(valueSchema, depth + 1, known), { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** One way to break a value: where (a path of keys, empty for the value itself) and what to put there. */
export interface Breakage {
  label: string;
  path: string[];
  /** The bad value; `undefined` with `remove` leaves the key out. */
  value?: unknown;
  remove?: boolean;
}

const WRONG_TYPES: unknown[] = [12345, 1.5, 'x', '10', true, null, ['a'], {}];

/** Values a schema may forbid at its own level: a wrong type, out of enum, length, range or pattern. */
function candidatesFor(schema: JsonSchema): unknown[] {
  const out: unknown[] = [...WRONG_TYPES];
  if (schema.enum || schema.const !== undefined) out.push('zz-not-listed');
  if (schema.maxLength !== undefined) out.push('a'.repeat(schema.maxLength + 1));
  if (schema.minLength) out.push('');
  if (schema.pattern || schema.format) out.push('not valid here!', '2031-02-30');
  if (schema.maximum !== undefined) out.push(schema.maximum + 1);
  if (schema.minimum !== undefined) out.push(schema.minimum - 1);
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  return out;
}

/** Every way the document offers to break a JSON value of this schema (nested objects and arrays included). */
export function breakages(schema: JsonSchema, path: string[] = [], depth = 0): Breakage[] {
  const here = candidatesFor(schema)
    .filter((value) => !allows(schema, value))
    .map((value) => ({ label: `${path.join('.') || 'value'} = ${JSON.stringify(value).slice(0, 40)}`, path, value }));
  if (depth > 3) return here;
  const nested: Breakage[] = [];
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    nested.push(...breakages(s, [...path, key], depth + 1));
    if (schema.required?.includes(key))
      nested.push({ label: `${[...path, key].join('.')} missing`, path: [...path, key], remove: true });
  }
  if (schema.items) nested.push(...breakages(schema.items, [...path, '0'], depth + 1));
  return [...here, ...nested];
}

/** A copy of `value` with the breakage applied (the objects and arrays on its path made as needed). */
export function applyBreakage(value: unknown, breakage: Breakage): unknown {
  if (breakage.path.length === 0) return breakage.value;
  const root = structuredClone(value ?? {}) as Record<string, unknown>;
  let at: Record<string, unknown> = root;
  for (const key of breakage.path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = /^\d+$/.test(key) ? [] : {};
    at = at[key] as Record<string, unknown>;
  }
  const last = breakage.path[breakage.path.length - 1];
  if (breakage.remove) delete at[last];
  else at[last] = breakage.value;
  return root;
}

/** Texts a query parameter's or path segment's schema forbids, after the services' conversions. */
export function badTexts(schema: JsonSchema): string[] {
  const candidates = ['abc', '1.5', '-1', '', '1e400', '99999999999999999999', 'zz-not-listed', 'not valid here!'];
  if (schema.maxLength !== undefined) candidates.push('a'.repeat(schema.maxLength + 1));
  if (schema.maximum !== undefined) candidates.push(String(schema.maximum + 1));
  if (schema.minimum !== undefined) candidates.push(String(schema.minimum - 1));
  return candidates.filter((text) => !allowsText(schema, text));
}
