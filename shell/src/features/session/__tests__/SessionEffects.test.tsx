import { screen, waitFor } from '@testing-library/react';
import { api } from '@yayasan/store';
import { notify } from '@yayasan/ui';
import { http, HttpResponse } from 'msw';
import { callsTo, fakeApi, renderWithProviders, Reply, server, testUser } from '@yayasan/ui/testing';
import { SESSION_EXPIRED_TOAST, SessionEffects } from '../SessionEffects';
import { sessionApi } from '../sessionApi';

/** A notification stream the test writes events into, as the blog service would. */
function fakeStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const opened: { authorization: string | null }[] = [];
  server.use(
    http.get('*/api/notifications/stream', ({ request }) => {
      opened.push({ authorization: request.headers.get('authorization') });
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    opened,
    send: (flag: boolean) =>
      controller.enqueue(encoder.encode(`event: notification\ndata: {"new_notification_available":${flag}}\n\n`)),
  };
}

/** The polling interval of each subscription to the bell's query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pollingIntervals = (state: any): number[] =>
  Object.entries(state[api.reducerPath].subscriptions as Record<string, Record<string, { pollingInterval?: number }>>)
    .filter(([key]) => key.startsWith('newNotification'))
    .flatMap(([, subs]) => Object.values(subs).map((s) => s.pollingInterval ?? 0));

describe('SessionEffects', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks for the bell flag with the token and merges it into the session', async () => {
    const { calls } = fakeApi({ 'GET /api/new-notification': () => ({ new_notification_available: true }) });
    const { store } = renderWithProviders(<SessionEffects />, { user: testUser({ access_token: 'tok-1' }) });
    await waitFor(() => expect(store.getState().session.user?.new_notification_available).toBe(true));
    const asked = callsTo(calls, '/api/new-notification');
    expect(asked).toHaveLength(1);
    expect(asked[0].authorization).toBe('Bearer tok-1');
  });

  it('lights and clears the bell from the live stream, without asking again', async () => {
    const { calls } = fakeApi({ 'GET /api/new-notification': () => ({ new_notification_available: false }) });
    const stream = fakeStream();
    const { store } = renderWithProviders(<SessionEffects fallbackPollMs={50} />, {
      user: testUser({ access_token: 'tok-2' }),
    });
    const flag = () => store.getState().session.user?.new_notification_available;
    await waitFor(() => expect(stream.opened).toEqual([{ authorization: 'Bearer tok-2' }]));
    await waitFor(() => expect(callsTo(calls, '/api/new-notification')).toHaveLength(1));
    stream.send(true);
    await waitFor(() => expect(flag()).toBe(true));
    stream.send(false);
    await waitFor(() => expect(flag()).toBe(false));
    stream.send(true);
    await waitFor(() => expect(flag()).toBe(true));
    // While the stream is open the flag is not polled.
    await waitFor(() => expect(pollingIntervals(store.getState())).toEqual([0]));
  });

  it('keeps a bell the stream lit when the answer asked for before it arrives later', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.get('*/api/new-notification', async () => {
        asked += 1;
        await answered;
        return HttpResponse.json({ new_notification_available: false });
      }),
    );
    const stream = fakeStream();
    const { store } = renderWithProviders(<SessionEffects />, { user: testUser({ access_token: 'tok-3' }) });
    const flag = () => store.getState().session.user?.new_notification_available;
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    await waitFor(() => expect(asked).toBe(1));
    stream.send(false);
    stream.send(true);
    await waitFor(() => expect(flag()).toBe(true));
    answer();
    await waitFor(() =>
      expect(sessionApi.endpoints.newNotification.select('tok-3')(store.getState()).data).toBeDefined(),
    );
    expect(flag()).toBe(true);
  });

  it('polls for the flag while the stream is unavailable', async () => {
    let lit = false;
    const { calls } = fakeApi({
      'GET /api/new-notification': () => ({ new_notification_available: lit }),
      'GET /api/notifications/stream': new Reply(503, { error: 'Layanan sedang tidak tersedia, coba lagi nanti' }),
    });
    const { store } = renderWithProviders(<SessionEffects fallbackPollMs={50} />, { user: testUser() });
    await waitFor(() => expect(callsTo(calls, '/api/notifications/stream')).toHaveLength(1));
    lit = true;
    await waitFor(() => expect(store.getState().session.user?.new_notification_available).toBe(true));
    expect(callsTo(calls, '/api/new-notification').length).toBeGreaterThan(1);
    await waitFor(() => expect(pollingIntervals(store.getState())).toEqual([50]));
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
