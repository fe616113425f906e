import { NO_DESCRIPTION } from '@yayasan/contracts';

/** Strings of the profile page (spec §2, §8). */
export const PROFILE_TEXT = {
  loadFailed: 'Gagal memuat data profil, coba lagi nanti.',
  unavailable: 'Tidak Tersedia',
  emptyBio: 'Tidak ada apapun disini',
  noArticles: 'Tidak ada artikel di publish',
  noDescription: NO_DESCRIPTION,
  editProfile: 'Edit Profile',
  tabArticles: 'Artikel Dipublish',
  tabAbout: 'Tentang',
  joined: 'Bergabung pada',
  articles: 'Artikel',
  reads: 'Dibaca',
  loadMore: 'Tampilkan Lebih Banyak',
  retry: 'Coba Lagi',
  socialTitle: 'Media sosial',
} as const;
