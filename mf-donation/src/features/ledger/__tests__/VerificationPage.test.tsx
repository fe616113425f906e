import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEDGER_MESSAGES } from '@yayasan/contracts';
import { callsTo, fakeApi, Reply, renderWithProviders } from '@yayasan/ui/testing';
import VerificationPage, { CODE_EMPTY, COUNTED } from '../pages/VerificationPage';
import { verification } from '../../../testing/ledger';

const AT = (code?: string) => ({ route: code ? `/verifikasi/${code}` : '/verifikasi', path: '/verifikasi/:code?' });

describe('/verifikasi', () => {
  it('a counted donation shows amount, date, campaign and the hash path to the published head, never a donor', async () => {
    fakeApi({ 'GET /api/verify/YPAY-7K3M-Q9XD': () => verification() });
    renderWithProviders(<VerificationPage />, AT('YPAY-7K3M-Q9XD'));
    const result = await screen.findByTestId('verification-result');
    expect(within(result).getByRole('heading', { name: COUNTED })).toBeInTheDocument();
    expect(within(result).getByTestId('verification-amount')).toHaveTextContent('Rp 150.000');
    expect(result).toHaveTextContent('10 Mei 2025');
    expect(within(result).getByRole('link', { name: 'Beasiswa Anak Yatim' })).toHaveAttribute(
      'href',
      '/donation/detail/camp-1?tab=laporan',
    );
    const path = within(result).getByTestId('verification-path');
    const steps = within(path).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('b'.repeat(64));
    expect(steps[1]).toHaveTextContent(`Kepala (diterbitkan)${'c'.repeat(64)}`);
    expect(result).toHaveTextContent('Catatan #2 dari 3');
  });

  it('a gift to the general fund names the fund and links to the foundation’s report', async () => {
    fakeApi({
      'GET /api/verify/M4X9Q2K7TB1C': () =>
        verification({
          code: 'M4X9Q2K7TB1C',
          donation_id: '',
          title: 'Dana Umum Yayasan',
          fund: 'umum',
          offline: true,
        }),
    });
    renderWithProviders(<VerificationPage />, AT('M4X9Q2K7TB1C'));
    const result = await screen.findByTestId('verification-result');
    expect(within(result).getByRole('link', { name: 'Dana Umum Yayasan' })).toHaveAttribute('href', '/laporan');
    expect(result).toHaveTextContent('Dana Umum Yayasan · donasi luring');
  });

  it('an unknown code gets a clear failure', async () => {
    fakeApi({ 'GET /api/verify/SALAH': () => new Reply(404, { error: LEDGER_MESSAGES.receiptCodeNotFound }) });
    renderWithProviders(<VerificationPage />, AT('SALAH'));
    const result = await screen.findByTestId('verification-result');
    expect(result).toHaveTextContent('Tidak ditemukan');
    expect(result).toHaveTextContent(LEDGER_MESSAGES.receiptCodeNotFound);
  });

  it('a tampered chain and a reversed donation are not reported as counted', async () => {
    fakeApi({
      'GET /api/verify/RUSAK': () => verification({ code: 'RUSAK', counted: false, intact: false, mismatch_seq: 3 }),
      'GET /api/verify/BATAL': () => verification({ code: 'BATAL', counted: false, reversed: true }),
    });
    const { unmount } = renderWithProviders(<VerificationPage />, AT('RUSAK'));
    const broken = await screen.findByTestId('verification-result');
    expect(broken).toHaveTextContent('Tidak tercatat dalam total kampanye');
    expect(broken).toHaveTextContent('Buku kas tidak cocok mulai catatan #3');
    unmount();
    renderWithProviders(<VerificationPage />, AT('BATAL'));
    expect(await screen.findByTestId('verification-result')).toHaveTextContent('telah dikoreksi (dibatalkan)');
  });

  it('the form asks for a code, then opens /verifikasi/:code with the keyboard alone', async () => {
    const { calls } = fakeApi({ 'GET /api/verify/YPAY-7K3M-Q9XD': () => verification() });
    renderWithProviders(<VerificationPage />, AT());
    const input = screen.getByLabelText('Kode tanda terima');
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(CODE_EMPTY)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '  YPAY-7K3M-Q9XD {Enter}');
    expect(await screen.findByRole('heading', { name: COUNTED })).toBeInTheDocument();
    expect(callsTo(calls, '/api/verify/YPAY-7K3M-Q9XD')).toHaveLength(1);
  });

  it('offers a retry when the check cannot be made', async () => {
    let fail = true;
    fakeApi({ 'GET /api/verify/KODE': () => (fail ? new Reply(503, { error: 'x' }) : verification({ code: 'KODE' })) });
    renderWithProviders(<VerificationPage />, AT('KODE'));
    expect(await screen.findByText('Verifikasi tidak dapat dimuat.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: COUNTED })).toBeInTheDocument();
  });
});
