import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '@yayasan/contracts';
import { PASSKEY_MESSAGES as M, PASSKEY_TEXT as T } from '@yayasan/validation';
import { fakeApi, Reply, setWebAuthn, testUser } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import { PasskeySection } from '../components/PasskeySection';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
}));

const register = jest.mocked(startRegistration);
beforeEach(() => {
  setWebAuthn(true);
  register.mockReset();
});

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Yayasan Peduli Anak Yatim', id: 'localhost' },
  user: { id: 'MTI', name: 'budi@example.com', displayName: 'Budi' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
};
const CREDENTIAL = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
  clientExtensionResults: {},
};
const laptop: Passkey = {
  id: 3,
  name: 'Laptop kantor',
  created_at: '2026-11-01T02:00:00.000Z',
  last_used_at: '2026-11-26T09:00:00.000Z',
};

describe('PasskeySection (settings)', () => {
  it('adds a named passkey through the browser dialog and lists it', async () => {
    let list: Passkey[] = [laptop];
    const { calls } = fakeApi({
      'GET /api/passkeys': () => ({ passkeys: list }),
      'POST /api/passkeys/options': () => OPTIONS,
      'POST /api/passkeys': (body) => {
        const added: Passkey = {
          id: 4,
          name: String(body.name),
          created_at: '2026-11-27T02:00:00.000Z',
          last_used_at: null,
        };
        list = [...list, added];
        return added;
      },
    });
    register.mockResolvedValue(CREDENTIAL);
    renderPage(<PasskeySection />, { user: testUser() });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Laptop kantor');
    expect(items[0]).toHaveTextContent('Terakhir dipakai: 2026-11-26 16:00 WIB');

    await userEvent.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    const name = within(dialog).getByLabelText(T.nameLabel);
    expect(name).toHaveFocus();
    await userEvent.type(name, '   {Enter}');
    expect(await within(dialog).findByText(M.nameEmpty)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/api/passkeys/options')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, ' Ponsel {Enter}');
    expect(await screen.findByText(T.added)).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.find((c) => c.path === '/api/passkeys' && c.method === 'POST')?.body).toEqual({
      name: 'Ponsel',
      credential: CREDENTIAL,
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(T.neverUsed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains a dialog the person closed and keeps nothing', async () => {
    const { calls } = fakeApi({
      'GET /api/passkeys': () => ({ passkeys: [] }),
      'POST /api/passkeys/options': () => OPTIONS,
    });
    register.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    renderPage(<PasskeySection />, { user: testUser() });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(within(dialog).getByLabelText(T.nameLabel), 'Ponsel{Enter}');
    expect(await within(dialog).findByText(T.cancelled)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/passkeys' && c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of the browser's answer", async () => {
    fakeApi({
      'GET /api/passkeys': () => ({ passkeys: [] }),
      'POST /api/passkeys/options': () => OPTIONS,
      'POST /api/passkeys': new Reply(400, { error: M.notVerified }),
    });
    register.mockResolvedValue(CREDENTIAL);
    renderPage(<PasskeySection />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(within(dialog).getByLabelText(T.nameLabel), 'Ponsel{Enter}');
    expect(await within(dialog).findByText(M.notVerified)).toBeInTheDocument();
  });

  it('removes a passkey after asking', async () => {
    let list: Passkey[] = [laptop];
    const { calls } = fakeApi({
      'GET /api/passkeys': () => ({ passkeys: list }),
      'POST /api/passkeys/remove': () => {
        list = [];
        return { removed: 1 };
      },
    });
    renderPage(<PasskeySection />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Laptop kantor' }));
    const confirm = await screen.findByRole('dialog', { name: T.removeConfirm('Laptop kantor') });
    await userEvent.click(within(confirm).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/passkeys/remove')?.body).toEqual({ id: 3 });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('explains instead of offering the button when the browser has no passkeys', async () => {
    setWebAuthn(false);
    fakeApi({ 'GET /api/passkeys': () => ({ passkeys: [] }) });
    renderPage(<PasskeySection />, { user: testUser() });
    expect(await screen.findByText(T.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/passkeys': new Reply(500, { error: 'Terjadi kesalahan' }) });
    renderPage(<PasskeySection />, { user: testUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(screen.getByRole('button', { name: T.retry })).toBeInTheDocument();
  });
});
