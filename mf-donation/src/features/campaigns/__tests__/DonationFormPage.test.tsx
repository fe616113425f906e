import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDayUtcIso } from '@yayasan/format';
import { notify } from '@yayasan/ui';
import { fakeApi, fakeUpload, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import DonationFormPage, { todayLocal } from '../pages/DonationFormPage';
import { campaign } from '../../../testing/campaigns';

const ADMIN = testUser({ isAdmin: true });
const CREATE = { route: '/donation/create', path: '/donation/create', user: ADMIN };
const EDIT = { route: '/donation/edit/camp-1', path: '/donation/edit/:id', user: ADMIN };
const THUMB = 'http://localhost:8080/media/uploads/abc.png';

let errors: jest.SpyInstance;
let successes: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(notify, 'error').mockImplementation(() => 0);
  successes = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  jest.spyOn(notify, 'loading').mockImplementation(() => 'loading-toast');
  jest.spyOn(notify, 'dismiss').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const nextDate = () => {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  return todayLocal(d);
};

async function uploadThumbnail() {
  const upload = fakeUpload(() => ({ success: 1, file: { url: THUMB } }));
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
  await userEvent.upload(field('Upload Thumbnail'), file);
  expect(await screen.findByRole('img', { name: 'Thumbnail donasi' })).toHaveAttribute('src', THUMB);
  return upload;
}

test('create: heading, button, counters, and the save checks in the spec order', async () => {
  const { calls } = fakeApi({});
  renderWithProviders(<DonationFormPage />, CREATE);
  expect(screen.getByRole('heading', { name: 'Buat Donasi Baru' })).toBeInTheDocument();
  expect(screen.getAllByText('Batas Karakter 0/500')).toHaveLength(2);
  expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  expect(field('Tanggal Berakhir')).toHaveAttribute('min', todayLocal());
  expect(field('Upload Thumbnail')).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');
  const save = screen.getByRole('button', { name: 'Create Donation' });

  await userEvent.click(save);
  expect(errors).toHaveBeenLastCalledWith('Mohon isi judul donasi');
  await userEvent.type(field('Judul Donasi'), 'Sumur Desa');
  await userEvent.click(save);
  expect(errors).toHaveBeenLastCalledWith('Mohon isi target donasi');
  await userEvent.type(field('Target Donasi'), '25000');
  await userEvent.click(save);
  expect(errors).toHaveBeenLastCalledWith('Mohon isi tanggal kadaluarsa donasi');
  fireEvent.change(field('Tanggal Berakhir'), { target: { value: nextDate() } });
  await userEvent.click(save);
  expect(errors).toHaveBeenLastCalledWith('Mohon upload thumbnail donasi');
  expect(calls).toHaveLength(0);

  await userEvent.type(field('Deskripsi Kartu'), 'abc');
  expect(screen.getByText('Batas Karakter 3/500')).toBeInTheDocument();
  expect(field('Deskripsi Kartu')).toHaveAttribute('maxLength', '500');
  expect(field('Konten')).toHaveAttribute('maxLength', '500');
});

test('target: digits only with dot separators, a leading zero clears, below 10.000 shows the message', async () => {
  fakeApi({});
  renderWithProviders(<DonationFormPage />, CREATE);
  const target = field('Target Donasi');
  await userEvent.type(target, '12a5000');
  expect(target).toHaveValue('125.000');
  expect(screen.queryByText('Donasi tidak boleh kurang dari 10.000 rupiah')).toBeNull();
  await userEvent.clear(target);
  expect(target).toHaveValue('');
  await userEvent.type(target, '0');
  expect(target).toHaveValue('');
  await userEvent.type(target, '9999');
  expect(target).toHaveValue('9.999');
  expect(screen.getByText('Donasi tidak boleh kurang dari 10.000 rupiah')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
  await userEvent.type(field('Judul Donasi'), 'X');
  fireEvent.change(field('Tanggal Berakhir'), { target: { value: nextDate() } });
  await uploadThumbnail();
  await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
  expect(errors).toHaveBeenLastCalledWith('Donasi tidak boleh kurang dari 10.000 rupiah');
});

test('create: uploads the thumbnail, posts the campaign with the initial update, toasts and returns to /donation', async () => {
  const { calls } = fakeApi({ 'POST /api/donation': new Reply(201, campaign()) });
  renderWithProviders(<DonationFormPage />, CREATE);
  await userEvent.type(field('Judul Donasi'), 'Sumur Desa');
  await userEvent.type(field('Target Donasi'), '25000000');
  const day = nextDate();
  fireEvent.change(field('Tanggal Berakhir'), { target: { value: day } });
  await userEvent.type(field('Deskripsi Kartu'), 'Air bersih');
  await userEvent.type(field('Konten'), 'Isi kampanye');
  const upload = await uploadThumbnail();
  expect(upload.sent[0].body.get('file')).toBeInstanceOf(File);
  expect(notify.loading).toHaveBeenCalledWith('Uploading...');
  expect(successes).toHaveBeenCalledWith('Uploaded 👍');

  await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
  await screen.findByTestId('elsewhere');
  expect(successes).toHaveBeenLastCalledWith('Published 👍');
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.authorization).toBe('Bearer test-token');
  expect(post.body).toEqual({
    title: 'Sumur Desa',
    description: 'Air bersih',
    content: 'Isi kampanye',
    thumbnail: THUMB,
    target_amount: 25_000_000,
    expiry_time: endOfDayUtcIso(day),
    fund: 'infaq',
    updates: [
      { update_title: 'Initial Update', update_description: 'Donation created successfully.', update_thumbnail: THUMB },
    ],
  });
  expect(post.body).toMatchObject({ expiry_time: expect.stringMatching(/T23:59:59\.999Z$/) });
});

test('create: a server failure toasts ERR SERVER with its message and stays on the form', async () => {
  fakeApi({
    'POST /api/donation': new Reply(400, { error: 'Tanggal kadaluarsa donasi tidak boleh sebelum hari ini' }),
  });
  renderWithProviders(<DonationFormPage />, CREATE);
  await userEvent.type(field('Judul Donasi'), 'Sumur Desa');
  await userEvent.type(field('Target Donasi'), '25000');
  fireEvent.change(field('Tanggal Berakhir'), { target: { value: nextDate() } });
  await uploadThumbnail();
  const save = screen.getByRole('button', { name: 'Create Donation' });
  await userEvent.click(save);
  expect(errors).toHaveBeenLastCalledWith('ERR SERVER: Tanggal kadaluarsa donasi tidak boleh sebelum hari ini');
  expect(save).toBeEnabled();
  expect(screen.queryByTestId('elsewhere')).toBeNull();
});

test('edit: prefilled from the campaign, Save Donation sends a PUT and toasts Saved', async () => {
  const { calls } = fakeApi({
    'GET /api/donation/camp-1/details': () => campaign({ expiry_time: '2099-01-31T23:59:59.999Z' }),
    'PUT /api/donation/camp-1': () => campaign({ title: 'Beasiswa 2025' }),
  });
  renderWithProviders(<DonationFormPage />, EDIT);
  await screen.findByRole('heading', { name: 'Edit Beasiswa Anak Yatim' });
  expect(field('Judul Donasi')).toHaveValue('Beasiswa Anak Yatim');
  expect(field('Target Donasi')).toHaveValue('50.000.000');
  expect(field('Tanggal Berakhir')).toHaveValue('2099-01-31');
  expect(screen.getByRole('img', { name: 'Thumbnail donasi' })).toHaveAttribute(
    'src',
    'https://yayasan.test/media/demo/photo-1.png',
  );
  expect(screen.getByText('Batas Karakter 27/500')).toBeInTheDocument();

  await userEvent.clear(field('Judul Donasi'));
  await userEvent.type(field('Judul Donasi'), 'Beasiswa 2025');
  await userEvent.click(screen.getByRole('button', { name: 'Save Donation' }));
  await screen.findByTestId('elsewhere');
  expect(successes).toHaveBeenLastCalledWith('Saved 👍');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({
    title: 'Beasiswa 2025',
    target_amount: 50_000_000,
    expiry_time: '2099-01-31T23:59:59.999Z',
  });
});

test('edit: a server failure toasts the server error itself', async () => {
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'PUT /api/donation/camp-1': new Reply(403, { error: 'Hanya admin yang dapat melakukan ini' }),
  });
  renderWithProviders(<DonationFormPage />, EDIT);
  await userEvent.click(await screen.findByRole('button', { name: 'Save Donation' }));
  expect(errors).toHaveBeenLastCalledWith('Hanya admin yang dapat melakukan ini');
});

test('edit: an unknown campaign shows the not-found page', async () => {
  fakeApi({ 'GET /api/donation/nope/details': new Reply(404, { error: 'Donasi tidak ditemukan' }) });
  renderWithProviders(<DonationFormPage />, { ...EDIT, route: '/donation/edit/nope' });
  await screen.findByText('Halaman tidak ditemukan');
});

test('a file of the wrong type is refused before any upload', async () => {
  fakeApi({});
  const upload = fakeUpload(() => ({ success: 1, file: { url: THUMB } }));
  renderWithProviders(<DonationFormPage />, CREATE);
  const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
  fireEvent.change(field('Upload Thumbnail'), { target: { files: [gif] } });
  await screen.findByTestId('thumbnail-placeholder');
  await waitFor(() => expect(errors).toHaveBeenCalledWith('File harus berformat JPEG, JPG, atau PNG!'));
  expect(upload.sent).toHaveLength(0);
});

describe('the regular programme checkbox', () => {
  const checkbox = () => screen.getByRole('checkbox', { name: 'Jadikan Program Donasi Rutin yayasan' });

  test('edit: checking it sends the mark; an untouched form leaves it out', async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'PUT /api/donation/camp-1': (body) => campaign({ regular_programme: body.regular_programme ?? false }),
    });
    renderWithProviders(<DonationFormPage />, EDIT);
    await screen.findByRole('heading', { name: 'Edit Beasiswa Anak Yatim' });
    expect(checkbox()).not.toBeChecked();
    expect(checkbox()).toHaveAccessibleDescription(/melepas tanda dari donasi lain/);
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Save Donation' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ regular_programme: true });
  });

  test('edit: a marked campaign shows it checked, and unchecking sends the release', async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign({ regular_programme: true }),
      'PUT /api/donation/camp-1': () => campaign({ regular_programme: false }),
    });
    renderWithProviders(<DonationFormPage />, EDIT);
    await screen.findByRole('heading', { name: 'Edit Beasiswa Anak Yatim' });
    expect(checkbox()).toBeChecked();
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Save Donation' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ regular_programme: false });
  });

  test('edit: saving a marked campaign without touching the box does not send the mark again', async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign({ regular_programme: true }),
      'PUT /api/donation/camp-1': () => campaign({ regular_programme: true }),
    });
    renderWithProviders(<DonationFormPage />, EDIT);
    await screen.findByRole('heading', { name: 'Edit Beasiswa Anak Yatim' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Donation' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('regular_programme');
  });

  test("edit: the server's refusal is shown as it is", async () => {
    fakeApi({
      'GET /api/donation/camp-1/details': () => campaign({ status: 'Closed' }),
      'PUT /api/donation/camp-1': new Reply(400, {
        error: 'Program donasi rutin harus donasi yang sudah dipublish dan sedang berjalan',
      }),
    });
    renderWithProviders(<DonationFormPage />, EDIT);
    await screen.findByRole('heading', { name: 'Edit Beasiswa Anak Yatim' });
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Save Donation' }));
    await waitFor(() =>
      expect(errors).toHaveBeenLastCalledWith(
        'Program donasi rutin harus donasi yang sudah dipublish dan sedang berjalan',
      ),
    );
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
