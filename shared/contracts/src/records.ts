/**
 * An object with one entry per key of a fixed list, typed by that list: the one place the compiler is
 * told that `Object.fromEntries` over every key gives a complete record (it types the result loosely).
 */
export function recordOf<K extends PropertyKey, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}
export { isOneOf } from '@yayasan/validation';

/** Whether a text is one of a record's own keys (a select's value, a stored name): narrows it to the key type. */
export function isKeyOf<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}
