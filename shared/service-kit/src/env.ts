import { existsSync } from 'node:fs';
import { Type, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Environment checks at start: each service declares its variables once (src/config.ts) as a TypeBox
 * object of optional strings, each with a `description` saying what is expected. A service with a
 * missing or malformed variable refuses to start, printing one line per problem (never the value,
 * which may be a secret).
 */

const text = (description: string, pattern?: string) => Type.Optional(Type.String({ description, pattern }));

export const env = {
  url: (...schemes: string[]) => text(`a ${schemes.join(' or ')} URL`, `^(${schemes.join('|')})://[^\\s]+$`),
  port: () =>
    text(
      'a port number (1-65535)',
      '^([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$',
    ),
  positiveInteger: () => text('a positive whole number', '^[1-9][0-9]{0,8}$'),
  milliseconds: () => text('a whole number of milliseconds', '^[0-9]{1,9}$'),
  boolean: () => text('true or false', '^(true|false)$'),
  fraction: () => text('a number from 0 to 1', '^(0(\\.[0-9]+)?|1(\\.0+)?)$'),
  oneOf: (...values: string[]) => text(`one of ${values.join(', ')}`, `^(${values.join('|')})$`),
  file: () => text('the path of a readable file'),
  text: (description = 'a non-empty value') => text(description, '^.+$'),
};

/** Shared state across replicas (redis.ts): without REDIS_URL each process keeps it in memory. */
export const REDIS_ENV = {
  REDIS_URL: env.url('redis', 'rediss'),
  REDIS_PREFIX: env.text('a namespace for the keys and channels, e.g. yayasan:'),
};

/** What every service reads (service-kit's startService). */
export const CommonEnv = Type.Object({
  DATABASE_URL: env.url('mysql'),
  PORT: env.port(),
  HOST: env.text('a host name or address to listen on'),
  NODE_ENV: env.oneOf('production', 'development', 'test'),
  LOG_LEVEL: env.oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  PUBLIC_URL: env.url('http', 'https'),
  JWT_PUBLIC_KEY: env.text('a PEM public key'),
  JWT_PUBLIC_KEY_FILE: env.file(),
  TRUST_PROXY: env.text('addresses or subnets, comma-separated'),
  SEED_DEMO: env.boolean(),
  TOKEN_CHECK_CACHE_MS: env.milliseconds(),
  SLOW_REQUEST_MS: env.milliseconds(),
  REQUEST_LOG_SAMPLE: env.fraction(),
  ...REDIS_ENV,
});

export interface EnvRules {
  /** Variables that must be set (always). */
  required?: string[];
  /** Variables that must be set when NODE_ENV=production. */
  requiredInProduction?: string[];
  /** Groups of which at least one must be set (a value or its *_FILE). */
  oneOf?: string[][];
}

export const COMMON_RULES: EnvRules = {
  required: ['DATABASE_URL'],
  requiredInProduction: ['PUBLIC_URL'],
  oneOf: [['JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE']],
};

/** One line per missing or malformed variable; empty when the environment is usable. */
export function checkEnv(schema: TObject, rules: EnvRules, source: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const isSet = (key: string) => source[key] !== undefined && source[key] !== '';
  const production = source.NODE_ENV === 'production';
  const describe = (key: string) =>
    (Object.hasOwn(schema.properties, key) ? schema.properties[key].description : undefined) ?? 'a value';

  for (const key of [...(rules.required ?? []), ...(production ? (rules.requiredInProduction ?? []) : [])]) {
    if (!isSet(key))
      problems.push(`${key} is not set (expected ${describe(key)}${production ? ' in production' : ''})`);
  }
  for (const group of rules.oneOf ?? []) {
    if (!group.some(isSet)) problems.push(`${group.join(' or ')} is not set (expected ${describe(group[0])})`);
  }
  for (const [key, property] of Object.entries(schema.properties)) {
    if (!isSet(key)) continue;
    const value = source[key];
    const malformed = !Value.Check(property, value) || (key.endsWith('_FILE') && !existsSync(value!));
    if (malformed) problems.push(`${key} is malformed (expected ${describe(key)})`);
  }
  return problems;
}

/** Merges rule sets (common + a service's own). */
export const mergeRules = (...sets: EnvRules[]): EnvRules => ({
  required: sets.flatMap((s) => s.required ?? []),
  requiredInProduction: sets.flatMap((s) => s.requiredInProduction ?? []),
  oneOf: sets.flatMap((s) => s.oneOf ?? []),
});

/**
 * At a service's start: prints every problem on its own line and stops the process, so that a
 * misconfigured service never runs (and never, say, charges the wrong payment environment).
 */
export function assertEnv(service: string, schema: TObject, rules: EnvRules, source = process.env): void {
  const problems = checkEnv(schema, rules, source);
  if (!problems.length) return;
  for (const line of problems) console.error(`${service}: configuration: ${line}`);
  process.exit(1);
}
