/**
 * The second factor (TOTP, RFC 6238) and its recovery codes: formats, the step-up rule's timing and
 * the messages both the account service and the browser show.
 */

/** Digits of a code from an authenticator app. */
export const TOTP_DIGITS = 6;
/** Seconds per code. */
export const TOTP_PERIOD = 30;
/** Recovery codes handed out when the factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** A money or power action needs a second-factor check no older than this. */
export const STEP_UP_MAX_AGE_SECONDS = 10 * 60;

/** The header a step-up refusal (401) carries, so the browser asks for a code instead of signing out. */
export const STEP_UP_HEADER = 'x-second-factor';
/** Its value when a fresh check is needed (the browser asks for a code, then tries again). */
export const STEP_UP_CODE = 'step-up-required';
/** Its value when the administrator has no factor yet and one is required (set it up in settings). */
export const SETUP_REQUIRED_CODE = 'setup-required';

export const SECOND_FACTOR_MESSAGES = {
  codeEmpty: 'Masukkan kode dari aplikasi autentikator atau kode pemulihan',
  codeInvalid: 'Kode harus 6 angka dari aplikasi autentikator, atau kode pemulihan (contoh: ABCDE-12345)',
  codeWrong: 'Kode salah atau sudah pernah dipakai. Tunggu kode berikutnya lalu coba lagi.',
  tooManyFailures: 'Terlalu banyak kode yang salah. Coba lagi dalam 15 menit.',
  challengeExpired: 'Waktu untuk memasukkan kode sudah habis. Silakan masuk kembali.',
  stepUpRequired: 'Demi keamanan, masukkan kode verifikasi dua langkah untuk melanjutkan tindakan ini.',
  enrolRequired:
    'Akun admin wajib memakai verifikasi dua langkah. Aktifkan di halaman pengaturan sebelum melakukan tindakan ini.',
  alreadyOn: 'Verifikasi dua langkah sudah aktif',
  notOn: 'Verifikasi dua langkah belum aktif',
  setupFirst: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu',
  requiredForAdmin: 'Akun admin wajib memakai verifikasi dua langkah; fitur ini tidak dapat dimatikan.',
} as const;

/** A recovery code as handed out: two groups of five letters/digits (case and spaces ignored on entry). */
const RECOVERY_CODE = /^[A-Z0-9]{5}-?[A-Z0-9]{5}$/;

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** What the user typed, read as a TOTP code or a recovery code (normalized), or null when it is neither. */
export function readSecondFactorCode(input: string): SecondFactorCode | null {
  const compact = input.replace(/\s+/g, '');
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', code: compact };
  const upper = compact.toUpperCase();
  if (RECOVERY_CODE.test(upper)) return { kind: 'recovery', code: upper.replace('-', '') };
  return null;
}

/** A code as sent: spaces the person typed (or pasted) removed. */
export const compactSecondFactorCode = (input: string) => input.replace(/\s+/g, '');

/** The message for a code the user is about to send, or null when it has a valid form. */
export function checkSecondFactorCode(input: string): string | null {
  if (!input.trim()) return SECOND_FACTOR_MESSAGES.codeEmpty;
  return readSecondFactorCode(input) ? null : SECOND_FACTOR_MESSAGES.codeInvalid;
}

/** Words of the code prompts and the settings section (sign-in page, settings, step-up dialog). */
export const SECOND_FACTOR_TEXT = {
  codeLabel: 'Kode verifikasi',
  codeHint: '6 angka dari aplikasi autentikator, atau kode pemulihan',
  verify: 'Verifikasi',
  cancel: 'Batal',
  stepUpTitle: 'Verifikasi dua langkah',
  signInTitle: 'Verifikasi dua langkah',
  setupTitle: 'Atur verifikasi dua langkah',
  setupIntro:
    'Pindai kode QR ini dengan aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Aegis, dan lainnya), lalu masukkan kode 6 angka yang muncul.',
  qrAlt: 'Kode QR untuk aplikasi autentikator',
  secretLabel: 'Tidak bisa memindai? Ketik kunci ini di aplikasi:',
  recoveryTitle: 'Simpan kode pemulihan Anda',
  recoveryIntro:
    'Setiap kode hanya dapat dipakai sekali, jika ponsel Anda hilang. Simpan di tempat aman; kode ini tidak akan ditampilkan lagi.',
  recoveryDone: 'Saya sudah menyimpannya',
  copyCodes: 'Salin kode',
  copied: 'Kode pemulihan disalin',
  sectionTitle: 'Verifikasi dua langkah',
  statusOn: 'Aktif. Setiap kali masuk, Anda diminta kode dari aplikasi autentikator.',
  statusOff: 'Belum aktif. Lindungi akun Anda dengan kode dari aplikasi autentikator selain password.',
  recoveryLeft: (n: number) => `Sisa kode pemulihan: ${n}`,
  turnOn: 'Aktifkan',
  turnOff: 'Matikan',
  turnOffTitle: 'Matikan verifikasi dua langkah',
  turnedOn: 'Verifikasi dua langkah aktif',
  turnedOff: 'Verifikasi dua langkah dimatikan',
  requiredNote: 'Wajib untuk akun admin.',
  sessionsTitle: 'Perangkat yang sedang masuk',
  thisDevice: 'Perangkat ini',
  lastUsed: 'Terakhir dipakai',
  signedInAt: 'Masuk sejak',
  endSession: 'Keluarkan',
  endOthers: 'Keluarkan semua perangkat lain',
  sessionEnded: 'Perangkat telah dikeluarkan',
  othersEnded: (n: number) => (n ? `${n} perangkat lain telah dikeluarkan` : 'Tidak ada perangkat lain'),
  noOtherSessions: 'Tidak ada perangkat lain yang sedang masuk.',
  loadFailed: 'Gagal memuat data. Coba lagi.',
  retry: 'Coba lagi',
} as const;

/** A passkey's name, as the person gives it (e.g. "Laptop kantor"). */
export const PASSKEY_NAME_MAX = 60;
/** Passkeys one account may keep. */
export const PASSKEY_MAX = 20;

export const PASSKEY_MESSAGES = {
  nameEmpty: 'Beri nama passkey ini, misalnya "Laptop kantor"',
  nameTooLong: `Nama passkey paling banyak ${PASSKEY_NAME_MAX} karakter`,
  tooMany: `Satu akun paling banyak memiliki ${PASSKEY_MAX} passkey. Hapus salah satu terlebih dahulu.`,
  challengeExpired: 'Waktu untuk memakai passkey sudah habis. Silakan coba lagi.',
  notVerified: 'Passkey tidak dapat diverifikasi. Silakan coba lagi.',
  alreadyAdded: 'Passkey ini sudah terdaftar',
  unknown: 'Passkey tidak dikenal. Masuk dengan email dan password, lalu tambahkan passkey di pengaturan.',
  tooManyFailures: 'Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.',
  notFound: 'Passkey tidak ditemukan',
} as const;

/** The message for a passkey name, or null when it may be saved. */
export function checkPasskeyName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return PASSKEY_MESSAGES.nameEmpty;
  return [...trimmed].length > PASSKEY_NAME_MAX ? PASSKEY_MESSAGES.nameTooLong : null;
}

/** Words of the passkey section in settings and the sign-in button. */
export const PASSKEY_TEXT = {
  sectionTitle: 'Passkey',
  intro:
    'Masuk tanpa password memakai sidik jari, wajah, PIN perangkat, atau kunci keamanan. Passkey menggantikan password dan kode verifikasi.',
  unsupported: 'Browser ini belum mendukung passkey. Gunakan versi terbaru Chrome, Edge, Firefox, atau Safari.',
  empty: 'Belum ada passkey.',
  add: 'Tambah passkey',
  addTitle: 'Tambah passkey',
  nameLabel: 'Nama passkey',
  nameHint: 'Agar Anda mengenalinya nanti, misalnya "Laptop kantor" atau "Ponsel".',
  save: 'Lanjutkan',
  cancel: 'Batal',
  added: 'Passkey ditambahkan',
  remove: 'Hapus',
  removeTitle: 'Hapus passkey',
  removeConfirm: (name: string) => `Hapus passkey "${name}"? Anda tidak dapat lagi masuk dengan passkey ini.`,
  removed: 'Passkey dihapus',
  createdAt: 'Ditambahkan',
  lastUsed: 'Terakhir dipakai',
  neverUsed: 'Belum pernah dipakai',
  cancelled: 'Passkey dibatalkan atau waktunya habis.',
  signIn: 'Masuk dengan Passkey',
  stepUp: 'Gunakan Passkey',
  signInFailed: 'Gagal masuk dengan passkey. Silakan coba lagi.',
  loadFailed: 'Gagal memuat data. Coba lagi.',
  retry: 'Coba lagi',
} as const;
