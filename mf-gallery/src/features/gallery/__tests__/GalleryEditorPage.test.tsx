import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, fakeUpload, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import GalleryEditorPage from '../pages/GalleryEditorPage';
import { item } from '../../../testing/fixtures';

const admin = testUser({ isAdmin: true, access_token: 'admin-token' });
const UPLOADED_URL = 'http://localhost/media/uploads/abc.png';

let uploadAnswer: unknown;
let upload: ReturnType<typeof fakeUpload>;
beforeEach(() => {
  uploadAnswer = { success: 1, file: { url: UPLOADED_URL } };
  upload = fakeUpload(() => uploadAnswer);
});
afterEach(() => jest.restoreAllMocks());

function spyToasts() {
  return {
    error: jest.spyOn(notify, 'error'),
    success: jest.spyOn(notify, 'success'),
    loading: jest.spyOn(notify, 'loading'),
  };
}

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });

describe('GalleryEditorPage: create (/gallery/create)', () => {
  const renderCreate = () =>
    renderWithProviders(<GalleryEditorPage />, { user: admin, route: '/gallery/create', path: '/gallery/create' });

  it('checks title, description and image in that order before sending anything', async () => {
    const user = userEvent.setup();
    const toasts = spyToasts();
    const { calls } = fakeApi({});
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Buat Galeri Baru' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Gallery' });

    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Mohon isi judul galeri');
    await user.type(screen.getByRole('textbox', { name: 'Judul Galeri' }), '   ');
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Mohon isi judul galeri');
    await user.type(screen.getByRole('textbox', { name: 'Judul Galeri' }), 'Santunan');
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Mohon isi deskripsi galeri');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi Galeri' }), 'Acara santunan');
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Mohon upload gambar untuk galeri');
    expect(calls).toHaveLength(0);
  });

  it('counts description characters against 500 and stops there', async () => {
    renderCreate();
    expect(screen.getByText('Batas Karakter 0/500')).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Deskripsi Galeri' });
    await userEvent.type(description, 'Halo');
    expect(screen.getByText('Batas Karakter 4/500')).toBeInTheDocument();
    expect(description).toHaveAttribute('maxLength', '500');
  });

  it('uploads the image, then publishes with draft false, category Default and the file size, and returns to /galeri', async () => {
    const user = userEvent.setup();
    const toasts = spyToasts();
    const { calls } = fakeApi({ 'POST /api/gallery': (body) => new Reply(201, { ...item(9), ...body }) });
    renderCreate();

    await user.upload(screen.getByLabelText('Upload Gambar'), png(2048));
    expect(await screen.findByRole('img', { name: 'Gambar galeri' })).toHaveAttribute('src', UPLOADED_URL);
    expect(toasts.loading).toHaveBeenCalledWith('Uploading...');
    expect(toasts.success).toHaveBeenCalledWith('Uploaded 👍');
    expect(
      upload.sent.map((r) => ({ url: r.url, authorization: r.headers.authorization, file: r.body.get('file') })),
    ).toEqual([{ url: '/api/upload-image', authorization: 'Bearer admin-token', file: expect.any(File) }]);

    await user.type(screen.getByRole('textbox', { name: 'Judul Galeri' }), '  Santunan Ramadhan ');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi Galeri' }), 'Acara santunan');
    await user.click(screen.getByRole('button', { name: 'Create Gallery' }));

    await waitFor(() => expect(toasts.success).toHaveBeenLastCalledWith('Published 👍'));
    expect(toasts.loading).toHaveBeenLastCalledWith('Saving Gallery...');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.authorization).toBe('Bearer admin-token');
    expect(post.body).toEqual({
      title: 'Santunan Ramadhan',
      description: 'Acara santunan',
      image_url: UPLOADED_URL,
      draft: false,
      fileSize: 2048,
      category: 'Default',
    });
    // Disabled from the save until the page leaves for /galeri.
    expect(screen.getByRole('button', { name: 'Create Gallery' })).toBeDisabled();
    await screen.findByTestId('elsewhere');
  });

  it('shows the server error and stays on the page with the button usable again', async () => {
    const user = userEvent.setup();
    const toasts = spyToasts();
    fakeApi({ 'POST /api/gallery': () => new Reply(400, { error: 'Gambar galeri harus diupload melalui situs ini' }) });
    renderCreate();
    await user.upload(screen.getByLabelText('Upload Gambar'), png());
    await screen.findByRole('img', { name: 'Gambar galeri' });
    await user.type(screen.getByRole('textbox', { name: 'Judul Galeri' }), 'Judul');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi Galeri' }), 'Deskripsi');
    await user.click(screen.getByRole('button', { name: 'Create Gallery' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Gambar galeri harus diupload melalui situs ini'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Gallery' })).toBeEnabled());
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('refuses a file of another type before uploading, and reports a failed upload', async () => {
    // The picker filters by `accept`; the helper must still refuse what slips through.
    const user = userEvent.setup({ applyAccept: false });
    const toasts = spyToasts();
    renderCreate();
    const input = screen.getByLabelText('Upload Gambar');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');
    await user.upload(input, new File(['x'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('File harus berformat JPEG, JPG, atau PNG!'));
    expect(upload.sent).toHaveLength(0);

    uploadAnswer = new Reply(413, { error: 'Ukuran file terlalu besar! Maksimal 3MB.' });
    await user.upload(input, png());
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('Ukuran file terlalu besar! Maksimal 3MB.'));
    expect(screen.queryByRole('img', { name: 'Gambar galeri' })).toBeNull();
  });
});

describe('GalleryEditorPage: edit (/gallery/edit/:id)', () => {
  const renderEdit = (id = '5') =>
    renderWithProviders(<GalleryEditorPage />, {
      user: admin,
      route: `/gallery/edit/${id}`,
      path: '/gallery/edit/:id',
    });

  it('loads the item, has no upload area, and saves with PUT ("Saved 👍")', async () => {
    const user = userEvent.setup();
    const toasts = spyToasts();
    const { calls } = fakeApi({
      'GET /api/gallery/5': () => item(5, { title: 'Lama', description: 'Deskripsi lama', fileSize: 777 }),
      'PUT /api/gallery/5': (body) => ({ ...item(5), ...body }),
    });
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Lama' });
    expect(screen.queryByLabelText('Upload Gambar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lama' })).toHaveAttribute('src', 'http://localhost/media/demo/photo-5.png');
    expect(screen.getByText('Batas Karakter 14/500')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Judul Galeri' });
    await user.clear(title);
    await user.type(title, 'Baru');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved 👍'));
    expect(toasts.loading).toHaveBeenCalledWith('Saving Gallery...');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Baru',
      description: 'Deskripsi lama',
      image_url: 'http://localhost/media/demo/photo-5.png',
      draft: false,
      fileSize: 777,
      category: 'Default',
    });
    await screen.findByTestId('elsewhere');
  });

  it('re-checks the rules on edit too', async () => {
    const toasts = spyToasts();
    fakeApi({ 'GET /api/gallery/5': () => item(5) });
    renderEdit();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Deskripsi Galeri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(toasts.error).toHaveBeenCalledWith('Mohon isi deskripsi galeri');
  });

  it('an unknown item shows the not-found page; another failure offers a retry', async () => {
    fakeApi({ 'GET /api/gallery/404': () => new Reply(404, { error: 'Galeri tidak ditemukan' }) });
    const { unmount } = renderEdit('404');
    await screen.findByText('Halaman tidak ditemukan');
    unmount();
    jest.restoreAllMocks();
    fakeApi({ 'GET /api/gallery/6': () => new Reply(503, { error: 'Database tidak tersedia' }) });
    renderEdit('6');
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat galeri.');
  });
});
