import { escapeHtml, type Mail } from '@yayasan/service-kit';
import type { UserRow } from './users';

/** The reset mail: a single-use link valid for one hour, or (Google accounts) where to sign in instead. */
export function resetMail(user: Pick<UserRow, 'email' | 'fullname'>, link: string | null, siteUrl: string): Mail {
  const name = escapeHtml(user.fullname);
  if (!link) {
    return {
      to: user.email,
      subject: 'Atur ulang password',
      text: `Halo ${user.fullname},\n\nAkun Anda dibuat dengan Google dan tidak memiliki password. Masuk di ${siteUrl}/signin dengan tombol "Lanjutkan dengan Google".\n`,
      html: `<p>Halo ${name},</p><p>Akun Anda dibuat dengan Google dan tidak memiliki password. Masuk di <a href="${siteUrl}/signin">${siteUrl}/signin</a> dengan tombol "Lanjutkan dengan Google".</p>`,
    };
  }
  return {
    to: user.email,
    subject: 'Atur ulang password',
    text:
      `Halo ${user.fullname},\n\nKami menerima permintaan untuk mengatur ulang password akun Anda.\n` +
      `Buka tautan berikut untuk membuat password baru (berlaku 1 jam dan hanya sekali pakai):\n\n${link}\n\n` +
      'Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.\n',
    html:
      `<p>Halo ${name},</p><p>Kami menerima permintaan untuk mengatur ulang password akun Anda.</p>` +
      `<p><a href="${link}">Buat password baru</a> (berlaku 1 jam dan hanya sekali pakai)</p>` +
      '<p>Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.</p>',
  };
}
