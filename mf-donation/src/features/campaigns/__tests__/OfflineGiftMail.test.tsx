import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERAL_FUND_LABEL, LEDGER_MESSAGES } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonationDetailPage from '../pages/DonationDetailPage';
import { campaign, emptyNews, emptyPrayers } from '../../../testing/campaigns';
import { campaignLedger, ledgerEntries } from '../../../testing/ledger';

// The chart draws on a canvas, which the test DOM has not.
jest.mock('../../../components/ledger/LedgerChart', () => ({
  __esModule: true,
  default: () => <div data-testid="ledger-chart" />,
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const admin = {
  route: '/donation/detail/camp-1?tab=laporan',
  path: '/donation/detail/:id',
  user: testUser({ isAdmin: true }),
};
const NEWS_CONSENT = 'Donatur setuju menerima kabar kampanye ini lewat email';

describe("an offline gift's e-mail on the 'Catat Donasi Luring' form", () => {
  it("says the receipt goes to the address, and sends the donor's news consent, which needs the address", async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => emptyNews,
      'GET /api/donation/camp-1/ledger/entries': () => ledgerEntries(),
      'GET /api/donation/camp-1/ledger': () => campaignLedger(),
      'POST /api/donation/camp-1/offline-donations': () => new Reply(400, { error: LEDGER_MESSAGES.dateFuture }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await screen.findByRole('tabpanel', { name: 'Laporan Dana' });
    await userEvent.click(await within(tab).findByRole('button', { name: 'Catat Donasi Luring' }));
    const form = within(tab).getByRole('form', { name: 'Catat Donasi Luring' });
    const email = within(form).getByLabelText('Email donatur (opsional)');
    expect(email).toHaveAccessibleDescription('Tanda terima (PDF dan kode verifikasi) dikirim ke email ini.');
    await userEvent.type(within(form).getByLabelText('Jumlah'), '250000');
    await userEvent.selectOptions(within(form).getByLabelText('Cara penerimaan'), 'cash');
    const consent = within(form).getByLabelText(NEWS_CONSENT);
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.newsConsentNeedsEmail);
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')).toHaveLength(0);

    await userEvent.type(email, 'ibu.sari@example.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    await waitFor(() => expect(callsTo(calls, '/api/donation/camp-1/offline-donations')).toHaveLength(1));
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')[0].body).toMatchObject({
      amount: 250_000,
      email: 'ibu.sari@example.test',
      campaign_news: true,
    });

    // The general fund posts no news: the question is not asked for it.
    await userEvent.selectOptions(within(form).getByLabelText('Dicatat ke'), GENERAL_FUND_LABEL);
    expect(within(form).queryByLabelText(NEWS_CONSENT)).not.toBeInTheDocument();
  });
});
