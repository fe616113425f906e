import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonationDetailPage from '../pages/DonationDetailPage';
import { campaign, emptyPrayers } from '../../../testing/campaigns';

// The "Laporan Dana" tab's chunk, unreachable while `mockOffline` holds (a failed require rejects the
// page's `import()`, as a chunk that cannot be fetched does in the browser).
let mockOffline = true;
jest.mock('../components/CampaignReportTab', () => {
  if (mockOffline) throw new Error('Loading chunk campaign-report failed');
  return { __esModule: true, default: () => <p>Isi laporan dana</p> };
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('offline, the "Laporan Dana" tab fails in its panel alone; the totals and donate button stay; it recovers when the connection returns', async () => {
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/camp-1/prayers': () => emptyPrayers,
  });
  renderWithProviders(<DonationDetailPage />, {
    route: '/donation/detail/camp-1',
    path: '/donation/detail/:id',
    user: testUser(),
  });
  const side = await screen.findByRole('complementary', { name: 'Ringkasan donasi' });

  await userEvent.click(screen.getByRole('tab', { name: 'Laporan Dana' }));
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Laporan dana tidak dapat dimuat.');
  expect(within(panel).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  // Everything else on the screen is still there.
  expect(within(side).getByText('Dana Terkumpul')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Donasi Sekarang' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { name: 'Detail Donasi Berjalan' })).toBeInTheDocument();

  mockOffline = false;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await within(panel).findByText('Isi laporan dana')).toBeInTheDocument();
  expect(within(panel).queryByRole('alert')).toBeNull();
});
