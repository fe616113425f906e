/**
 * Checks every value that arrives from outside before a rule or a query sees it: numbers are finite
 * and within the safe-integer range, strings are well-formed Unicode (no lone UTF-16 surrogates,
 * which MariaDB's utf8mb4 columns and JSON functions reject), and dates fall in a sane range.
 */

export const INPUT_MESSAGES = {
  number: (path: string) => `Data tidak valid: ${path} harus berupa angka yang wajar`,
  text: (path: string) => `Data tidak valid: ${path} berisi karakter yang tidak sah`,
  tooDeep: 'Data tidak valid: struktur terlalu dalam',
  date: (field: string) => `Data tidak valid: ${field} harus berupa tanggal ISO`,
} as const;

/** Nesting deeper than this is no form this site sends (block documents stay far below it). */
const MAX_DEPTH = 64;

export const isSafeNumber = (n: number) => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string free of lone surrogates (and of NUL, which no field of this site carries). */
export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s) && !s.includes('\u0000');

/**
 * The first problem in a parsed request part (body, query or params), as a message, or null.
 * Walks iteratively so that a deeply nested body cannot exhaust the stack; skips binary bodies and streams.
 */
export function findUnsafeInput(value: unknown, root = 'data'): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'number') {
      if (!isSafeNumber(v)) return INPUT_MESSAGES.number(path);
    } else if (typeof v === 'string') {
      if (!isWellFormedText(v)) return INPUT_MESSAGES.text(path);
    } else if (v !== null && typeof v === 'object') {
      if (ArrayBuffer.isView(v) || ('pipe' in v && typeof v.pipe === 'function')) continue;
      if (depth >= MAX_DEPTH) return INPUT_MESSAGES.tooDeep;
      for (const [key, child] of Object.entries(v)) {
        if (!isWellFormedText(key)) return INPUT_MESSAGES.text(path);
        stack.push({ value: child, path: Array.isArray(v) ? path : key, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Dates a user may enter: from the epoch to the last day of year 9999 (what DATETIME stores); others are not dates. */
export const DATE_MIN = Date.UTC(1970, 0, 1);
export const DATE_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** An ISO-like date text as a Date within the sane range, or null. */
export function parseDateInput(text: string): Date | null {
  const time = Date.parse(text);
  if (!Number.isFinite(time) || time < DATE_MIN || time > DATE_MAX) return null;
  return new Date(time);
}
