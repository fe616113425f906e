import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import SearchPage from '../pages/SearchPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const render = (query: string, page = <SearchPage />) =>
  renderWithProviders(page, { route: `/search/${encodeURIComponent(query)}`, path: '/search/:query' });

test('articles matching the query, and accounts in a tab and the side panel', async () => {
  const { calls } = fakeApi({
    '/api/search-blogs': () => ({ blogs: [blogCard({ title: 'Panen Raya' })] }),
    '/api/search-blogs-count': () => ({ totalDocs: 1 }),
    '/api/search-users': () => ({
      users: [{ _id: 2, personal_info: { fullname: 'Budi Santoso', username: 'budi', profile_img: '' } }],
    }),
  });
  render('panen raya');
  await screen.findByText('Panen Raya');
  expect(screen.getByRole('tab', { name: 'Hasil pencarian "panen raya"' })).toHaveAttribute('aria-selected', 'true');
  expect(callsTo(calls, '/api/search-blogs')[0].body).toEqual({ query: 'panen raya', page: 1 });
  // The side panel shows from 1000 px, so jsdom (no layout) sees it hidden.
  const side = document.querySelector('aside[aria-label="Pengguna terkait pencarian"]') as HTMLElement;
  expect(await within(side).findByRole('link', { hidden: true, name: /Budi Santoso/ })).toHaveAttribute(
    'href',
    '/user/budi',
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Akun Ditemukan' }));
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Budi Santoso/ })).toBeInTheDocument();
});

test('nothing found: both empty messages', async () => {
  fakeApi({
    '/api/search-blogs': () => ({ blogs: [] }),
    '/api/search-blogs-count': () => ({ totalDocs: 0 }),
    '/api/search-users': () => ({ users: [] }),
  });
  render('zzz');
  await screen.findByText('Tidak ada artikel di publish');
  await screen.findByText('Tidak ada user ditemukan');
});

test('an outage: errors with a retry instead of the empty messages; the retry shows the results', async () => {
  let down = true;
  const fail = (answer: unknown) => () => (down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : answer);
  fakeApi({
    '/api/search-blogs': fail({ blogs: [blogCard({ title: 'Panen Raya' })] }),
    '/api/search-blogs-count': fail({ totalDocs: 1 }),
    '/api/search-users': fail({ users: [] }),
  });
  render('panen');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Gagal memuat daftar artikel, coba lagi.');
  expect(screen.queryByText('Tidak ada artikel di publish')).toBeNull();
  const side = document.querySelector('aside[aria-label="Pengguna terkait pencarian"]') as HTMLElement;
  expect(await within(side).findByRole('alert', { hidden: true })).toHaveTextContent(
    'Gagal memuat daftar pengguna, coba lagi.',
  );
  down = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Coba Lagi' }));
  await screen.findByText('Panen Raya');
});

test('what the site puts on the page (the campaigns the search finds) sits above the articles, in the main column', async () => {
  fakeApi({
    '/api/search-blogs': () => ({ blogs: [blogCard({ title: 'Laporan Sembako' })] }),
    '/api/search-blogs-count': () => ({ totalDocs: 1 }),
    '/api/search-users': () => ({ users: [] }),
  });
  render(
    'sembako',
    <SearchPage>
      <section aria-label="Donasi Berjalan">kampanye</section>
    </SearchPage>,
  );
  const article = await screen.findByText('Laporan Sembako');
  const campaigns = screen.getByRole('region', { name: 'Donasi Berjalan' });
  expect(campaigns.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    campaigns.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  // Not in the side panel of accounts.
  expect(campaigns.closest('aside')).toBeNull();
});
