import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@yayasan/ui/testing';
import DonationDetailPage from '../pages/DonationDetailPage';
import { campaign, emptyNews, emptyPrayers } from '../../../testing/campaigns';
import { campaignLedger, ledgerEntries } from '../../../testing/ledger';

// Issue 42: the open ledger is findable from every campaign's figures.
jest.mock('../../../components/ledger/LedgerChart', () => ({
  __esModule: true,
  default: () => <div data-testid="ledger-chart" />,
}));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("a campaign's figures link to its accounts, which open from there", async () => {
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/camp-1/prayers': () => emptyPrayers,
    'GET /api/donation/camp-1/updates': () => emptyNews,
    'GET /api/donation/camp-1/ledger': () => campaignLedger(),
    'GET /api/donation/camp-1/ledger/entries': () => ledgerEntries(),
  });
  renderWithProviders(<DonationDetailPage />, { route: '/donation/detail/camp-1', path: '/donation/detail/:id' });
  const [link] = await screen.findAllByRole('link', { name: 'Lihat laporan dana kampanye ini' });
  expect(link).toHaveAttribute('href', '/donation/detail/camp-1?tab=laporan');
  await userEvent.click(link);
  const tab = await screen.findByRole('tabpanel', { name: 'Laporan Dana' });
  expect(await within(tab).findByTestId('ledger-collected')).toHaveTextContent('Rp 12.500.000');
  expect(within(tab).getByRole('link', { name: 'Laporan Keuangan seluruh yayasan' })).toHaveAttribute(
    'href',
    '/laporan',
  );
});
