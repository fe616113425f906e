/**
 * Watches a stream that arrives in chunks for one phrase, and remembers whether it was seen. Only the
 * tail of what came before is kept, enough to find the phrase when a chunk boundary cuts it in two.
 */
export function textWatcher(phrase: string) {
  let tail = '';
  let seen = false;
  return {
    feed(chunk: string): void {
      const text = tail + chunk;
      seen ||= text.includes(phrase);
      tail = text.slice(-(phrase.length - 1));
    },
    get seen(): boolean {
      return seen;
    },
  };
}
