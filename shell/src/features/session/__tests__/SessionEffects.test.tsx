import { screen, waitFor } from '@testing-library/react';
import { api } from '@yayasan/store';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import { SESSION_EXPIRED_TOAST, SessionEffects } from '../SessionEffects';

describe('SessionEffects', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks for the bell flag with the token and merges it into the session', async () => {
    const { calls } = fakeApi({ 'GET /api/new-notification': () => ({ new_notification_available: true }) });
    const { store } = renderWithProviders(<SessionEffects />, { user: testUser({ access_token: 'tok-1' }) });
    await waitFor(() => expect(store.getState().session.user?.new_notification_available).toBe(true));
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe('Bearer tok-1');
  });

  it('does not ask without a token', () => {
    const { calls } = fakeApi({ 'GET /api/new-notification': () => ({ new_notification_available: true }) });
    const { store } = renderWithProviders(<SessionEffects />);
    // RTK Query records a query in the store the moment it starts one, before any request leaves.
    expect(store.getState()[api.reducerPath].queries).toEqual({});
    expect(calls).toEqual([]);
  });

  it('on a 401 clears the session, toasts and goes to /signin', async () => {
    fakeApi({
      'GET /api/new-notification': new Reply(401, { error: 'Sesi Anda telah berakhir, silakan masuk kembali' }),
    });
    const toast = jest.spyOn(notify, 'error');
    const { store } = renderWithProviders(<SessionEffects />, {
      user: testUser(),
      route: '/dashboard/blogs',
      path: '/dashboard/blogs',
    });
    await screen.findByTestId('elsewhere');
    expect(store.getState().session.user).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(toast).toHaveBeenCalledWith(SESSION_EXPIRED_TOAST);
  });
});
