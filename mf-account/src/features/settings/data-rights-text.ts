import { ERASED_USER_NAME, ERASURE_GRACE_DAYS } from '@yayasan/validation';

/** Strings of "Data saya" on the settings page (the server's answers come from @yayasan/validation). */
export const DATA_RIGHTS_TEXT = {
  title: 'Data saya',
  exportTitle: 'Unduh data saya',
  exportIntro:
    'Dapatkan salinan semua data pribadi Anda di situs ini (akun, artikel, komentar, suka, notifikasi, donasi dan bukti donasinya) dalam berkas ZIP berisi file JSON. Tautan unduhan dikirim ke email Anda.',
  exportButton: 'Unduh data saya',
  exportQueued: 'Data Anda sedang disiapkan. Tautan unduhan akan dikirim ke email Anda.',
  exportReady: (until: string) => `Tautan unduhan sudah dikirim ke email Anda dan berlaku sampai ${until}.`,
  exportFailed: 'Data Anda gagal disiapkan. Silakan minta lagi.',
  erasureTitle: 'Hapus akun',
  erasureIntro: `Akun Anda dihapus ${ERASURE_GRACE_DAYS} hari setelah permintaan; sampai saat itu Anda dapat membatalkannya. Nama, email, foto, bio, tautan media sosial dan sesi Anda dihapus. Donasi Anda tetap tercatat di laporan keuangan sebagai "Hamba Allah".`,
  contentLegend: 'Artikel dan komentar Anda',
  keep: `Simpan atas nama "${ERASED_USER_NAME}"`,
  remove: 'Hapus semuanya',
  password: 'Password Anda',
  googleHint: 'Akun ini dibuat dengan Google: konfirmasi dengan akun Google Anda.',
  erasureButton: 'Hapus akun',
  erasureGoogleButton: 'Konfirmasi dengan Google dan hapus akun',
  scheduled: (date: string) => `Akun Anda akan dihapus pada ${date}.`,
  cancelButton: 'Batalkan penghapusan',
  privacyLink: 'Apa yang kami simpan dan berapa lama',
  loadFailed: 'Gagal memuat data saya.',
  retry: 'Coba Lagi',
} as const;
