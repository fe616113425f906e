import { textWatcher } from '../text-watcher';

const PHRASE = 'A worker process has failed to exit gracefully';

describe('textWatcher', () => {
  it('sees the phrase inside one chunk', () => {
    const w = textWatcher(PHRASE);
    w.feed(`PASS a.test.ts\n${PHRASE} and has been force exited.\n`);
    expect(w.seen).toBe(true);
  });

  it('sees the phrase cut between chunks, however it is cut', () => {
    for (let cut = 1; cut < PHRASE.length; cut += 1) {
      const w = textWatcher(PHRASE);
      w.feed(`noise ${PHRASE.slice(0, cut)}`);
      w.feed(`${PHRASE.slice(cut)} noise`);
      expect(w.seen).toBe(true);
    }
  });

  it('sees the phrase arriving one character at a time, and keeps having seen it', () => {
    const w = textWatcher(PHRASE);
    for (const ch of `x${PHRASE}y`) w.feed(ch);
    w.feed('more output afterwards');
    expect(w.seen).toBe(true);
  });

  it('does not see what is not there', () => {
    const w = textWatcher(PHRASE);
    w.feed('A worker process has failed');
    w.feed(' to start');
    w.feed(PHRASE.slice(1));
    expect(w.seen).toBe(false);
  });
});
