import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES as M, PASSKEY_TEXT as T } from '@yayasan/validation';
import { fakeApi, Reply, setWebAuthn } from '@yayasan/ui/testing';
import { sessionUser } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AuthPage from '../pages/AuthPage';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
}));

const authenticate = jest.mocked(startAuthentication);
beforeEach(() => {
  setWebAuthn(true);
  authenticate.mockReset();
});
afterEach(() => sessionStorage.clear());

const config = {
  'GET /api/google-auth/config': () => ({ popupUrl: 'http://oauth.test/authorize', clientId: null }),
};
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' as const };
const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'oA', signature: 'c2ln', userHandle: 'MTI' },
  clientExtensionResults: {},
};

describe('AuthPage: signing in with a passkey', () => {
  it('signs in without a password or a code', async () => {
    const { calls } = fakeApi({
      ...config,
      'POST /api/signin/passkey/options': () => OPTIONS,
      'POST /api/signin/passkey': () => sessionUser({ isAdmin: true }),
    });
    authenticate.mockResolvedValue(ASSERTION);
    const { store } = renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    await userEvent.click(await screen.findByRole('button', { name: T.signIn }));
    await waitFor(() => expect(store.getState().session.user?.username).toBe('siti'));
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.find((c) => c.path === '/api/signin/passkey')?.body).toEqual({ credential: ASSERTION });
    expect(calls.filter((c) => c.path === '/api/signin')).toHaveLength(0);
  });

  it("tells a refused passkey in the server's words and a closed dialog in its own", async () => {
    fakeApi({
      ...config,
      'POST /api/signin/passkey/options': () => OPTIONS,
      'POST /api/signin/passkey': new Reply(401, { error: M.unknown }),
    });
    authenticate.mockResolvedValueOnce(ASSERTION);
    const { store } = renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    const button = await screen.findByRole('button', { name: T.signIn });
    await userEvent.click(button);
    expect(await screen.findByText(M.unknown)).toBeInTheDocument();

    authenticate.mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(T.cancelled)).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });

  it('is not offered where the browser has no passkeys', async () => {
    fakeApi(config);
    setWebAuthn(false);
    renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.signIn })).toBeNull();
  });

  it('is not offered on the sign-up page', async () => {
    fakeApi(config);
    renderPage(<AuthPage />, { route: '/signup', path: '/signup' });
    expect(await screen.findByRole('button', { name: 'Daftar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.signIn })).toBeNull();
  });
});
