import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES } from '@yayasan/validation';
import { fakeApi, fakeUpload, Reply, testUser } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import EditProfilePage from '../pages/EditProfilePage';

beforeAll(() => {
  // jsdom has no object URLs
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const emptyLinks = { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' };
const ownProfile = (over: Record<string, unknown> = {}) => ({
  _id: 5,
  personal_info: {
    fullname: 'Budi Santoso',
    username: 'budi',
    profile_img: '',
    bio: 'Halo',
    email: 'budi@yayasan.test',
    ...over,
  },
  account_info: { total_post: 0, total_posts: 0, total_reads: 0 },
  social_links: emptyLinks,
  joinedAt: '2024-01-01T00:00:00.000Z',
});

const render = () =>
  renderPage(<EditProfilePage />, {
    route: '/settings/edit-profile',
    path: '/settings/edit-profile',
    user: testUser(),
  });

const png = (size = 1000) => new File([new Uint8Array(size)], 'foto.png', { type: 'image/png' });

describe('EditProfilePage (/settings/edit-profile)', () => {
  it('shows full name and e-mail read-only, and the stored username, bio and links', async () => {
    fakeApi({ 'POST /api/get-profile': () => ownProfile() });
    render();
    expect(await screen.findByLabelText('Nama Lengkap')).toHaveValue('Budi Santoso');
    expect(screen.getByLabelText('Nama Lengkap')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('budi@yayasan.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveValue('budi');
    expect(screen.getByLabelText('Bio')).toHaveValue('Halo');
    for (const label of ['YouTube', 'Facebook', 'Twitter', 'GitHub', 'Instagram', 'Website']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("counts the bio's remaining characters live and stops at 150", async () => {
    fakeApi({ 'POST /api/get-profile': () => ownProfile({ bio: '' }) });
    render();
    await screen.findByText('150 karakter tersisa');
    await userEvent.type(screen.getByLabelText('Bio'), 'Relawan');
    expect(screen.getByText('143 karakter tersisa')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '150');
  });

  it('checks username and links before sending', async () => {
    const { calls } = fakeApi({ 'POST /api/get-profile': () => ownProfile() });
    render();
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(MESSAGES.usernameShort);
    await userEvent.type(username, 'c');
    await userEvent.type(screen.getByLabelText('GitHub'), 'https://gitlab.com/budi');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(PROFILE_MESSAGES.socialLink('github'));
    expect(calls.filter((c) => c.path === '/api/update-profile')).toHaveLength(0);
  });

  it('saves, toasts success and updates the stored session (username and token)', async () => {
    const { calls } = fakeApi({
      'POST /api/get-profile': () => ownProfile(),
      'POST /api/update-profile': () => ({ username: 'budi_baru', access_token: 'tok-baru' }),
    });
    const { store } = render();
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'budi_baru');
    await userEvent.type(screen.getByLabelText('Twitter'), 'https://x.com/budi');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Profil berhasil diperbarui!');
    expect(calls.find((c) => c.path === '/api/update-profile')?.body).toEqual({
      username: 'budi_baru',
      bio: 'Halo',
      social_links: { ...emptyLinks, twitter: 'https://x.com/budi' },
    });
    expect(store.getState().session.user).toMatchObject({ username: 'budi_baru', access_token: 'tok-baru' });
    expect(JSON.parse(sessionStorage.getItem('user')!).username).toBe('budi_baru');
  });

  it("toasts 'Gagal memperbarui profil: ' with the server's error", async () => {
    fakeApi({
      'POST /api/get-profile': () => ownProfile(),
      'POST /api/update-profile': () => new Reply(409, { error: 'Username sudah digunakan, pilih yang lain' }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Gagal memperbarui profil: Username sudah digunakan, pilih yang lain'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
  });
});

describe('EditProfilePage: profile picture', () => {
  it('refuses other types and files over 3 MB with the spec messages', async () => {
    fakeApi({ 'POST /api/get-profile': () => ownProfile() });
    render();
    const input = await screen.findByLabelText('Pilih gambar');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    await screen.findByText(MESSAGES.uploadType);
    fireEvent.change(input, { target: { files: [png(3 * 1024 * 1024 + 1)] } });
    await screen.findByText(MESSAGES.uploadSize);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('previews the chosen picture, uploads it, stores it on the profile and in the session', async () => {
    const xhr = fakeUpload(() => ({ success: 1, file: { url: 'http://localhost:8080/media/abc.png' } }));
    const { calls } = fakeApi({
      'POST /api/get-profile': () => ownProfile(),
      'POST /api/update-profile-img': () => ({ profile_img: 'http://localhost:8080/media/abc.png' }),
    });
    const { store } = render();
    fireEvent.change(await screen.findByLabelText('Pilih gambar'), { target: { files: [png()] } });
    expect(screen.getByRole('img', { name: 'Foto profil Budi Santoso' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Gambar berhasil diupload');
    expect(xhr.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { authorization: 'Bearer test-token' },
    });
    expect(calls.find((c) => c.path === '/api/update-profile-img')?.body).toEqual({
      url: 'http://localhost:8080/media/abc.png',
    });
    expect(store.getState().session.user?.profile_img).toBe('http://localhost:8080/media/abc.png');
  });

  it('explains a refusal from the server, and a failed upload', async () => {
    fakeUpload(() => new Reply(415, { error: MESSAGES.uploadType }));
    fakeApi({ 'POST /api/get-profile': () => ownProfile() });
    render();
    fireEvent.change(await screen.findByLabelText('Pilih gambar'), { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(/Pastikan ukuran gambar kurang dari 3MB.*File harus berformat JPEG, JPG, atau PNG!/),
    ).toBeInTheDocument();
    fakeUpload(() => new Reply(0, null));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Gagal mengupload gambar. Silakan coba lagi.');
  });
});
