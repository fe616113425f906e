import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import { fakeApi, Reply } from '@yayasan/ui/testing';
import { sessionUser } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AuthPage from '../pages/AuthPage';

afterEach(() => sessionStorage.clear());

const config = {
  'GET /api/google-auth/config': () => ({ popupUrl: 'http://oauth.test/authorize', clientId: null }),
};
const challenge = (second_factor: 'code' | 'setup') =>
  new Reply(202, { second_factor, challenge: `ch-${second_factor}`, message: 'Masukkan kode 6 angka dari aplikasi.' });

const render = () => renderPage(<AuthPage />, { route: '/signin', path: '/signin' });

async function enterPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('AuthPage: the second step of sign-in', () => {
  it('asks for the code after the password, explains a wrong one, and signs in with the right one', async () => {
    const { calls } = fakeApi({
      ...config,
      'POST /api/signin': () => challenge('code'),
      'POST /api/signin/second-factor': (body) =>
        body.code === '246810' ? sessionUser({ isAdmin: true }) : new Reply(401, { error: M.codeWrong }),
    });
    const { store } = render();
    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Verifikasi dua langkah' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    const field = screen.getByLabelText('Kode verifikasi');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(field, 'abc{Enter}');
    expect(await screen.findByText(M.codeInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, '135791{Enter}');
    expect(await screen.findByText(M.codeWrong)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '246 810{Enter}');
    await waitFor(() => expect(store.getState().session.user?.username).toBe('siti'));
    expect(calls.filter((c) => c.path === '/api/signin/second-factor').map((c) => c.body)).toEqual([
      { challenge: 'ch-code', code: '135791' },
      { challenge: 'ch-code', code: '246810' },
    ]);
  });

  it('takes a recovery code too', async () => {
    fakeApi({
      ...config,
      'POST /api/signin': () => challenge('code'),
      'POST /api/signin/second-factor': (body) =>
        body.code === 'ABCDE-23456' ? sessionUser() : new Reply(401, { error: M.codeWrong }),
    });
    const { store } = render();
    await enterPassword();
    await userEvent.type(await screen.findByLabelText('Kode verifikasi'), 'ABCDE-23456{Enter}');
    await waitFor(() => expect(store.getState().session.user).not.toBeNull());
  });

  it('goes back to the password form', async () => {
    fakeApi({ ...config, 'POST /api/signin': () => challenge('code') });
    render();
    await enterPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    expect(await screen.findByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();
  });

  it('sets up the factor of an administrator who must have one, shows the recovery codes, then signs in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);
    const { calls } = fakeApi({
      ...config,
      'POST /api/signin': () => challenge('setup'),
      'POST /api/signin/second-factor/setup': () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Yayasan:admin?secret=JBSWY3DPEHPK3PXP',
        qr: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      'POST /api/signin/second-factor/setup/confirm': (body) =>
        body.code === '246810'
          ? { session: sessionUser({ isAdmin: true }), recovery_codes: codes }
          : new Reply(401, { error: M.codeWrong }),
    });
    const { store } = render();
    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Atur verifikasi dua langkah' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByLabelText('Kunci rahasia')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '246810{Enter}');
    const list = await screen.findByRole('list', { name: 'Simpan kode pemulihan Anda' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // Signed in only once the codes have been seen.
    expect(store.getState().session.user).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Saya sudah menyimpannya' }));
    await waitFor(() => expect(store.getState().session.user?.isAdmin).toBe(true));
    expect(calls.filter((c) => c.path === '/api/signin/second-factor/setup')).toHaveLength(1);
  });
});
