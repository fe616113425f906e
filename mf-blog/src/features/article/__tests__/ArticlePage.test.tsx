import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { callsTo, fakeApi, renderWithProviders, Reply, testUser, type ApiHandler } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import ArticlePage from '../pages/ArticlePage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const BLOG = {
  ...blogCard({
    _id: 77,
    blog_id: 'panen-sayur',
    title: 'Panen Sayur',
    tags: ['Kategori 2'],
    activity: { total_likes: 4, total_comments: 0, total_parent_comments: 0, total_reads: 9 },
    author: { _id: 1, personal_info: { fullname: 'Admin Yayasan', username: 'admin', profile_img: '' } },
  }),
  content: [{ time: 1, blocks: [{ type: 'paragraph', data: { text: 'Isi <b>artikel</b>' } }] }],
};

const person = (username: string) => ({
  _id: username.length,
  personal_info: { fullname: `${username} L`, username, profile_img: '' },
});
let nextId = 1000;
const comment = (text: string, by: string, over: Record<string, unknown> = {}) => ({
  _id: ++nextId,
  comment: text,
  commentedAt: '2024-05-06T03:00:00.000Z',
  blog_id: 'panen-sayur',
  isReply: false,
  parent: null,
  commented_by: person(by),
  children: [],
  ...over,
});

function render(user = null as ReturnType<typeof testUser> | null, handlers: Record<string, ApiHandler> = {}) {
  const { calls } = fakeApi({
    '/api/get-blog': (body) =>
      body.blog_id === 'panen-sayur' ? { blog: BLOG } : new Reply(404, { error: 'Artikel tidak ditemukan' }),
    '/api/search-blogs': () => ({ blogs: [] }),
    '/api/isliked-by-user': () => ({ result: false }),
    '/api/get-blog-comments': () => [],
    ...handlers,
  });
  const result = renderWithProviders(<ArticlePage />, { route: '/blog/panen-sayur', path: '/blog/:blog_id', user });
  return { calls, ...result };
}

/** The sign-in prompt: the spec's message with a 'Masuk' link that comes back to the article. */
function expectSignInPrompt(toast: jest.SpyInstance, message: string) {
  expect(toast).toHaveBeenCalled();
  const html = renderToStaticMarkup(<MemoryRouter>{toast.mock.calls.at(-1)![0] as ReactNode}</MemoryRouter>);
  expect(html).toContain(`<span>${message}</span>`);
  expect(html).toContain('href="/signin?next=%2Fblog%2Fpanen-sayur"');
}

describe('ArticlePage', () => {
  test('banner, title, author link, date, content, related articles (none: Tidak Tersedia)', async () => {
    const { calls } = render();
    await screen.findByRole('heading', { level: 1, name: 'Panen Sayur' });
    expect(screen.getByRole('link', { name: '@admin' })).toHaveAttribute('href', '/user/admin');
    expect(screen.getByText('Dipublikasikan 5 Mei')).toBeInTheDocument();
    expect(screen.getByTestId('blog-content').querySelector('b')).toHaveTextContent('artikel');
    await screen.findByText('Tidak Tersedia');
    expect(callsTo(calls, '/api/search-blogs')[0].body).toEqual({
      tag: 'Kategori 2',
      page: 1,
      limit: 6,
      eliminate_blog: 'panen-sayur',
    });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/isliked-by-user')).toHaveLength(0);
  });

  test('related articles are listed', async () => {
    render(null, { '/api/search-blogs': () => ({ blogs: [blogCard({ title: 'Terkait Satu' })] }) });
    await screen.findByText('Terkait Satu');
  });

  test('unknown id: the not-found page', async () => {
    fakeApi({ '/api/get-blog': () => new Reply(404, { error: 'Artikel tidak ditemukan' }) });
    renderWithProviders(<ArticlePage />, { route: '/blog/tidak-ada', path: '/blog/:blog_id' });
    await screen.findByText('Halaman tidak ditemukan');
  });

  test('the edit link shows to the author only', async () => {
    render(testUser({ username: 'admin', isAdmin: true }));
    const edit = await screen.findAllByRole('link', { name: 'Edit' });
    expect(edit[0]).toHaveAttribute('href', '/editor/panen-sayur');
  });

  test('liking signed out asks to log in and sends nothing', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { calls } = render();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Suka' })[0]);
    expectSignInPrompt(toast, 'login untuk menyukai artikel ini');
    expect(callsTo(calls, '/api/like-blog')).toHaveLength(0);
    expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('4');
  });

  test('liking: initial state from isliked-by-user, the count moves at once, then follows the server', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { calls } = render(testUser(), {
      '/api/like-blog': () => new Promise((r) => (release = r)),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(calls, '/api/isliked-by-user')).toHaveLength(1));
    await userEvent.click(screen.getAllByRole('button', { name: 'Suka' })[0]);
    expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('5');
    expect(screen.getAllByRole('button', { name: 'Batal suka' })[0]).toBeDisabled();
    expect(callsTo(calls, '/api/like-blog')[0].body).toEqual({ _id: 77, isLikedByUser: false });
    release({ liked_by_user: true, total_likes: 7 });
    await waitFor(() => expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('7'));
    expect(screen.getAllByTestId('like-count')[1]).toHaveTextContent('7');
  });

  test('already liked: the click unlikes', async () => {
    const { calls } = render(testUser(), {
      '/api/isliked-by-user': () => ({ result: true }),
      '/api/like-blog': () => ({ liked_by_user: false, total_likes: 3 }),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Batal suka' }))[0]);
    expect(callsTo(calls, '/api/like-blog')[0].body).toEqual({ _id: 77, isLikedByUser: true });
    await waitFor(() => expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('3'));
  });
});

describe('ArticlePage when the blog service fails', () => {
  test('an outage is not a missing article: an error with a retry that shows the article', async () => {
    let down = true;
    render(null, {
      '/api/get-blog': () => (down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : { blog: BLOG }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat artikel, coba lagi.');
    expect(screen.queryByText('Halaman tidak ditemukan')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('heading', { level: 1, name: 'Panen Sayur' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a network error is an outage too', async () => {
    render(null, {
      '/api/get-blog': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat artikel, coba lagi.');
  });

  test('a like the server refuses is undone: state and count as before', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let release: (v: unknown) => void = () => undefined;
    render(testUser(), { '/api/like-blog': () => new Promise((r) => (release = r)) });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Suka' }))[0]);
    expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('5');
    release(new Reply(500, { error: 'x' }));
    await waitFor(() => expect(screen.getAllByTestId('like-count')[0]).toHaveTextContent('4'));
    expect(screen.getAllByRole('button', { name: 'Suka' })).toHaveLength(2);
  });
});

describe('comments drawer', () => {
  const open = async () => {
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Buka komentar' })[0]);
    // The panel's code loads on the first opening.
    return screen.findByRole('complementary', { name: 'Komentar' });
  };

  test('comments that fail to load show an error with a retry, not "no comments"', async () => {
    let down = true;
    render(null, {
      '/api/get-blog-comments': () =>
        down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : [comment('Kembali lagi', 'sari')],
    });
    const drawer = await open();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Gagal memuat komentar, coba lagi.');
    expect(within(drawer).queryByText('Tidak Ada Komentar')).toBeNull();
    down = false;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Coba Lagi' }));
    await within(drawer).findByText('Kembali lagi');
  });

  test('empty drawer; signed out and empty comments are refused with the spec messages', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { calls } = render();
    const drawer = await open();
    await within(drawer).findByText('Tidak Ada Komentar');
    await userEvent.type(within(drawer).getByLabelText('Tulis komentar'), 'Halo');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Komentar' }));
    expectSignInPrompt(toast, 'Login sebelum berkomentar');
    expect(callsTo(calls, '/api/add-comment')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Komentar' })).not.toBeInTheDocument();
  });

  test('adding a comment raises both counts; an empty one is refused', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { calls } = render(testUser({ username: 'budi' }), {
      '/api/add-comment': (body) => comment(body.comment, 'budi'),
    });
    const drawer = await open();
    await within(drawer).findByText('Tidak Ada Komentar');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Komentar' }));
    expect(toast).toHaveBeenCalledWith('Tuliskan sesuatu untuk berkomentar...');
    await userEvent.type(within(drawer).getByLabelText('Tulis komentar'), 'Bagus sekali');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Komentar' }));
    await within(drawer).findByText('Bagus sekali');
    expect(callsTo(calls, '/api/add-comment')[0].body).toEqual({ _id: 77, comment: 'Bagus sekali', blog_author: 1 });
    expect(screen.getAllByTestId('comment-count')[0]).toHaveTextContent('1');
    expect(within(drawer).getByLabelText('Tulis komentar')).toHaveValue('');
  });

  test('more parent comments load while the parent total exceeds those loaded', async () => {
    const first = [1, 2, 3, 4, 5].map((i) => comment(`K${i}`, 'sari'));
    const { calls } = fakeApi({
      '/api/get-blog': () => ({
        blog: { ...BLOG, activity: { ...BLOG.activity, total_comments: 6, total_parent_comments: 6 } },
      }),
      '/api/search-blogs': () => ({ blogs: [] }),
      '/api/get-blog-comments': (body) => (body.skip === 0 ? first : [comment('K6', 'sari')]),
    });
    renderWithProviders(<ArticlePage />, { route: '/blog/panen-sayur', path: '/blog/:blog_id' });
    const drawer = await open();
    await within(drawer).findByText('K5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await within(drawer).findByText('K6');
    expect(callsTo(calls, '/api/get-blog-comments').map((c) => c.body)).toEqual([
      { blog_id: 77, skip: 0 },
      { blog_id: 77, skip: 5 },
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).not.toBeInTheDocument();
  });

  test('replies load on demand, indented under their parent; replying needs login', async () => {
    const toast = jest.spyOn(notify, 'error');
    const parent = comment('Induk', 'sari', { children: [5001, 5002] });
    const { calls } = render(null, {
      '/api/get-blog': () => ({
        blog: { ...BLOG, activity: { ...BLOG.activity, total_comments: 3, total_parent_comments: 1 } },
      }),
      '/api/get-blog-comments': () => [parent],
      '/api/get-replies': () => ({
        replies: [
          comment('Balasan A', 'budi', { _id: 5001, parent: parent._id, isReply: true }),
          comment('Balasan B', 'admin', { _id: 5002, parent: parent._id, isReply: true }),
        ],
      }),
    });
    const drawer = await open();
    await within(drawer).findByText('Induk');
    await userEvent.click(within(drawer).getByRole('button', { name: '2 Balasan' }));
    await within(drawer).findByText('Balasan A');
    const items = within(drawer).getAllByTestId('comment');
    expect(items.map((i) => [i.dataset.level, i.style.paddingLeft])).toEqual([
      ['0', '0px'],
      ['1', '40px'],
      ['1', '40px'],
    ]);
    expect(callsTo(calls, '/api/get-replies')[0].body).toEqual({ _id: parent._id, skip: 0 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sembunyikan Balasan' }));
    await waitFor(() => expect(within(drawer).queryByText('Balasan A')).not.toBeInTheDocument());

    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Balas' })[0]);
    expectSignInPrompt(toast, 'Login dahulu sebelum membalas');
    expect(within(drawer).queryByLabelText('Tulis balasan')).not.toBeInTheDocument();
  });

  test('a reply raises total_comments only and shows under its parent', async () => {
    const parent = comment('Induk', 'sari');
    render(testUser({ username: 'budi' }), {
      '/api/get-blog': () => ({
        blog: { ...BLOG, activity: { ...BLOG.activity, total_comments: 1, total_parent_comments: 1 } },
      }),
      '/api/get-blog-comments': () => [parent],
      '/api/add-comment': (body) => comment(body.comment, 'budi', { parent: body.replying_to, isReply: true }),
    });
    const drawer = await open();
    await within(drawer).findByText('Induk');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Balas' }));
    await userEvent.type(within(drawer).getByLabelText('Tulis balasan'), 'Setuju');
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Balas' })[1]);
    const reply = await within(drawer).findByText('Setuju');
    expect(reply.closest('[data-testid="comment"]')).toHaveAttribute('data-level', '1');
    expect(screen.getAllByTestId('comment-count')[0]).toHaveTextContent('2');
    expect(within(drawer).getByRole('button', { name: 'Sembunyikan Balasan' })).toBeInTheDocument();
  });

  test("delete shows to the comment's author and the article's author only; deleting lowers the counts", async () => {
    const mine = comment('Punyaku', 'budi', { children: [9001] });
    const theirs = comment('Punya Sari', 'sari');
    const { calls } = render(testUser({ username: 'budi' }), {
      '/api/get-blog': () => ({
        blog: { ...BLOG, activity: { ...BLOG.activity, total_comments: 3, total_parent_comments: 2 } },
      }),
      '/api/get-blog-comments': () => [mine, theirs],
      '/api/delete-comment': (body) => ({ status: 'done', deleted: [body._id, 9001] }),
    });
    const drawer = await open();
    await within(drawer).findByText('Punyaku');
    const cards = within(drawer).getAllByTestId('comment');
    expect(within(cards[0]).getByRole('button', { name: 'Hapus komentar' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Hapus komentar' })).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Hapus komentar' }));
    await waitFor(() => expect(within(drawer).queryByText('Punyaku')).not.toBeInTheDocument());
    expect(callsTo(calls, '/api/delete-comment')[0].body).toEqual({ _id: mine._id });
    expect(screen.getAllByTestId('comment-count')[0]).toHaveTextContent('1');
  });

  test("the article's author may delete anyone's comment", async () => {
    render(testUser({ username: 'admin', isAdmin: true }), {
      '/api/get-blog-comments': () => [comment('Dari Sari', 'sari')],
    });
    const drawer = await open();
    await within(drawer).findByText('Dari Sari');
    expect(within(drawer).getByRole('button', { name: 'Hapus komentar' })).toBeInTheDocument();
  });
});
