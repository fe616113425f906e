import { screen, waitFor } from '@testing-library/react';
import { notify } from '@yayasan/ui';
import { renderWithProviders, testUser } from '@yayasan/ui/testing';
import { SESSION_EXPIRED_TOAST, SessionEffects } from '../SessionEffects';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SessionEffects', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks for the bell flag with the token and merges it into the session', async () => {
    const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(json(200, { new_notification_available: true }));
    const { store } = renderWithProviders(<SessionEffects />, { user: testUser({ access_token: 'tok-1' }) });
    await waitFor(() => expect(store.getState().session.user?.new_notification_available).toBe(true));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/new-notification$/);
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('does not ask without a token', async () => {
    const fetchMock = jest.spyOn(global, 'fetch');
    renderWithProviders(<SessionEffects />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a 401 clears the session, toasts and goes to /signin', async () => {
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(json(401, { error: 'Sesi Anda telah berakhir, silakan masuk kembali' }));
    const toast = jest.spyOn(notify, 'error');
    const { store } = renderWithProviders(<SessionEffects />, {
      user: testUser(),
      route: '/dashboard/blogs',
      path: '/dashboard/blogs',
    });
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(toast).toHaveBeenCalledWith(SESSION_EXPIRED_TOAST);
  });
});
