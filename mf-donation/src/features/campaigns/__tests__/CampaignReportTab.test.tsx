import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERAL_FUND_LABEL, LEDGER_MESSAGES } from '@yayasan/contracts';
import { offlineOverTargetMessage } from '@yayasan/validation';
import { notify } from '@yayasan/ui';
import { callsTo, fakeApi, fakeUpload, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonationDetailPage from '../pages/DonationDetailPage';
import { CHAIN_EXPLANATION, NO_DISBURSEMENTS } from '../components/CampaignReportTab';
import { NO_OFFLINE_GIFTS } from '../components/report/OfflineGiftList';
import { REVERSE_CONFIRM } from '../components/report/ReversalDialog';
import { NO_FLOW } from '../../../components/ledger/MoneyFlow';
import { campaign, emptyNews, emptyPrayers } from '../../../testing/campaigns';
import { campaignLedger, disbursement, emptyLedger, ledgerEntries } from '../../../testing/ledger';

// The chart draws on a canvas, which the test DOM has not; its figures are checked in the table beside it.
jest.mock('../../../components/ledger/LedgerChart', () => ({
  __esModule: true,
  default: ({ points }: { points: unknown[] }) => <div data-testid="ledger-chart">{points.length} titik</div>,
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const REPORT = { route: '/donation/detail/camp-1?tab=laporan', path: '/donation/detail/:id' };
const base = {
  'GET /api/donation/camp-1/details': () => campaign(),
  'GET /api/donation/camp-1/prayers': () => emptyPrayers,
  'GET /api/donation/camp-1/updates': () => emptyNews,
  'GET /api/donation/camp-1/ledger/entries': () => ledgerEntries(),
};
const panel = () => screen.findByRole('tabpanel', { name: 'Laporan Dana' });

describe('the "Laporan Dana" tab', () => {
  it('?tab=laporan opens the accounts: figures, monthly flow, disbursements and the chain head', async () => {
    fakeApi({ ...base, 'GET /api/donation/camp-1/ledger': () => campaignLedger() });
    renderWithProviders(<DonationDetailPage />, REPORT);
    const tab = await panel();
    expect(await within(tab).findByTestId('ledger-collected')).toHaveTextContent('Rp 12.500.000');
    expect(within(tab).getByTestId('ledger-disbursed')).toHaveTextContent('Rp 2.000.000');
    expect(within(tab).getByTestId('ledger-balance')).toHaveTextContent('Rp 10.500.000');
    // Two months are two bars with their figures, not a line of two dots.
    expect(within(tab).getByTestId('flow-bars')).toHaveTextContent('Mei 2025');
    expect(within(tab).queryByTestId('ledger-chart')).not.toBeInTheDocument();
    const table = within(tab).getByRole('table', { name: 'Dana masuk dan tersalurkan per bulan' });
    expect(within(table).getByRole('row', { name: /Mei 2025/ })).toHaveTextContent('Rp 12.500.000');
    const item = within(tab).getByTestId('disbursement');
    expect(item).toHaveTextContent('Rp 2.000.000');
    expect(item).toHaveTextContent('Pendidikan');
    expect(item).toHaveTextContent('Seragam dan buku untuk 20 anak');
    expect(within(tab).getByTestId('ledger-head')).toHaveTextContent('c'.repeat(64));
    expect(within(tab).getByText(/3 catatan/)).toBeInTheDocument();
    expect(within(tab).getByText(CHAIN_EXPLANATION)).toBeInTheDocument();
    expect(within(tab).getByRole('link', { name: /Verifikasi donasi/ })).toHaveAttribute('href', '/verifikasi');
    // Visitors get no admin controls.
    expect(within(tab).queryByRole('button', { name: 'Catat Penyaluran Dana' })).not.toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
    expect(within(tab).queryByRole('heading', { name: 'Donasi Luring' })).not.toBeInTheDocument();
  });

  it('opens a proof picture larger in a dialog and closes it with Escape', async () => {
    fakeApi({ ...base, 'GET /api/donation/camp-1/ledger': () => campaignLedger() });
    renderWithProviders(<DonationDetailPage />, REPORT);
    const tab = await panel();
    await userEvent.click(await within(tab).findByRole('button', { name: 'Lihat bukti 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Bukti penyaluran' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://yayasan.test/media/demo/kuitansi-1.png');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the empty states', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    fakeApi({ ...base, 'GET /api/donation/camp-1/ledger': () => pending });
    renderWithProviders(<DonationDetailPage />, REPORT);
    const tab = await panel();
    expect(await within(tab).findByRole('status')).toBeInTheDocument();
    answer(emptyLedger);
    expect(await within(tab).findByText(NO_DISBURSEMENTS)).toBeInTheDocument();
    expect(within(tab).getByText(NO_FLOW)).toBeInTheDocument();
  });

  it('offers a retry when the accounts cannot load', async () => {
    let fail = true;
    fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => (fail ? new Reply(500, { error: 'x' }) : campaignLedger()),
    });
    renderWithProviders(<DonationDetailPage />, REPORT);
    const tab = await panel();
    expect(await within(tab).findByText('Laporan dana tidak dapat dimuat.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(tab).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(tab).findByTestId('ledger-balance')).toHaveTextContent('Rp 10.500.000');
  });
});

describe('administrators on the "Laporan Dana" tab', () => {
  const admin = { ...REPORT, user: testUser({ isAdmin: true }) };

  it('a disbursement is checked by the shared rules before anything is sent, then the server’s refusal shows as it came', async () => {
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => campaignLedger(),
      'POST /api/donation/camp-1/disbursements': () =>
        new Reply(400, { error: `${LEDGER_MESSAGES.overBalance} (saldo Rp 10.500.000)` }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    await userEvent.click(await within(tab).findByRole('button', { name: 'Catat Penyaluran Dana' }));
    const form = within(tab).getByRole('form', { name: 'Catat Penyaluran Dana' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Penyaluran' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.amountInvalid);

    await userEvent.type(within(form).getByLabelText('Jumlah'), '20000000');
    await userEvent.selectOptions(within(form).getByLabelText('Kategori'), 'makan');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Penyaluran' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.descriptionEmpty);
    await userEvent.type(within(form).getByLabelText('Keterangan'), 'Beras 50 kg');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Penyaluran' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.proofsEmpty);
    expect(callsTo(calls, '/api/donation/camp-1/disbursements')).toHaveLength(0);

    // The proof goes through the media service's upload, like campaign and news pictures.
    fakeUpload(() => ({ success: 1, file: { url: 'https://yayasan.test/media/kuitansi-2.png' } }));
    const file = new File(['png'], 'kuitansi.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Foto bukti (kuitansi, foto kegiatan)'), file);
    expect(await within(form).findByRole('img', { name: 'Bukti 1' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Penyaluran' }));
    expect(await within(form).findByText(/saldo Rp 10\.500\.000/)).toBeInTheDocument();
    const [sent] = callsTo(calls, '/api/donation/camp-1/disbursements');
    expect(sent.body).toMatchObject({
      amount: 20_000_000,
      category: 'makan',
      description: 'Beras 50 kg',
      proofs: ['https://yayasan.test/media/kuitansi-2.png'],
    });
  });

  it('an offline gift is sent with the admin’s choices and its refusal is shown as the server wrote it', async () => {
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => campaignLedger(),
      'POST /api/donation/camp-1/offline-donations': () => new Reply(400, { error: LEDGER_MESSAGES.dateFuture }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    await userEvent.click(await within(tab).findByRole('button', { name: 'Catat Donasi Luring' }));
    const form = within(tab).getByRole('form', { name: 'Catat Donasi Luring' });
    await userEvent.type(within(form).getByLabelText('Jumlah'), '500000');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.methodInvalid);
    await userEvent.selectOptions(within(form).getByLabelText('Cara penerimaan'), 'cash');
    await userEvent.type(within(form).getByLabelText('Email donatur (opsional)'), 'bukan-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.emailInvalid);
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Email donatur (opsional)'));
    await userEvent.click(within(form).getByLabelText('Sembunyikan nama (Hamba Allah)'));
    await userEvent.click(within(form).getByLabelText('Tampilkan di daftar donatur'));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    expect(await within(form).findByText(LEDGER_MESSAGES.dateFuture)).toBeInTheDocument();
    const [sent] = callsTo(calls, '/api/donation/camp-1/offline-donations');
    expect(sent.body).toMatchObject({ amount: 500_000, method: 'cash', anonymous: true, show_in_donor_list: false });
    expect(sent.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.authorization).toBe('Bearer test-token');
  });

  it('reverses a disbursement only after confirming, with a new entry; a reversed one cannot be reversed again', async () => {
    const success = jest.spyOn(notify, 'success');
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () =>
        campaignLedger({
          disbursements: [disbursement(), disbursement({ seq: 1, reversed_by_seq: 2, description: 'Salah catat' })],
        }),
      'POST /api/donation/camp-1/ledger/3/reversal': () => disbursement({ seq: 4, kind: 'reversal', reverses_seq: 3 }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    const items = await within(tab).findAllByTestId('disbursement');
    expect(items[1]).toHaveTextContent('Dibatalkan (koreksi #2)');
    expect(within(items[1]).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
    await userEvent.click(within(items[0]).getByRole('button', { name: 'Batalkan (koreksi)' }));
    const dialog = screen.getByRole('dialog', { name: REVERSE_CONFIRM });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(callsTo(calls, '/api/donation/camp-1/ledger/3/reversal')).toHaveLength(0);

    await userEvent.click(within(items[0]).getByRole('button', { name: 'Batalkan (koreksi)' }));
    const again = screen.getByRole('dialog', { name: REVERSE_CONFIRM });
    await userEvent.type(within(again).getByLabelText('Alasan koreksi (opsional)'), 'Nominal salah');
    await userEvent.click(within(again).getByRole('button', { name: 'Batalkan Catatan' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Catatan dikoreksi'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/donation/camp-1/ledger/3/reversal')[0].body).toEqual({ reason: 'Nominal salah' });
  });

  it('a recorded offline gift shows its receipt code and can be corrected at once', async () => {
    const gift = disbursement({ seq: 5, kind: 'offline_contribution', amount: 750_000, category: null, proofs: [] });
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => campaignLedger(),
      'POST /api/donation/camp-1/offline-donations': () => ({
        order_id: 'OFF-1',
        receipt_code: 'K7Q2M9X4TB1C',
        entry: gift,
      }),
      'POST /api/donation/camp-1/ledger/5/reversal': () => disbursement({ seq: 6, kind: 'reversal', reverses_seq: 5 }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    await userEvent.click(await within(tab).findByRole('button', { name: 'Catat Donasi Luring' }));
    const form = within(tab).getByRole('form', { name: 'Catat Donasi Luring' });
    await userEvent.type(within(form).getByLabelText('Jumlah'), '750000');
    await userEvent.selectOptions(within(form).getByLabelText('Cara penerimaan'), 'bank_transfer');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    const recorded = await within(tab).findByTestId('offline-recorded');
    expect(recorded).toHaveTextContent('Rp 750.000 tercatat sebagai catatan #5, kode tanda terima K7Q2M9X4TB1C');
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')[0].body).toMatchObject({
      method: 'bank_transfer',
      show_in_donor_list: true,
    });

    await userEvent.click(within(recorded).getByRole('button', { name: 'Batalkan (koreksi)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: REVERSE_CONFIRM })).getByRole('button', { name: 'Batalkan Catatan' }),
    );
    await waitFor(() => expect(within(tab).queryByTestId('offline-recorded')).not.toBeInTheDocument());
    expect(callsTo(calls, '/api/donation/camp-1/ledger/5/reversal')[0].body).toEqual({});
  });

  it('lists the offline gifts to administrators, so an older one can be corrected', async () => {
    const gift = (over: Partial<Parameters<typeof disbursement>[0]>) =>
      disbursement({ kind: 'offline_contribution', category: null, description: null, proofs: [], ...over });
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => campaignLedger(),
      'GET /api/donation/camp-1/ledger/entries': () =>
        ledgerEntries([gift({ seq: 9, amount: 300_000 }), gift({ seq: 2, amount: 50_000, reversed_by_seq: 4 })]),
      'POST /api/donation/camp-1/ledger/9/reversal': () => disbursement({ seq: 10, kind: 'reversal', reverses_seq: 9 }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    const gifts = await within(tab).findAllByTestId('offline-gift');
    expect(gifts[0]).toHaveTextContent('Rp 300.000');
    expect(gifts[1]).toHaveTextContent('Dibatalkan (koreksi #4)');
    expect(within(gifts[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/donation/camp-1/ledger/entries')[0].query.get('kind')).toBe('offline_contribution');
    await userEvent.click(within(gifts[0]).getByRole('button', { name: 'Batalkan (koreksi)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: REVERSE_CONFIRM })).getByRole('button', { name: 'Batalkan Catatan' }),
    );
    await waitFor(() => expect(callsTo(calls, '/api/donation/camp-1/ledger/9/reversal')).toHaveLength(1));
  });

  it('an offline gift shows the campaign’s room, refuses more in the browser, and can go to the general fund', async () => {
    const gift = disbursement({ seq: 3, kind: 'offline_contribution', fund: 'umum', amount: 8_000_000, proofs: [] });
    const { calls } = fakeApi({
      ...base,
      'GET /api/donation/camp-1/ledger': () => campaignLedger({ available: 7_500_000 }),
      'POST /api/ledger/general-fund/offline-donations': () => ({
        order_id: 'OFF-2',
        receipt_code: 'M4X9Q2K7TB1C',
        entry: gift,
      }),
    });
    renderWithProviders(<DonationDetailPage />, admin);
    const tab = await panel();
    await userEvent.click(await within(tab).findByRole('button', { name: 'Catat Donasi Luring' }));
    const form = within(tab).getByRole('form', { name: 'Catat Donasi Luring' });
    expect(within(form).getByTestId('offline-room')).toHaveTextContent('Sisa target kampanye ini Rp 7.500.000');
    await userEvent.type(within(form).getByLabelText('Jumlah'), '8000000');
    await userEvent.selectOptions(within(form).getByLabelText('Cara penerimaan'), 'cash');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(offlineOverTargetMessage('7.500.000'));
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('Dicatat ke'), GENERAL_FUND_LABEL);
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Donasi' }));
    const recorded = await within(tab).findByTestId('offline-recorded');
    expect(recorded).toHaveTextContent(`Rp 8.000.000 tercatat di ${GENERAL_FUND_LABEL} sebagai catatan #3`);
    expect(within(recorded).queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/ledger/general-fund/offline-donations')[0].body).toMatchObject({
      amount: 8_000_000,
      method: 'cash',
    });
    expect(callsTo(calls, '/api/donation/camp-1/offline-donations')).toHaveLength(0);
  });

  it('shows administrators an empty list of offline gifts plainly', async () => {
    fakeApi({ ...base, 'GET /api/donation/camp-1/ledger': () => campaignLedger() });
    renderWithProviders(<DonationDetailPage />, admin);
    expect(await within(await panel()).findByText(NO_OFFLINE_GIFTS)).toBeInTheDocument();
  });
});
