/**
 * A person's rights over their data (UU No. 27/2022 tentang Pelindungan Data Pribadi): a copy of it
 * ("Unduh data saya") and its erasure ("Hapus akun"). The rules and messages the settings page and the
 * account service share.
 */
import { isOneOf } from './one-of';

/** Days between asking for an erasure and its running; the person may cancel it meanwhile. */
export const ERASURE_GRACE_DAYS = 14;

/** What becomes of the person's articles and comments: kept under ERASED_USER_NAME, or deleted. */
export const ERASURE_CONTENT_CHOICES = ['keep', 'delete'] as const;
export type ErasureContentChoice = (typeof ERASURE_CONTENT_CHOICES)[number];

/** The name an erased account's kept articles and comments show. */
export const ERASED_USER_NAME = 'Pengguna terhapus';

/** Days a prepared export stays downloadable through the link mailed to its owner. */
export const EXPORT_LINK_DAYS = 7;

export const DATA_RIGHTS_MESSAGES = {
  exportQueued:
    'Permintaan diterima. Data Anda sedang disiapkan; tautan unduhan akan dikirim ke email Anda dan berlaku 7 hari.',
  exportLinkInvalid:
    'Tautan unduhan data tidak valid atau sudah kedaluwarsa. Minta unduhan baru di halaman pengaturan.',
  erasurePasswordRequired: 'Masukkan password Anda untuk menghapus akun',
  erasurePasswordWrong: 'Password salah',
  erasureGoogleRequired: 'Konfirmasi dengan akun Google Anda untuk menghapus akun',
  erasureGoogleWrong: 'Akun Google tersebut bukan pemilik akun ini',
  erasureContentRequired: 'Pilih apakah artikel dan komentar Anda disimpan atau dihapus',
  erasureLastAdmin: 'Akun ini adalah administrator terakhir. Tunjuk administrator lain sebelum menghapus akun ini.',
  erasureAlreadyScheduled: 'Penghapusan akun sudah dijadwalkan',
  erasureScheduled: (date: string) =>
    `Akun Anda akan dihapus pada ${date}. Sampai saat itu Anda dapat membatalkannya di halaman pengaturan.`,
  erasureNotScheduled: 'Tidak ada penghapusan akun yang dijadwalkan',
  erasureCancelled: 'Penghapusan akun dibatalkan',
} as const;

/** The first problem with an erasure request's content choice, or null. */
export function checkErasureContent(content: unknown): string | null {
  return isOneOf(ERASURE_CONTENT_CHOICES, content) ? null : DATA_RIGHTS_MESSAGES.erasureContentRequired;
}
