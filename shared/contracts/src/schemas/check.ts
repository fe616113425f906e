import { FormatRegistry, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';

/**
 * Checks a value against a contract schema: what the browser's API layer does with every answer in
 * development and tests (loaded only there, so no schema code reaches a production bundle). TypeBox
 * walks the schema without generating code, which a page's content security policy would refuse.
 */

/** Where an answer first leaves its contract: a JSON pointer (`/donations/0/title`) and what was expected. */
export interface ContractMismatch {
  path: string;
  message: string;
}

/** A schema whose values are of type T: an endpoint's answer contract. */
export type ContractOf<T> = TSchema & { static: T };
export type { TSchema };

// Raw JSON Schema given with `Type.Unsafe` (a charge answer passed on as Midtrans wrote it, binary
// bodies) is held to its JSON type; what lies inside is the sender's.
TypeRegistry.Set<{ type?: unknown }>('Unsafe', (schema, value) => {
  switch (schema.type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    default:
      return true;
  }
});

// The formats the contracts name, as JSON Schema defines them (RFC 3339 date-time and full-date).
const FULL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (value) => FULL_DATE.test(value));
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
}

/** The first place `value` breaks `schema`, or null when it keeps the contract. */
export function contractMismatch(schema: TSchema, value: unknown): ContractMismatch | null {
  const first = Errors(schema, value).First();
  return first ? { path: first.path || '/', message: first.message } : null;
}
