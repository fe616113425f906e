import type { Mail } from '@yayasan/service-kit';
import { Greeting, MailPage, renderMailHtml } from '@yayasan/service-kit/mail-html';

const SUBJECT = 'Atur ulang password';

/** The reset mail's page: the new-password link, or (a Google account) where to sign in instead. */
function ResetPasswordMail({ name, link, signInLink }: { name: string; link: string | null; signInLink: string }) {
  return (
    <MailPage>
      <Greeting name={name} />
      {link ? (
        <>
          <p>Kami menerima permintaan untuk mengatur ulang password akun Anda.</p>
          <p>
            <a href={link}>Buat password baru</a> (berlaku 1 jam dan hanya sekali pakai)
          </p>
          <p>Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.</p>
        </>
      ) : (
        <p>
          Akun Anda dibuat dengan Google dan tidak memiliki password. Masuk di <a href={signInLink}>{signInLink}</a>{' '}
          dengan tombol &quot;Lanjutkan dengan Google&quot;.
        </p>
      )}
    </MailPage>
  );
}

/** The reset mail: a single-use link valid for one hour, or (Google accounts) where to sign in instead. */
export async function resetMail(
  user: { email: string; fullname: string },
  link: string | null,
  siteUrl: string,
): Promise<Mail> {
  const signInLink = `${siteUrl}/signin`;
  const text = link
    ? `Halo ${user.fullname},\n\nKami menerima permintaan untuk mengatur ulang password akun Anda.\n` +
      `Buka tautan berikut untuk membuat password baru (berlaku 1 jam dan hanya sekali pakai):\n\n${link}\n\n` +
      'Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.\n'
    : `Halo ${user.fullname},\n\nAkun Anda dibuat dengan Google dan tidak memiliki password. Masuk di ${signInLink} dengan tombol "Lanjutkan dengan Google".\n`;
  return {
    to: user.email,
    subject: SUBJECT,
    text,
    html: await renderMailHtml(<ResetPasswordMail name={user.fullname} link={link} signInLink={signInLink} />),
  };
}
