import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startAuthentication } from '@simplewebauthn/browser';
import { api, selectSessionExpired, selectToken } from '@yayasan/store';
import {
  PASSKEY_MESSAGES,
  PASSKEY_TEXT,
  SECOND_FACTOR_MESSAGES as M,
  STEP_UP_CODE,
  STEP_UP_HEADER,
} from '@yayasan/validation';
import { renderWithProviders, server, setWebAuthn, testUser } from '../../testing';
import { SecondFactorPrompt } from '../SecondFactorPrompt';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
}));
const authenticate = jest.mocked(startAuthentication);
beforeEach(() => {
  setWebAuthn(true);
  authenticate.mockReset();
});

/** A money action as the donation screens call it. */
const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordGift: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/donation/camp-1/offline-donations', method: 'POST', body: { amount: 50_000 } }),
    }),
  }),
  overrideExisting: false,
});

const stepUpRefusal = () =>
  HttpResponse.json({ error: M.stepUpRequired }, { status: 401, headers: { [STEP_UP_HEADER]: STEP_UP_CODE } });

/** The gift is refused until it comes with the token the accepted code gave. */
function fakeServer(rightCode: string) {
  const checks: string[] = [];
  server.use(
    http.post('*/api/donation/camp-1/offline-donations', ({ request }) =>
      request.headers.get('authorization') === 'Bearer fresh-token'
        ? HttpResponse.json({ ok: true }, { status: 201 })
        : stepUpRefusal(),
    ),
    http.post('*/api/second-factor/check', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      checks.push(code);
      return code === rightCode
        ? HttpResponse.json({ access_token: 'fresh-token' })
        : HttpResponse.json({ error: M.codeWrong }, { status: 403 });
    }),
  );
  return checks;
}

const render = () => renderWithProviders(<SecondFactorPrompt />, { user: testUser() });

describe('SecondFactorPrompt (step-up)', () => {
  it('asks for a code, asks again after a wrong one, then makes the call again with the fresh token', async () => {
    const checks = fakeServer('246810');
    const { store } = render();
    const gift = store.dispatch(moneyApi.endpoints.recordGift.initiate());

    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi dua langkah' });
    expect(dialog).toHaveTextContent(M.stepUpRequired);
    const field = screen.getByLabelText('Kode verifikasi');
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText(M.codeInvalid)).toBeInTheDocument();
    expect(checks).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '135791{Enter}');
    expect(await screen.findByText(M.codeWrong)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '246810{Enter}');

    expect(await gift.unwrap()).toEqual({ ok: true });
    expect(checks).toEqual(['135791', '246810']);
    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the refusal back when the prompt is closed, and keeps the person signed in', async () => {
    const checks = fakeServer('246810');
    const { store } = render();
    const gift = store.dispatch(moneyApi.endpoints.recordGift.initiate());
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const result = await gift;
    expect(result.error).toMatchObject({ status: 401, data: { error: M.stepUpRequired } });
    expect(checks).toEqual([]);
    expect(selectToken(store.getState())).toBe('test-token');
    expect(selectSessionExpired(store.getState())).toBe(false);
  });

  it('shows one prompt for two calls refused at once', async () => {
    fakeServer('246810');
    const { store } = render();
    const calls = [1, 2].map(() => store.dispatch(moneyApi.endpoints.recordGift.initiate()));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '246810{Enter}');
    for (const call of calls) expect(await call.unwrap()).toEqual({ ok: true });
  });
});

describe('SecondFactorPrompt (step-up with a passkey)', () => {
  const OPTIONS = { challenge: 'c2hhbGxlbmdl', allowCredentials: [{ id: 'bWluZQ', type: 'public-key' }] };
  const ASSERTION = { id: 'bWluZQ', rawId: 'bWluZQ', type: 'public-key', response: {}, clientExtensionResults: {} };

  /** The step-up routes of a passkey: options, then the browser's answer checked for the fresh token. */
  function passkeyServer(accepts: (credential: unknown) => boolean) {
    const answers: unknown[] = [];
    server.use(
      http.post('*/api/second-factor/check/passkey/options', () => HttpResponse.json(OPTIONS)),
      http.post('*/api/second-factor/check/passkey', async ({ request }) => {
        const { credential } = (await request.json()) as { credential: unknown };
        answers.push(credential);
        return accepts(credential)
          ? HttpResponse.json({ access_token: 'fresh-token' })
          : HttpResponse.json({ error: PASSKEY_MESSAGES.notVerified }, { status: 403 });
      }),
    );
    return answers;
  }

  it('checks with the passkey and makes the call again with the fresh token, as a code does', async () => {
    const checks = fakeServer('246810');
    const answers = passkeyServer(() => true);
    authenticate.mockResolvedValue(ASSERTION as never);
    const { store } = render();
    const gift = store.dispatch(moneyApi.endpoints.recordGift.initiate());

    await userEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXT.stepUp }));

    expect(await gift.unwrap()).toEqual({ ok: true });
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(answers).toEqual([ASSERTION]);
    expect(checks).toEqual([]);
    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the browser's and the server's refusals in the prompt, which a code can still answer", async () => {
    fakeServer('246810');
    passkeyServer(() => false);
    const { store } = render();
    const gift = store.dispatch(moneyApi.endpoints.recordGift.initiate());
    const button = await screen.findByRole('button', { name: PASSKEY_TEXT.stepUp });

    authenticate.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await userEvent.click(button);
    expect(await screen.findByText(PASSKEY_TEXT.cancelled)).toBeInTheDocument();

    authenticate.mockResolvedValueOnce(ASSERTION as never);
    await userEvent.click(button);
    expect(await screen.findByText(PASSKEY_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '246810{Enter}');
    expect(await gift.unwrap()).toEqual({ ok: true });
  });

  it('offers no passkey where the browser cannot use one', async () => {
    setWebAuthn(false);
    fakeServer('246810');
    const { store } = render();
    const gift = store.dispatch(moneyApi.endpoints.recordGift.initiate());
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: PASSKEY_TEXT.stepUp })).toBeNull();
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '246810{Enter}');
    expect(await gift.unwrap()).toEqual({ ok: true });
  });
});
