import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, Reply, testUser } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import ProfilePage from '../pages/ProfilePage';

afterEach(() => jest.restoreAllMocks());

const profile = (over: Record<string, unknown> = {}) => ({
  _id: 42,
  personal_info: { fullname: 'Dewi Lestari', username: 'dewi', profile_img: '', bio: '' },
  account_info: { total_post: 2, total_posts: 2, total_reads: 1500 },
  social_links: { youtube: '', facebook: '', twitter: 'https://x.com/dewi', github: '', instagram: '', website: '' },
  joinedAt: '2024-08-05T02:00:00.000Z',
  ...over,
});
const article = (n: number) => ({
  _id: n,
  blog_id: `artikel-${n}`,
  title: `Artikel ${n}`,
  des: n === 2 ? '' : `Ringkasan ${n}`,
  banner: `http://localhost/media/demo/photo-${n}.png`,
  tags: [],
  publishedAt: '2024-05-05T03:00:00.000Z',
  draft: false,
  activity: { total_likes: n, total_comments: 0, total_parent_comments: 0, total_reads: 10 },
  author: { _id: 42, personal_info: { fullname: 'Dewi Lestari', username: 'dewi', profile_img: '' } },
});

const render = (user = testUser({ username: 'budi' })) =>
  renderPage(<ProfilePage />, { route: '/user/dewi', path: '/user/:username', user });

describe('ProfilePage (/user/:username)', () => {
  it('shows the user, their published articles, and asks the blog service by author id', async () => {
    const { calls } = fakeApi({
      'POST /api/get-profile': () => profile(),
      'POST /api/search-blogs': () => ({ blogs: [article(1), article(2)] }),
      'POST /api/search-blogs-count': () => ({ totalDocs: 2 }),
    });
    render();
    await screen.findByRole('heading', { name: '@dewi' });
    expect(screen.getByText('Dewi Lestari')).toBeInTheDocument();
    expect(screen.getByText(/2 Artikel · 1\.500 Dibaca/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Artikel 1' })).toHaveAttribute('href', '/blog/artikel-1');
    expect(screen.getByText('Tidak ada deskripsi')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/get-profile')?.body).toEqual({ username: 'dewi' });
    expect(calls.find((c) => c.path === '/api/search-blogs')?.body).toEqual({ author: 42, page: 1 });
    expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).toBeNull();
  });

  it('loads more articles while the count exceeds those shown', async () => {
    const { calls } = fakeApi({
      'POST /api/get-profile': () => profile(),
      'POST /api/search-blogs': (body) => ({ blogs: body.page === 1 ? [article(1)] : [article(3)] }),
      'POST /api/search-blogs-count': () => ({ totalDocs: 2 }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await screen.findByRole('link', { name: 'Artikel 3' });
    expect(screen.getByRole('link', { name: 'Artikel 1' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/search-blogs').map((c) => c.body)).toEqual([
      { author: 42, page: 1 },
      { author: 42, page: 2 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).toBeNull());
  });

  it("says 'Tidak ada artikel di publish' with none, and an error with a retry when the blog service fails", async () => {
    fakeApi({
      'POST /api/get-profile': () => profile(),
      'POST /api/search-blogs': () => ({ blogs: [] }),
      'POST /api/search-blogs-count': () => ({ totalDocs: 0 }),
    });
    const first = render();
    await screen.findByText('Tidak ada artikel di publish');
    first.unmount();
    jest.restoreAllMocks();
    let blogDown = true;
    fakeApi({
      'POST /api/get-profile': () => profile(),
      'POST /api/search-blogs': () => (blogDown ? new Reply(503, { error: 'down' }) : { blogs: [article(1)] }),
      'POST /api/search-blogs-count': () => ({ totalDocs: 1 }),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
    expect(screen.queryByText('Tidak ada artikel di publish')).toBeNull();
    blogDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('link', { name: 'Artikel 1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows About: the empty-bio text, social links and the joined date with Indonesian months', async () => {
    fakeApi({ 'POST /api/get-profile': () => profile(), 'POST /api/search-blogs': () => ({ blogs: [] }) });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Tentang' }));
    expect(screen.getByText('Tidak ada apapun disini')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://x.com/dewi');
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
    expect(screen.getByText('Bergabung pada 5 Agu 2024')).toBeInTheDocument();
  });

  it('shows the bio when there is one', async () => {
    fakeApi({
      'POST /api/get-profile': () =>
        profile({ personal_info: { fullname: 'Dewi', username: 'dewi', profile_img: '', bio: 'Relawan pengajar' } }),
      'POST /api/search-blogs': () => ({ blogs: [] }),
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Tentang' }));
    expect(screen.getByText('Relawan pengajar')).toBeInTheDocument();
  });

  it("shows 'Edit Profile' only on one's own profile", async () => {
    fakeApi({ 'POST /api/get-profile': () => profile(), 'POST /api/search-blogs': () => ({ blogs: [] }) });
    const other = render();
    await screen.findByRole('heading', { name: '@dewi' });
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    other.unmount();
    render(testUser({ username: 'dewi' }));
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings/edit-profile');
  });

  it('shows the not-found page for an unknown user', async () => {
    fakeApi({ 'POST /api/get-profile': () => new Reply(404, { error: 'Pengguna tidak ditemukan' }) });
    render();
    await screen.findByText('Halaman tidak ditemukan');
  });

  it('toasts the load failure for an outage and offers a retry that loads the profile', async () => {
    let down = true;
    fakeApi({
      'POST /api/get-profile': () => (down ? new Reply(500, { error: 'x' }) : profile()),
      'POST /api/search-blogs': () => ({ blogs: [] }),
    });
    render();
    // Said twice: once as a toast (spec §8), once in place with the retry.
    await waitFor(() => expect(screen.getAllByText('Gagal memuat data profil, coba lagi nanti.')).toHaveLength(2));
    expect(screen.queryByText('Halaman tidak ditemukan')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('heading', { name: '@dewi' });
  });
});
