import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@yayasan/validation';
import { fakeApi, Reply, testUser, type ApiCall } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import ChangePasswordPage from '../pages/ChangePasswordPage';

afterEach(() => jest.restoreAllMocks());

/** The page's password calls (its security sections load their own data alongside). */
const passwordCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/change-password');

const render = () =>
  renderPage(<ChangePasswordPage />, {
    route: '/settings/change-password',
    path: '/settings/change-password',
    user: testUser(),
  });

describe('ChangePasswordPage (/settings/change-password)', () => {
  it("asks for both fields ('Isi semua inputan') and applies the 6–20 rule", async () => {
    const { calls } = fakeApi({});
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await screen.findByText(MESSAGES.changePasswordEmpty);
    await userEvent.type(screen.getByLabelText('Password Saat Ini'), 'x');
    await userEvent.type(screen.getByLabelText('Password Baru'), 'Abcdefghij1234567890X');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await screen.findByText(MESSAGES.changePasswordRule);
    expect(MESSAGES.changePasswordRule).toContain('6 sampai 20');
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it('changes the password, toasts success, clears the fields and keeps the session on the fresh token', async () => {
    const { calls } = fakeApi({
      'POST /api/change-password': () => ({ status: 'Password Berhasil Diubah', access_token: 'fresh-token' }),
    });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Password Saat Ini'), 'Budi12345');
    await userEvent.type(screen.getByLabelText('Password Baru'), 'BaruSekali9');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await screen.findByText('Password Berhasil Diubah');
    expect(passwordCalls(calls)[0]).toMatchObject({
      authorization: 'Bearer test-token',
      body: { currentPassword: 'Budi12345', newPassword: 'BaruSekali9' },
    });
    expect(screen.getByLabelText('Password Saat Ini')).toHaveValue('');
    // The change revoked the old token on the server.
    expect(store.getState().session.user?.access_token).toBe('fresh-token');
  });

  it("toasts the server's error for a wrong current password and re-enables the button", async () => {
    fakeApi({ 'POST /api/change-password': () => new Reply(403, { error: 'Password saat ini salah' }) });
    render();
    await userEvent.type(screen.getByLabelText('Password Saat Ini'), 'Salah1234');
    await userEvent.type(screen.getByLabelText('Password Baru'), 'BaruSekali9');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await screen.findByText('Password saat ini salah');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ubah Password' })).toBeEnabled());
  });
});
