import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import { fakeApi, Reply, testUser } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import { SessionsSection } from '../components/SessionsSection';
import { TwoStepSection } from '../components/TwoStepSection';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Yayasan:budi?secret=JBSWY3DPEHPK3PXP',
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('TwoStepSection (settings)', () => {
  it('turns the factor on: QR code and secret, a code, then the recovery codes and a fresh token', async () => {
    let enabled = false;
    fakeApi({
      'GET /api/second-factor': () => ({ enabled, recovery_codes_left: enabled ? 10 : 0, required: false }),
      'POST /api/second-factor/setup': () => SETUP,
      'POST /api/second-factor/confirm': (body) => {
        if (body.code !== '246810') return new Reply(403, { error: M.codeWrong });
        enabled = true;
        return { recovery_codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'], access_token: 'checked-token' };
      },
    });
    const { store } = renderPage(<TwoStepSection />, { user: testUser() });
    expect(await screen.findByText(/Belum aktif/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur verifikasi dua langkah' });
    expect(within(dialog).getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Kode verifikasi'), '111111{Enter}');
    expect(await within(dialog).findByText(M.codeWrong)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Kode verifikasi'));
    await userEvent.type(within(dialog).getByLabelText('Kode verifikasi'), '246810{Enter}');
    expect(await screen.findByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(store.getState().session.user?.access_token).toBe('checked-token');
    await userEvent.click(screen.getByRole('button', { name: 'Saya sudah menyimpannya' }));
    expect(await screen.findByText(/^Aktif\./)).toBeInTheDocument();
    expect(screen.getByText('Sisa kode pemulihan: 10')).toBeInTheDocument();
  });

  it('turns it off only with a code', async () => {
    let enabled = true;
    const { calls } = fakeApi({
      'GET /api/second-factor': () => ({ enabled, recovery_codes_left: 4, required: false }),
      'POST /api/second-factor/disable': () => {
        enabled = false;
        return { access_token: 'after-off' };
      },
    });
    renderPage(<TwoStepSection />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Matikan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matikan verifikasi dua langkah' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Matikan' }));
    expect(await within(dialog).findByText(M.codeEmpty)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/second-factor/disable')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Kode verifikasi'), '246810{Enter}');
    expect(await screen.findByText(/Belum aktif/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/second-factor/disable')?.body).toEqual({ code: '246810' });
  });

  it('shows a required factor as on, without a way to turn it off', async () => {
    fakeApi({ 'GET /api/second-factor': () => ({ enabled: true, recovery_codes_left: 9, required: true }) });
    renderPage(<TwoStepSection />, { user: testUser({ isAdmin: true }) });
    expect(await screen.findByText('Wajib untuk akun admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Matikan' })).toBeNull();
  });
});

describe('SessionsSection (settings)', () => {
  const sessions = () => [
    {
      id: 'here',
      device: 'Windows 10',
      browser: 'Firefox 128',
      created_at: '2026-11-01T02:00:00.000Z',
      last_used_at: '2026-11-27T09:00:00.000Z',
      current: true,
    },
    {
      id: 'phone',
      device: 'Apple iPhone (iOS 17.4)',
      browser: 'Mobile Safari 17',
      created_at: '2026-11-20T02:00:00.000Z',
      last_used_at: '2026-11-26T09:00:00.000Z',
      current: false,
    },
  ];

  it('lists the devices with this one marked, and ends another', async () => {
    let list = sessions();
    const { calls } = fakeApi({
      'GET /api/sessions': () => ({ sessions: list }),
      'POST /api/sessions/end': (body) => {
        list = list.filter((s) => s.id !== body.id);
        return { ended: 1 };
      },
    });
    renderPage(<SessionsSection />, { user: testUser() });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Firefox 128 · Windows 10');
    expect(items[0]).toHaveTextContent('Perangkat ini');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Terakhir dipakai: 2026-11-26 16:00 WIB');
    await userEvent.click(screen.getByRole('button', { name: 'Keluarkan Mobile Safari 17 · Apple iPhone (iOS 17.4)' }));
    expect(await screen.findByText('Perangkat telah dikeluarkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/sessions/end')?.body).toEqual({ id: 'phone' });
    expect(screen.getByText('Tidak ada perangkat lain yang sedang masuk.')).toBeInTheDocument();
  });

  it('ends all others at once', async () => {
    let list = sessions();
    fakeApi({
      'GET /api/sessions': () => ({ sessions: list }),
      'POST /api/sessions/end-others': () => {
        list = list.filter((s) => s.current);
        return { ended: 1 };
      },
    });
    renderPage(<SessionsSection />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Keluarkan semua perangkat lain' }));
    expect(await screen.findByText('1 perangkat lain telah dikeluarkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/sessions': new Reply(500, { error: 'Terjadi kesalahan' }) });
    renderPage(<SessionsSection />, { user: testUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
