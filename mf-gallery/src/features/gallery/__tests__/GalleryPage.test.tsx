import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import GalleryPage from '../pages/GalleryPage';
import { item, page } from '../../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('GalleryPage (/galeri)', () => {
  it('shows a spinner, then the published pictures in the order the server gives (newest first)', async () => {
    const { calls } = fakeApi({ 'GET /api/gallery': () => page([item(3), item(2), item(1)]) });
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('status', { name: 'Memuat...' })).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /^Lihat Foto/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Lihat Foto 3', 'Lihat Foto 2', 'Lihat Foto 1']);
    expect(calls[0].query.get('draft')).toBeNull();
    expect(calls[0].query.get('page')).toBe('1');
  });

  it("loads a phone's first row at once and the rest lazily, with intrinsic dimensions so the grid keeps its layout", async () => {
    fakeApi({ 'GET /api/gallery': () => page([item(3), item(2), item(1)]) });
    renderWithProviders(<GalleryPage />);
    const img = await screen.findByRole('img', { name: 'Foto 1' });
    for (const first of ['Foto 3', 'Foto 2']) {
      expect(screen.getByRole('img', { name: first })).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img', { name: first })).toHaveAttribute('fetchpriority', 'high');
    }
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('src', 'http://localhost/media/demo/photo-1.png');
  });

  it('says so when there is nothing to show', async () => {
    fakeApi({ 'GET /api/gallery': () => page([]) });
    renderWithProviders(<GalleryPage />);
    await screen.findByText('Saat Ini Belum Ada Galeri Yang Ditampilkan.');
  });

  it('shows an error with a retry that loads the pictures', async () => {
    let fail = true;
    fakeApi({ 'GET /api/gallery': () => (fail ? new Reply(500, { error: 'x' }) : page([item(1)])) });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat galeri.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('button', { name: 'Lihat Foto 1' });
  });

  it('opens a picture in a modal with title and description; Escape, a click outside and Tutup close it', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/gallery': () => page([item(2), item(1)]) });
    renderWithProviders(<GalleryPage />);
    await user.click(await screen.findByRole('button', { name: 'Lihat Foto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto 1' });
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      'http://localhost/media/demo/photo-1.png',
    );
    expect(within(dialog).getByText('Deskripsi foto 1')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lihat Foto 2' }));
    // A click inside the panel keeps it open; one on the backdrop closes it.
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByText('Deskripsi foto 2'));
    expect(screen.getByRole('dialog', { name: 'Foto 2' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lihat Foto 2' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the video as a facade: no YouTube frame until the visitor clicks play', async () => {
    fakeApi({ 'GET /api/gallery': () => page([]) });
    const { container } = renderWithProviders(<GalleryPage />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Putar Video/ }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
  });

  it('loads the next page with "Tampilkan Lebih Banyak" and hides it on the last page', async () => {
    const { calls } = fakeApi({
      'GET /api/gallery': (_body, { query }) =>
        query.get('page') === '2' ? page([item(1)], 2, 2) : page([item(3), item(2)], 1, 2),
    });
    renderWithProviders(<GalleryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tampilkan Lebih Banyak' }));
    await screen.findByRole('button', { name: 'Lihat Foto 1' });
    expect(screen.getAllByRole('button', { name: /^Lihat Foto/ })).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tampilkan Lebih Banyak' })).toBeNull());
    expect(calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });
});
