import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import MyArticlesSummary from '../components/MyArticlesSummary';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const render = (user: ReturnType<typeof testUser> | null = testUser()) =>
  renderWithProviders(<MyArticlesSummary />, { route: '/dashboard', path: '/dashboard', user });

const section = () => screen.getByRole('region', { name: 'Artikel Anda' });

test('shows the published and draft counts and links the newest three published articles', async () => {
  const { calls } = fakeApi({
    '/api/user-written-blogs': () => ({
      blogs: [1, 2, 3, 4, 5].map((i) => blogCard({ title: `Tulisan ${i}`, blog_id: `tulisan-${i}` })),
    }),
    '/api/user-written-blogs-count': (body) => ({ totalDocs: body.draft ? 2 : 7 }),
  });
  render();
  expect(screen.getByTestId('my-articles-loading')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByTestId('articles-published')).toHaveTextContent('7');
  expect(screen.getByTestId('articles-drafts')).toHaveTextContent('2');

  const latest = within(within(section()).getByRole('list', { name: 'Artikel terbaru Anda' })).getAllByRole('link');
  expect(latest.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Tulisan 1', '/blog/tulisan-1'],
    ['Tulisan 2', '/blog/tulisan-2'],
    ['Tulisan 3', '/blog/tulisan-3'],
  ]);
  expect(within(section()).getByRole('link', { name: 'Kelola artikel Anda' })).toHaveAttribute(
    'href',
    '/dashboard/blogs',
  );
  expect(callsTo(calls, '/api/user-written-blogs')[0].body).toEqual({
    page: 1,
    draft: false,
    query: '',
    deletedDocCount: 0,
  });
  expect(callsTo(calls, '/api/user-written-blogs-count').map((c) => c.body.draft)).toEqual(
    expect.arrayContaining([false, true]),
  );
  expect(callsTo(calls, '/api/user-written-blogs-count')[0].authorization).toBe('Bearer test-token');
});

test('an administrator who has written nothing is invited to write their first article', async () => {
  fakeApi({
    '/api/user-written-blogs': () => ({ blogs: [] }),
    '/api/user-written-blogs-count': () => ({ totalDocs: 0 }),
  });
  render(testUser({ isAdmin: true }));
  expect(await screen.findByText(/Anda belum menulis artikel\./)).toBeInTheDocument();
  expect(within(section()).getByRole('link', { name: 'Tulis artikel pertama Anda' })).toHaveAttribute(
    'href',
    '/editor',
  );
  expect(screen.queryByTestId('articles-published')).toBeNull();
});

test('a member who has written nothing (only administrators write) sees no articles section', async () => {
  const { calls } = fakeApi({
    '/api/user-written-blogs': () => ({ blogs: [] }),
    '/api/user-written-blogs-count': () => ({ totalDocs: 0 }),
  });
  const { container } = render();
  await waitFor(() => expect(callsTo(calls, '/api/user-written-blogs-count')).toHaveLength(2));
  await waitFor(() => expect(screen.queryByTestId('my-articles-loading')).toBeNull());
  expect(container).toBeEmptyDOMElement();
});

test('only drafts: the counts show, with no list of published articles', async () => {
  fakeApi({
    '/api/user-written-blogs': () => ({ blogs: [] }),
    '/api/user-written-blogs-count': (body) => ({ totalDocs: body.draft ? 1 : 0 }),
  });
  render();
  expect(await screen.findByTestId('articles-drafts')).toHaveTextContent('1');
  expect(screen.getByTestId('articles-published')).toHaveTextContent('0');
  expect(screen.queryByRole('list', { name: 'Artikel terbaru Anda' })).toBeNull();
  expect(screen.queryByText(/Anda belum menulis artikel/)).toBeNull();
});

test('an outage shows an error with a retry, not the empty message', async () => {
  let down = true;
  fakeApi({
    '/api/user-written-blogs': () => ({ blogs: [blogCard({ title: 'Milikku', blog_id: 'milikku' })] }),
    '/api/user-written-blogs-count': () => (down ? new Reply(503, { error: 'x' }) : { totalDocs: 1 }),
  });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
  expect(screen.queryByText(/Anda belum menulis artikel/)).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByRole('link', { name: 'Milikku' })).toHaveAttribute('href', '/blog/milikku');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('signed out it shows nothing and asks for nothing', async () => {
  const { calls } = fakeApi({});
  render(null);
  expect(screen.queryByRole('heading', { name: 'Artikel Anda' })).toBeNull();
  expect(screen.queryByTestId('my-articles-loading')).toBeNull();
  expect(calls).toHaveLength(0);
});
