import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, testUser } from '@yayasan/ui/testing';
import type { Campaign } from '../api';
import DonationManagementPage from '../pages/DonationManagementPage';
import { campaign, page } from '../../../testing/campaigns';

const ROUTE = { route: '/dashboard/donations', path: '/dashboard/donations', user: testUser({ isAdmin: true }) };
afterEach(() => jest.restoreAllMocks());

const many = (n: number, over: Partial<Campaign> = {}) =>
  Array.from({ length: n }, (_, i) => campaign({ donation_id: `c${i}`, title: `Kampanye ${i}`, ...over }));

/** A server that honours page=1&limit and the draft flag, and applies PUT {draft}. */
function server(running: Campaign[], drafts: Campaign[]) {
  let all = [...running, ...drafts];
  return fakeApi({
    'GET /api/get-donation': (_b, call) => {
      const draft = call.query.get('draft') === 'true';
      const rows = all.filter((c) => c.draft === draft);
      return page(rows.slice(0, Number(call.query.get('limit'))), { totalDonations: rows.length });
    },
    ...Object.fromEntries(
      all.map((c) => [
        `PUT /api/donation/${c.donation_id}`,
        (body: unknown) => {
          all = all.map((x) => (x.donation_id === c.donation_id ? { ...x, ...(body as object) } : x));
          return all.find((x) => x.donation_id === c.donation_id);
        },
      ]),
    ),
  });
}

test('running tab: rows with title link, date, Edit, and Tampilkan Lebih Banyak adding 10', async () => {
  const { calls } = server(many(15), []);
  renderWithProviders(<DonationManagementPage />, ROUTE);
  expect(screen.getByRole('heading', { name: 'Manajemen Donasi' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Sedang Berjalan' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findAllByTestId('management-row')).toHaveLength(10);
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', limit: '10', draft: 'false' });
  expect(calls[0].authorization).toBe('Bearer test-token');
  const row = screen.getAllByTestId('management-row')[0];
  expect(within(row).getByRole('link', { name: 'Kampanye 0' })).toHaveAttribute('href', '/donation/detail/c0');
  expect(within(row).getByText('Dibuat pada 5 Mei 2025')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Edit Kampanye 0' })).toHaveAttribute('href', '/donation/edit/c0');

  await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
  await waitFor(() => expect(screen.getAllByTestId('management-row')).toHaveLength(15));
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', limit: '20', draft: 'false' });
  expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).toBeNull();
});

test('Pindahkan Ke Draft asks first, then moves the campaign to the Drafts tab', async () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  const { calls } = server(many(2), []);
  renderWithProviders(<DonationManagementPage />, ROUTE);
  const row = (await screen.findAllByTestId('management-row'))[1];
  await userEvent.click(within(row).getByRole('button', { name: 'Pindahkan Ke Draft' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Anda yakin ingin memindahkan donasi ini ke draft?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/donation/c1', body: { draft: true } });
  expect(success).toHaveBeenCalledWith('Donasi Terdraft');
  await waitFor(() => expect(screen.getAllByTestId('management-row')).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Kampanye 0' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
  const draftRow = await screen.findByTestId('management-row');
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', limit: '10', draft: 'true' });
  expect(within(draftRow).getByRole('link', { name: 'Kampanye 1' })).toBeInTheDocument();
  await userEvent.click(within(draftRow).getByRole('button', { name: 'Publish' }));
  expect(success).toHaveBeenLastCalledWith('Donasi Terpublish');
  await screen.findByText('Tidak Ada Draft Donasi');
});

test('a Closed draft shows its badge and cannot be published', async () => {
  server([], [campaign({ donation_id: 'old', title: 'Draft Lama', draft: true, status: 'Closed' })]);
  renderWithProviders(<DonationManagementPage />, ROUTE);
  await screen.findByText('Tidak ada Donasi dipublish');
  await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
  const row = await screen.findByTestId('management-row');
  expect(within(row).getByText('Selesai')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Publish' })).toBeNull();
  expect(within(row).getByRole('link', { name: 'Edit Draft Lama' })).toBeInTheDocument();
});

test("each row shows the campaign's collected, target, percentage, donors and status", async () => {
  server(
    [
      campaign({
        donation_id: 'a',
        title: 'Sumur',
        total_collected: 7_500_000,
        target_amount: 10_000_000,
        percentage_collected: 75,
        donor_count: 42,
      }),
    ],
    [],
  );
  renderWithProviders(<DonationManagementPage />, ROUTE);
  const row = await screen.findByTestId('management-row');
  const figures = within(row).getByLabelText('Angka Sumur');
  expect(figures.tagName).toBe('DL');
  const value = (term: string) => within(figures).getByText(term).nextElementSibling?.textContent;
  expect(value('Terkumpul')).toBe('Rp 7.500.000');
  expect(value('Target')).toBe('Rp 10.000.000');
  expect(value('Tercapai')).toBe('75%');
  expect(value('Donatur')).toBe('42');
  expect(within(row).getByText('Berjalan')).toBeInTheDocument();
});

test('sorting asks the server for the chosen order and starts again from the first page', async () => {
  const { calls } = server(many(15), []);
  renderWithProviders(<DonationManagementPage />, ROUTE);
  expect(await screen.findAllByTestId('management-row')).toHaveLength(10);
  await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
  await waitFor(() => expect(screen.getAllByTestId('management-row')).toHaveLength(15));

  await userEvent.selectOptions(screen.getByLabelText('Urutkan'), 'Donatur terbanyak');
  await waitFor(() =>
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', limit: '10', draft: 'false', sort: 'donors' }),
  );
  await waitFor(() => expect(screen.getAllByTestId('management-row')).toHaveLength(10));
  await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
  await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('donors'));
});
