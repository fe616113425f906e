import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, renderWithProviders } from '@yayasan/ui/testing';
import { blogCard } from '../../../test-utils';
import ArticlesPage from '../ArticlesPage';
import LatestArticlesWidget from '../LatestArticlesWidget';

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
    expect(await screen.findByText('Satu')).toBeInTheDocument();
    expect(screen.getByText('Dua')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    expect(await screen.findByText('Tiga')).toBeInTheDocument();
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

  test('empty lists say so', async () => {
    fakeApi({
      '/api/latest-blogs': () => ({ blogs: [] }),
      '/api/all-latest-blogs-count': () => ({ totalDocs: 0 }),
      '/api/trending-blogs': () => ({ blogs: [] }),
    });
    renderWithProviders(<ArticlesPage />);
    expect(await screen.findByText('Tidak ada artikel di publish')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada artikel trending')).toBeInTheDocument();
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
    expect(await screen.findByText('Isi Kategori 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kategori 2');
    expect(screen.getByRole('button', { name: 'Kategori 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, '/api/search-blogs')[0].body).toMatchObject({ tag: 'Kategori 2', page: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Kategori 2' }));
    expect(await screen.findByText('Terbaru')).toBeInTheDocument();
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
