import { listCursor, readListCursor } from '../list-cursor';

test("an item's cursor names its time, to the millisecond, and its id", () => {
  const cursor = listCursor('2031-01-02T03:04:05.678Z', 4321);
  expect(readListCursor(cursor!)).toEqual({ id: 4321, at: new Date('2031-01-02T03:04:05.678Z') });
});

test('an item without a time has no cursor', () => {
  expect(listCursor(null, 1)).toBeUndefined();
  expect(listCursor('not a date', 1)).toBeUndefined();
});

test('anything else is no cursor', () => {
  for (const s of ['', 'abc', '123', '1_0', '12_-3', '1.5_2', '_1', '1_', '1_2_3', '99999999999999999_1', ' 1_2']) {
    expect({ s, cursor: readListCursor(s) }).toEqual({ s, cursor: null });
  }
});
