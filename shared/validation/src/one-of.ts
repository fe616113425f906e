/** Whether a value is one of a list's members: narrows an unknown to the list's (literal) type. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((member) => member === value);
}
