import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCursor } from '@yayasan/contracts';
import { callsTo, fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import ArticlesPage from '../pages/ArticlesPage';
import LatestArticlesWidget from '../components/LatestArticlesWidget';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('ArticlesPage', () => {
  test('latest articles, then the next page appended while totalDocs exceeds what is loaded', async () => {
    const page1 = [blogCard({ title: 'Satu' }), blogCard({ title: 'Dua' })];
    const page2 = [blogCard({ title: 'Tiga', des: '' })];
    const { calls } = fakeApi({
      '/api/latest-blogs': (body) => ({ blogs: body.page === 1 ? page1 : page2 }),
      '/api/all-latest-blogs-count': () => ({ totalDocs: 3 }),
      '/api/trending-blogs': () => ({ blogs: [blogCard({ title: 'Tren A' }), blogCard({ title: 'Tren B' })] }),
    });
    renderWithProviders(<ArticlesPage />);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    await screen.findByText('Satu');
    expect(screen.getByText('Dua')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await screen.findByText('Tiga');
    expect(screen.getAllByTestId('blog-card').map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Satu',
      'Dua',
      'Tiga',
    ]);
    expect(screen.getByText('Tidak ada deskripsi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/latest-blogs').map((c) => c.body.page)).toEqual([1, 2]);

    const trending = screen.getAllByTestId('trending-card');
    expect(trending.map((t) => t.textContent)).toEqual([
      expect.stringMatching(/^01.*Tren A/),
      expect.stringMatching(/^02.*Tren B/),
    ]);
  });

  test('the next page of the latest articles is asked for after the last card shown', async () => {
    const page1 = [blogCard({ title: 'Satu' }), blogCard({ title: 'Dua', publishedAt: '2024-05-04T01:02:03.456Z' })];
    const { calls } = fakeApi({
      '/api/latest-blogs': (body) => ({ blogs: body.page === 1 ? page1 : [blogCard({ title: 'Tiga' })] }),
      '/api/all-latest-blogs-count': () => ({ totalDocs: 3 }),
      '/api/trending-blogs': () => ({ blogs: [] }),
    });
    renderWithProviders(<ArticlesPage />);
    await screen.findByText('Dua');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await screen.findByText('Tiga');
    expect(callsTo(calls, '/api/latest-blogs').map((c) => c.body)).toEqual([
      { page: 1 },
      { page: 2, after: listCursor(page1[1].publishedAt, page1[1]._id) },
    ]);
  });

  test('empty lists say so', async () => {
    fakeApi({
      '/api/latest-blogs': () => ({ blogs: [] }),
      '/api/all-latest-blogs-count': () => ({ totalDocs: 0 }),
      '/api/trending-blogs': () => ({ blogs: [] }),
    });
    renderWithProviders(<ArticlesPage />);
    await screen.findByText('Tidak ada artikel di publish');
    await screen.findByText('Tidak ada artikel trending');
    expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).not.toBeInTheDocument();
  });

  test('categories filter by tag; clicking the active one returns to the latest list', async () => {
    const { calls } = fakeApi({
      '/api/latest-blogs': () => ({ blogs: [blogCard({ title: 'Terbaru' })] }),
      '/api/all-latest-blogs-count': () => ({ totalDocs: 1 }),
      '/api/trending-blogs': () => ({ blogs: [] }),
      '/api/search-blogs': (body) => ({ blogs: [blogCard({ title: `Isi ${body.tag}` })] }),
      '/api/search-blogs-count': () => ({ totalDocs: 1 }),
    });
    renderWithProviders(<ArticlesPage />);
    await screen.findByText('Terbaru');
    const names = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(names).toEqual(['Kategori 1', 'Kategori 2', 'Kategori 3', 'Kategori 4', 'Kategori 5']);

    await userEvent.click(screen.getByRole('button', { name: 'Kategori 2' }));
    await screen.findByText('Isi Kategori 2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kategori 2');
    expect(screen.getByRole('button', { name: 'Kategori 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, '/api/search-blogs')[0].body).toMatchObject({ tag: 'Kategori 2', page: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Kategori 2' }));
    await screen.findByText('Terbaru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artikel Terbaru');
  });
});

describe('LatestArticlesWidget', () => {
  test('shows the 3 latest articles with links', async () => {
    const { calls } = fakeApi({
      '/api/latest-blogs': () => ({
        blogs: [1, 2, 3, 4].map((i) => blogCard({ title: `Home ${i}`, blog_id: `home-${i}` })),
      }),
    });
    renderWithProviders(<LatestArticlesWidget />);
    const cards = await screen.findAllByTestId('home-article');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/blog/home-1');
    expect(callsTo(calls, '/api/latest-blogs')[0].body).toEqual({ page: 1, limit: 3 });
  });

  test('empty or failing: the empty message', async () => {
    fakeApi({ '/api/latest-blogs': () => ({ blogs: [] }) });
    renderWithProviders(<LatestArticlesWidget />);
    await waitFor(() => expect(screen.getByText('Tidak ada artikel di publish')).toBeInTheDocument());
  });
});

describe('when the blog service is down', () => {
  test('/artikel shows an outage, not "no articles"; Coba Lagi (from the keyboard) loads the list', async () => {
    let down = true;
    const fail = (answer: unknown) => () =>
      down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : answer;
    fakeApi({
      '/api/latest-blogs': fail({ blogs: [blogCard({ title: 'Kembali' })] }),
      '/api/all-latest-blogs-count': fail({ totalDocs: 1 }),
      '/api/trending-blogs': fail({ blogs: [] }),
    });
    renderWithProviders(<ArticlesPage />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Gagal memuat daftar artikel, coba lagi.'),
      expect.stringContaining('Gagal memuat daftar artikel, coba lagi.'),
    ]);
    expect(screen.queryByText('Tidak ada artikel di publish')).toBeNull();
    expect(screen.queryByText('Tidak ada artikel trending')).toBeNull();
    down = false;
    within(alerts[0]).getByRole('button', { name: 'Coba Lagi' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Kembali');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByText('Tidak ada artikel trending');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a next page that fails offers a retry in place of the button', async () => {
    let down = false;
    fakeApi({
      '/api/latest-blogs': (body) =>
        body.page === 1
          ? { blogs: [blogCard({ title: 'Pertama' })] }
          : down
            ? new Reply(502, {})
            : { blogs: [blogCard({ title: 'Kedua' })] },
      '/api/all-latest-blogs-count': () => ({ totalDocs: 2 }),
      '/api/trending-blogs': () => ({ blogs: [] }),
    });
    renderWithProviders(<ArticlesPage />);
    await screen.findByText('Pertama');
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByText('Kedua');
    expect(screen.getByText('Pertama')).toBeInTheDocument();
  });

  test('the home widget shows an outage with a retry', async () => {
    let down = true;
    fakeApi({
      '/api/latest-blogs': () =>
        down ? new Reply(504, { error: 'Layanan terlalu lama menjawab' }) : { blogs: [blogCard({ title: 'Beranda' })] },
    });
    renderWithProviders(<LatestArticlesWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByText('Beranda');
  });
});
