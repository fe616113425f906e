import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, Reply } from '@yayasan/ui/testing';
import GalleryPreviewWidget from '../components/GalleryPreviewWidget';
import { item, page } from '../../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('GalleryPreviewWidget (home)', () => {
  it('asks for the 5 newest and shows at most 5, newest first, beside the video facade', async () => {
    const { calls } = fakeApi({ 'GET /api/gallery': () => page([6, 5, 4, 3, 2, 1].map((n) => item(n))) });
    const { container } = renderWithProviders(<GalleryPreviewWidget />);
    const pictures = await screen.findAllByRole('button', { name: /^Lihat Foto/ });
    expect(pictures.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Lihat Foto 6',
      'Lihat Foto 5',
      'Lihat Foto 4',
      'Lihat Foto 3',
      'Lihat Foto 2',
    ]);
    expect(calls[0].query.get('limit')).toBe('5');
    expect(screen.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/galeri');
    expect(screen.getByRole('button', { name: /^Putar Video/ })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('opens a picture in the modal', async () => {
    fakeApi({ 'GET /api/gallery': () => page([item(1)]) });
    renderWithProviders(<GalleryPreviewWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat Foto 1' }));
    expect(screen.getByRole('dialog', { name: 'Foto 1' })).toHaveTextContent('Deskripsi foto 1');
  });

  it('shows the empty message, and an error with a retry', async () => {
    fakeApi({ 'GET /api/gallery': () => page([]) });
    const { unmount } = renderWithProviders(<GalleryPreviewWidget />);
    await screen.findByText('Saat Ini Belum Ada Galeri Yang Ditampilkan.');
    unmount();
    jest.restoreAllMocks();
    fakeApi({ 'GET /api/gallery': () => new Reply(503, { error: 'Database tidak tersedia' }) });
    renderWithProviders(<GalleryPreviewWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat galeri.');
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
  });
});
