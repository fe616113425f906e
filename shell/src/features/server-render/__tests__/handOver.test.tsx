import type { RootState } from '@yayasan/store';
import { handedOver, splitResourceHints } from '../handOver';

const state = (queries: Record<string, unknown>) =>
  ({
    session: { user: null },
    theme: { name: 'light' },
    api: { queries, subscriptions: { x: {} } },
  }) as unknown as RootState;

test('the answer a page was rendered with is handed over, also while a refetch-on-mount call is pending again', () => {
  const answered = { status: 'fulfilled', data: { blogs: [1] }, fulfilledTimeStamp: 1 };
  const refetching = { status: 'pending', data: { blogs: [2] }, fulfilledTimeStamp: 2 };
  const never = { status: 'pending' };
  const failed = { status: 'rejected', error: { status: 500 } };
  const out = handedOver(state({ a: answered, b: refetching, c: never, d: failed }));
  expect(out.api.queries).toEqual({ a: answered, b: { ...refetching, status: 'fulfilled' } });
  expect(out.api.subscriptions).toEqual({});
});

test("React's resource hints written before the markup go to the head; the root keeps only the app", () => {
  const hint = '<link rel="preload" as="image" imageSrcSet="a.webp 320w" fetchPriority="high"/>';
  expect(splitResourceHints(`${hint}<div class="app"><link rel="x"/></div>`)).toEqual({
    hints: hint,
    markup: '<div class="app"><link rel="x"/></div>',
  });
  expect(splitResourceHints('<div></div>')).toEqual({ hints: '', markup: '<div></div>' });
});
