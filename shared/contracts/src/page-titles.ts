/** The name every document title ends with. */
export const SITE_TITLE = 'Yayasan Peduli Anak Yatim';

/** The shell's own pages (the rest of the route table is `REMOTE_ROUTES`). */
export const SHELL_PAGES = [
  { path: '/', title: 'Beranda' },
  { path: '/kontak', title: 'Kontak' },
  { path: '/tentang-kami', title: 'Tentang Kami' },
  { path: '/404', title: 'Halaman tidak ditemukan' },
];

/**
 * Each route's title words, keyed by its route-table path: the client sets them on navigation and
 * the server-composed head uses the same ones.
 */
export const ROUTE_TITLES: Record<string, string> = {
  ...Object.fromEntries(SHELL_PAGES.map((p) => [p.path, p.title])),
  '/signin': 'Masuk',
  '/signup': 'Daftar',
  '/reset-password': 'Atur Ulang Kata Sandi',
  '/reset-password/:token': 'Atur Ulang Kata Sandi',
  '/user/:username': 'Profil',
  '/dashboard/notifications': 'Notifikasi',
  '/settings/edit-profile': 'Edit Profil',
  '/settings/change-password': 'Ubah Kata Sandi',
  '/artikel': 'Artikel',
  '/blog/:blog_id': 'Artikel',
  '/search/:query': 'Hasil Pencarian',
  '/editor': 'Tulis Artikel',
  '/editor/:blog_id': 'Edit Artikel',
  '/dashboard/blogs': 'Artikel Saya',
  '/donation': 'Donasi',
  '/donation/create': 'Buat Donasi',
  '/donation/edit/:id': 'Edit Donasi',
  '/donation/:id': 'Detail Donasi',
  '/donation/detail/:id': 'Detail Donasi',
  '/donation/detail/:id/donate': 'Donasi Sekarang',
  '/dashboard/donations': 'Kelola Donasi',
  '/dashboard/riwayat-donasi': 'Riwayat Donasi',
  '/dashboard/riwayat-donasi/:trx_id': 'Detail Riwayat Donasi',
  '/clean': 'Pembayaran',
  '/galeri': 'Galeri',
  '/dashboard/galleries': 'Kelola Galeri',
  '/gallery/create': 'Tambah Galeri',
  '/gallery/edit/:id': 'Edit Galeri',
};

/** "Donasi — Yayasan Peduli Anak Yatim" for a route-table path; unknown paths are "not found". */
export function pageTitle(routePath: string | null | undefined): string {
  const words = (routePath && ROUTE_TITLES[routePath]) || ROUTE_TITLES['/404'];
  return routePath === '/' ? `${SITE_TITLE} — ${words}` : `${words} — ${SITE_TITLE}`;
}
