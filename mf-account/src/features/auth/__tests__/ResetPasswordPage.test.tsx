import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@yayasan/validation';
import { fakeApi, Reply, testUser } from '@yayasan/ui/testing';
import { sessionUser } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import ResetPasswordPage from '../pages/ResetPasswordPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const NEUTRAL =
  'Jika email tersebut terdaftar, tautan untuk mengatur ulang password telah dikirim. Periksa kotak masuk Anda.';

describe('ResetPasswordPage: asking for a link (/reset-password)', () => {
  const render = () => renderPage(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });

  it("toasts 'Mohon isi email' for an empty field and sends nothing", async () => {
    const { calls } = fakeApi({});
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await screen.findByText(MESSAGES.emailEmpty);
    expect(calls).toHaveLength(0);
  });

  it("sends the e-mail and shows the server's neutral answer", async () => {
    const { calls } = fakeApi({ 'POST /api/reset-password': () => ({ status: NEUTRAL }) });
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(calls[0].body).toEqual({ email: 'siti@example.com' });
  });

  it('sends a signed-in user home', () => {
    fakeApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password', user: testUser() });
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage: setting the new password (/reset-password/:token)', () => {
  const render = () =>
    renderPage(<ResetPasswordPage />, { route: '/reset-password/abc123', path: '/reset-password/:token' });

  it('applies the sign-up password rule and asks for the same password twice', async () => {
    const { calls } = fakeApi({});
    render();
    await userEvent.type(screen.getByLabelText('Password baru'), 'lemah');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    await screen.findByText(MESSAGES.signupPassword);
    await userEvent.clear(screen.getByLabelText('Password baru'));
    await userEvent.type(screen.getByLabelText('Password baru'), 'Pulih12345');
    await userEvent.type(screen.getByLabelText('Ulangi password baru'), 'Pulih12346');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    await screen.findByText('Password tidak sama');
    expect(calls).toHaveLength(0);
  });

  it('sets the password with the token from the link and signs the user in', async () => {
    const { calls } = fakeApi({ 'POST /api/reset-password/confirm': () => sessionUser() });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Password baru'), 'Pulih12345');
    await userEvent.type(screen.getByLabelText('Ulangi password baru'), 'Pulih12345');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    await waitFor(() => expect(store.getState().session.user?.username).toBe('siti'));
    expect(calls[0].body).toEqual({ token: 'abc123', password: 'Pulih12345' });
    // signed in now, the page sends the user on (the success toast lives in the shell's container)
    await screen.findByTestId('elsewhere');
  });

  it('explains a used or expired link and offers a new one', async () => {
    const invalid = 'Tautan reset password tidak valid atau sudah kedaluwarsa';
    fakeApi({ 'POST /api/reset-password/confirm': () => new Reply(400, { error: invalid }) });
    render();
    await userEvent.type(screen.getByLabelText('Password baru'), 'Pulih12345');
    await userEvent.type(screen.getByLabelText('Ulangi password baru'), 'Pulih12345');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent?.startsWith(invalid) === true),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/reset-password');
  });
});
