/** Escapes LIKE wildcards (and the escape character itself) so a search for '%' finds a literal percent sign. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
