import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import GalleryManagementPage from '../pages/GalleryManagementPage';
import { item, page } from '../../../testing/fixtures';

const admin = testUser({ isAdmin: true, access_token: 'admin-token' });

afterEach(() => jest.restoreAllMocks());

function serve(initial = [item(2, { title: 'Buka Puasa', draft: true }), item(1, { title: 'Santunan' })]) {
  let items = initial;
  let deleteStatus = 200;
  const api = fakeApi({
    'GET /api/gallery': () => page(items),
    'DELETE /api/gallery/1': () => {
      if (deleteStatus !== 200) return new Reply(deleteStatus, { error: 'Gagal' });
      items = items.filter((i) => i._id !== '1');
      return { success: true, _id: '1' };
    },
  });
  return { ...api, failDeletes: () => (deleteStatus = 500) };
}

describe('GalleryManagementPage (/dashboard/galleries)', () => {
  it('lists every item with the admin token (drafts included), with date, Edit and Delete', async () => {
    const { calls } = serve();
    renderWithProviders(<GalleryManagementPage />, { user: admin });
    expect(screen.getByRole('heading', { name: 'Manajemen Galeri' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Galeri' })).toHaveAttribute('href', '/gallery/create');
    const rows = await screen.findAllByTestId('gallery-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('button', { name: 'Buka Puasa' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Draft')).toBeNull();
    // 03:00 UTC on 5 May is 10:00 in Jakarta: still 5 May.
    expect(rows[1]).toHaveTextContent('Dipublish pada 5 Mei 2024');
    expect(within(rows[1]).getByRole('img', { name: 'Santunan' })).toHaveAttribute('loading', 'lazy');
    expect(within(rows[1]).getByRole('link', { name: 'Edit Santunan' })).toHaveAttribute('href', '/gallery/edit/1');
    expect(calls[0].query.get('draft')).toBe('true');
    expect(calls[0].authorization).toBe('Bearer admin-token');
  });

  it('shows the empty message', async () => {
    serve([]);
    renderWithProviders(<GalleryManagementPage />, { user: admin });
    await screen.findByText('Tidak ada Galeri dipublish');
  });

  it('opens a preview modal from the title', async () => {
    serve();
    renderWithProviders(<GalleryManagementPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Santunan' }));
    const dialog = screen.getByRole('dialog', { name: 'Santunan' });
    expect(within(dialog).getByRole('img', { name: 'Santunan' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Deskripsi foto 1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes only after "Hapus" in the confirmation, toasts, and refreshes the list', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(notify, 'success');
    const { calls } = serve();
    renderWithProviders(<GalleryManagementPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Santunan' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Anda yakin ingin menghapus gambar ini?');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Santunan' }));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Berhasil Menghapus Gambar 👍'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/api/gallery/1');
    expect(del.authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Santunan' })).toBeNull());
    expect(screen.getAllByTestId('gallery-row')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed delete is only logged (spec §8) and the row stays', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(notify, 'success');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve().failDeletes();
    renderWithProviders(<GalleryManagementPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Santunan' }));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Santunan' })).toBeInTheDocument();
  });
});
