/**
 * Each page's own title and description, by route path (the route table's patterns plus the shell's
 * pages). The gateway writes them into the page head; a page with data (an article, a campaign, a
 * profile) replaces them with its own when its service answers. `private` pages are not indexed.
 */
export interface PageWords {
  title: string;
  description?: string;
  private?: boolean;
  /** The page's `h1` where it is not its title; the gateway's first view writes it too. */
  heading?: string;
}

/** The name every document title ends with (the home page's whole title). */
export const SITE_TITLE = 'Yayasan Peduli Anak Yatim';

export const NOT_FOUND_WORDS: PageWords = { title: 'Halaman tidak ditemukan' };

/** The shell's own pages (the rest of the route table is `REMOTE_ROUTES`). */
export const SHELL_PAGES = [
  { path: '/' },
  { path: '/kontak' },
  { path: '/tentang-kami' },
  { path: '/privasi' },
  { path: '/404' },
];

export const PAGE_WORDS: Record<string, PageWords> = {
  '/': { title: 'Beranda', heading: 'Bersama Kita Wujudkan Masa Depan Anak Yatim' },
  '/kontak': { title: 'Kontak', description: 'Alamat, peta, e-mail, telepon dan media sosial yayasan.' },
  '/tentang-kami': { title: 'Tentang Kami', description: 'Sejarah, visi dan misi yayasan.' },
  '/privasi': {
    title: 'Kebijakan Privasi',
    description: 'Data pribadi yang kami simpan, untuk apa, berapa lama, dan cara mengunduh atau menghapusnya.',
  },
  '/404': NOT_FOUND_WORDS,
  '/galeri': { title: 'Galeri', description: 'Foto dan video kegiatan bersama anak-anak asuh yayasan.' },
  '/artikel': {
    title: 'Artikel',
    description: 'Kabar, cerita dan tulisan terbaru dari yayasan.',
    heading: 'Artikel Terbaru',
  },
  '/blog/:blog_id': { title: 'Artikel' },
  '/search/:query': { title: 'Hasil pencarian', private: true },
  '/donation': {
    title: 'Donasi Yang Sedang Berjalan',
    description: 'Donasi yang sedang berjalan: pilih program dan salurkan bantuan Anda untuk anak yatim dan dhuafa.',
  },
  '/donation/:id': { title: 'Donasi', heading: 'Detail Donasi Berjalan' },
  '/donation/detail/:id': { title: 'Donasi', heading: 'Detail Donasi Berjalan' },
  '/donation/detail/:id/donate': { title: 'Donasi Sekarang', private: true },
  '/donation/create': { title: 'Buat Donasi', private: true },
  '/donation/edit/:id': { title: 'Edit Donasi', private: true },
  '/clean': { title: 'Pembayaran', private: true },
  '/laporan': {
    title: 'Laporan Keuangan Yayasan',
    description: 'Dana masuk dan dana tersalurkan seluruh kampanye yayasan per bulan, per dana dan per kategori.',
  },
  '/verifikasi': {
    title: 'Verifikasi Donasi',
    description: 'Periksa kode tanda terima: jumlah, tanggal, kampanye, dan bukti donasi tercatat dalam buku kas.',
  },
  '/verifikasi/:code': { title: 'Verifikasi Donasi', private: true },
  '/dashboard/laporan': { title: 'Laporan', private: true },
  '/user/:username': { title: 'Profil' },
  '/signin': { title: 'Selamat Datang', description: 'Masuk ke akun Anda.' },
  '/signup': { title: 'Daftar sekarang', description: 'Buat akun untuk berdonasi dan berkomentar.' },
  '/reset-password': { title: 'Reset Password', private: true },
  '/reset-password/:token': { title: 'Reset Password', private: true },
  '/editor': { title: 'Editor Artikel', private: true },
  '/editor/:blog_id': { title: 'Editor Artikel', private: true },
  '/dashboard': { title: 'Ringkasan', private: true },
  '/dashboard/blogs': { title: 'Artikel Saya', private: true },
  '/dashboard/notifications': { title: 'Notifikasi', private: true },
  '/dashboard/audit': { title: 'Jejak Audit', private: true },
  '/dashboard/rilis': { title: 'Kesehatan Rilis', private: true },
  '/dashboard/donations': { title: 'Kelola Donasi', private: true },
  '/dashboard/riwayat-donasi': { title: 'Riwayat Donasi', private: true },
  '/dashboard/riwayat-donasi/:trx_id': { title: 'Bukti Donasi', private: true },
  '/dashboard/donasi-rutin': { title: 'Donasi Rutin', private: true },
  '/donasi-rutin': {
    title: 'Program Donasi Rutin',
    description:
      'Jadilah donatur tetap: berbagi setiap bulan untuk makan, sekolah, dan tempat tinggal anak-anak asuh yayasan.',
  },
  '/dashboard/galleries': { title: 'Kelola Galeri', private: true },
  '/settings/edit-profile': { title: 'Edit Profil', private: true },
  '/settings/change-password': { title: 'Ubah Password', private: true },
  '/gallery/create': { title: 'Tambah Galeri', private: true },
  '/gallery/edit/:id': { title: 'Edit Galeri', private: true },
};

/** A page's document title: its own words first, the site last; the home page is the site's name. */
export const withSiteName = (title: string) => `${title} | ${SITE_TITLE}`;

/** The document title of a route-table path (unknown paths are "not found"). */
export function pageTitle(routePath: string | null | undefined): string {
  if (routePath === '/') return SITE_TITLE;
  return withSiteName(pageWords(routePath).title);
}

export const pageWords = (routePath: string | null | undefined): PageWords =>
  (routePath && PAGE_WORDS[routePath]) || NOT_FOUND_WORDS;
