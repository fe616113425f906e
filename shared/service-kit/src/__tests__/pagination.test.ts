import { windowFromTheEnd } from '../pagination';

test('a page read from the end of the list, then turned round, is the same page', () => {
  for (let total = 0; total <= 23; total++) {
    const list = Array.from({ length: total }, (_, i) => i);
    const reversed = [...list].reverse();
    for (const limit of [1, 5, 10]) {
      for (let offset = 0; offset <= total + limit; offset++) {
        const window = windowFromTheEnd(total, offset, limit);
        const read = window ? reversed.slice(window.offset, window.offset + window.limit).reverse() : [];
        expect({ total, limit, offset, read }).toEqual({
          total,
          limit,
          offset,
          read: list.slice(offset, offset + limit),
        });
      }
    }
  }
});
