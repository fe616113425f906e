/**
 * The site's word search over a FULLTEXT index (articles, campaigns): the words of a search text,
 * lower-cased and without the index's boolean operators, each of which must start a word of the
 * indexed columns. At most 10 words of at most 50 characters, so any text makes a small query.
 */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => w.slice(0, 50));
}

/** The FULLTEXT boolean query of a search's words: every word, each as a prefix. */
export const allWordsAsPrefixes = (words: string[]) => words.map((w) => `+${w}*`).join(' ');
