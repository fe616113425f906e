/** The account service's own answers (the spec's validation messages live in @yayasan/validation). */
export const ACCOUNT_MESSAGES = {
  signInFailed: 'Email atau password salah',
  emailTaken: 'Email sudah terdaftar, silakan masuk',
  emailTakenByGoogle:
    'Email ini sudah terdaftar melalui Google. Silakan masuk dengan tombol "Lanjutkan dengan Google".',
  useGoogle: 'Akun ini dibuat dengan Google. Silakan masuk dengan tombol "Lanjutkan dengan Google".',
  usePassword: 'Email ini terdaftar dengan password. Silakan masuk dengan email dan password Anda.',
  googleFailed: 'Gagal masuk dengan Google, coba lagi',
  googleUnverified: 'Email akun Google belum terverifikasi',
  tooManyRequests: 'Terlalu banyak permintaan. Coba lagi dalam beberapa saat.',
  tooManyFailures: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
  resetSent:
    'Jika email tersebut terdaftar, tautan untuk mengatur ulang password telah dikirim. Periksa kotak masuk Anda.',
  resetInvalid: 'Tautan reset password tidak valid atau sudah kedaluwarsa',
  userNotFound: 'Pengguna tidak ditemukan',
  usernameTaken: 'Username sudah digunakan, pilih yang lain',
  currentPasswordWrong: 'Password saat ini salah',
  googleHasNoPassword: 'Akun ini dibuat dengan Google dan tidak memiliki password',
  profileImgInvalid: 'Gambar profil harus diupload melalui situs ini',
  unsubscribeInvalid:
    'Tautan berhenti berlangganan tidak valid atau sudah kedaluwarsa. Atur notifikasi email di halaman pengaturan akun Anda.',
  unsubscribeConfirm: 'Berhenti menerima kabar program donasi lewat email?',
  unsubscribeDone: 'Anda tidak akan lagi menerima kabar program donasi lewat email. Bukti donasi tetap dikirim.',
} as const;
