import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import DashboardBlogsPage from '../pages/DashboardBlogsPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const render = (route = '/dashboard/blogs', user: ReturnType<typeof testUser> | null = testUser()) =>
  renderWithProviders(<DashboardBlogsPage />, { route, path: '/dashboard/blogs', user });

describe('DashboardBlogsPage', () => {
  test('without a token it goes to /signin', async () => {
    fakeApi({});
    render('/dashboard/blogs', null);
    await screen.findByTestId('elsewhere');
  });

  test('published tab by default, drafts with ?tab=draft; empty messages', async () => {
    const { calls } = fakeApi({
      '/api/user-written-blogs': () => ({ blogs: [] }),
      '/api/user-written-blogs-count': () => ({ totalDocs: 0 }),
    });
    render();
    await screen.findByText('Tidak ada Artikel dipublish');
    await userEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    await screen.findByText('Tidak ada Artikel draft');
    expect(callsTo(calls, '/api/user-written-blogs').map((c) => c.body.draft)).toEqual([false, true]);
    expect(callsTo(calls, '/api/user-written-blogs')[0].authorization).toBe('Bearer test-token');
  });

  test('?tab=draft opens the drafts', async () => {
    const { calls } = fakeApi({
      '/api/user-written-blogs': () => ({ blogs: [blogCard({ title: 'Draf Satu', draft: true })] }),
      '/api/user-written-blogs-count': () => ({ totalDocs: 1 }),
    });
    render('/dashboard/blogs?tab=draft');
    await screen.findByText('Draf Satu');
    expect(screen.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(calls, '/api/user-written-blogs')[0].body).toEqual({
      page: 1,
      draft: true,
      query: '',
      deletedDocCount: 0,
    });
  });

  test('search fires on Enter with text and resets when cleared', async () => {
    const { calls } = fakeApi({
      '/api/user-written-blogs': (body) => ({
        blogs: [blogCard({ title: body.query ? `Cocok ${body.query}` : 'Semua' })],
      }),
      '/api/user-written-blogs-count': () => ({ totalDocs: 1 }),
    });
    render();
    await screen.findByText('Semua');
    const box = screen.getByRole('searchbox', { name: 'Cari artikel' });
    await userEvent.type(box, 'panen');
    expect(callsTo(calls, '/api/user-written-blogs')).toHaveLength(1);
    await userEvent.type(box, '{Enter}');
    await screen.findByText('Cocok panen');
    await userEvent.clear(box);
    // The cached list shows at once and is then asked for again: its card may be replaced meanwhile.
    await screen.findByText('Semua');
    await waitFor(() => expect(callsTo(calls, '/api/user-written-blogs')).toHaveLength(3));
    await userEvent.type(box, '   {Enter}');
    expect(callsTo(calls, '/api/user-written-blogs').map((c) => c.body.query)).toEqual(['', 'panen', '']);
  });

  test('delete after the confirm modal; the list and total update; an emptied list reloads while more remain', async () => {
    let total = 6;
    const pageOne = () => [1, 2, 3, 4, 5].map((i) => blogCard({ title: `Tulisan ${i}`, blog_id: `t-${i}` }));
    const { calls } = fakeApi({
      '/api/user-written-blogs': (body) => ({
        blogs:
          body.page === 1
            ? pageOne().slice(0, total === 6 ? 5 : 1)
            : [blogCard({ title: 'Tulisan 6', blog_id: 't-6' })],
      }),
      '/api/user-written-blogs-count': () => ({ totalDocs: total }),
      '/api/delete-blog': () => {
        total -= 1;
        return { status: 'done' };
      },
    });
    render();
    await screen.findByText('Tulisan 1');
    expect(screen.getByText('6 artikel')).toBeInTheDocument();
    const first = screen.getAllByTestId('manage-blog')[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Hapus' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus artikel "Tulisan 1"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(callsTo(calls, '/api/delete-blog')).toHaveLength(0);

    await userEvent.click(within(first).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByText('Tulisan 1')).not.toBeInTheDocument());
    expect(callsTo(calls, '/api/delete-blog')[0].body).toEqual({ blog_id: 't-1' });
    expect(screen.getByText('5 artikel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await screen.findByText('Tulisan 6');
    expect(callsTo(calls, '/api/user-written-blogs').at(-1)!.body).toMatchObject({ page: 2, deletedDocCount: 1 });
  });

  test('a list emptied by deletions reloads when more remain', async () => {
    let remaining = ['a', 'b'];
    const { calls } = fakeApi({
      '/api/user-written-blogs': () => ({
        blogs: remaining.slice(0, 1).map((id) => blogCard({ title: `T-${id}`, blog_id: id })),
      }),
      '/api/user-written-blogs-count': () => ({ totalDocs: remaining.length }),
      '/api/delete-blog': (body) => {
        remaining = remaining.filter((id) => id !== body.blog_id);
        return { status: 'done' };
      },
    });
    render();
    await screen.findByText('T-a');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('T-b');
    expect(callsTo(calls, '/api/user-written-blogs')).toHaveLength(2);
  });
});

test('an outage shows an error with a retry, not the empty message', async () => {
  let down = true;
  fakeApi({
    '/api/user-written-blogs': () =>
      down ? new Reply(503, { error: 'x' }) : { blogs: [blogCard({ title: 'Milikku' })] },
    '/api/user-written-blogs-count': () => ({ totalDocs: 1 }),
  });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
  expect(screen.queryByText('Tidak ada Artikel dipublish')).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByText('Milikku');
});
