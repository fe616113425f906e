import { formatDayMonthYear, formatJakartaTime } from '@yayasan/format';
import type { Mail } from '@yayasan/service-kit';
import { Greeting, MailPage, renderMailHtml } from '@yayasan/service-kit/mail-html';
import { paths } from '@yayasan/contracts';
import { ERASED_USER_NAME } from '@yayasan/validation';

interface Recipient {
  email: string;
  fullname: string;
}

/** Whether a user row has an address to write to (an erased account has none). */
export const hasAddress = <U extends { email: string | null }>(user: U | undefined): user is U & { email: string } =>
  Boolean(user?.email);

const settingsLink = (siteUrl: string) => `${siteUrl}${paths.editProfile}`;
const privacyLink = (siteUrl: string) => `${siteUrl}${paths.privacy}`;

const DO_NOT_FORWARD = 'Jangan teruskan email ini: siapa pun yang memegang tautannya dapat mengunduh data Anda.';
const NOT_YOU = 'Jika bukan Anda yang meminta ini, segera masuk, batalkan penghapusan dan ganti password Anda.';
const KEPT =
  'Data pribadi Anda sudah dihapus dari situs; donasi Anda tetap tercatat di laporan keuangan sebagai "Hamba Allah", ' +
  `dan tulisan yang Anda pilih untuk disimpan tampil atas nama "${ERASED_USER_NAME}".`;

function ExportReadyMail({
  name,
  link,
  until,
  settings,
}: {
  name: string;
  link: string;
  until: string;
  settings: string;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>Salinan data Anda (berkas ZIP berisi file JSON) siap diunduh.</p>
      <p>
        <a href={link}>Unduh data saya</a>
      </p>
      <p>
        Tautan ini berlaku sampai {until}. Setelah itu minta unduhan baru di <a href={settings}>halaman pengaturan</a>.
      </p>
      <p>{DO_NOT_FORWARD}</p>
    </MailPage>
  );
}

/** The export is ready: its signed link, valid until `expiresAt`. */
export async function exportReadyMail(user: Recipient, link: string, expiresAt: Date, siteUrl: string): Promise<Mail> {
  const until = `${formatJakartaTime(expiresAt)} WIB`;
  const settings = settingsLink(siteUrl);
  return {
    to: user.email,
    subject: 'Data Anda siap diunduh',
    text:
      `Halo ${user.fullname},\n\nSalinan data Anda (berkas ZIP berisi file JSON) siap diunduh:\n\n${link}\n\n` +
      `Tautan ini berlaku sampai ${until}. Setelah itu minta unduhan baru di ${settings}.\n${DO_NOT_FORWARD}\n`,
    html: await renderMailHtml(<ExportReadyMail name={user.fullname} link={link} until={until} settings={settings} />),
  };
}

function ErasureScheduledMail({
  name,
  day,
  settings,
  privacy,
}: {
  name: string;
  day: string;
  settings: string;
  privacy: string;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>
        Akun Anda akan dihapus pada <strong>{day}</strong>. Sampai saat itu Anda dapat membatalkannya di{' '}
        <a href={settings}>halaman pengaturan</a>.
      </p>
      <p>{NOT_YOU}</p>
      <p>
        <a href={privacy}>Apa yang dihapus dan apa yang disimpan</a>
      </p>
    </MailPage>
  );
}

/** The erasure is scheduled: when it runs and how to cancel it. */
export async function erasureScheduledMail(user: Recipient, dueAt: Date, siteUrl: string): Promise<Mail> {
  const day = formatDayMonthYear(dueAt);
  const settings = settingsLink(siteUrl);
  const privacy = privacyLink(siteUrl);
  return {
    to: user.email,
    subject: 'Penghapusan akun dijadwalkan',
    text:
      `Halo ${user.fullname},\n\nAkun Anda akan dihapus pada ${day}. Sampai saat itu Anda dapat membatalkannya: ` +
      `masuk lalu buka ${settings}.\n\n${NOT_YOU}\n\nApa yang dihapus dan apa yang disimpan: ${privacy}\n`,
    html: await renderMailHtml(
      <ErasureScheduledMail name={user.fullname} day={day} settings={settings} privacy={privacy} />,
    ),
  };
}

function ErasureDoneMail({ name, privacy }: { name: string; privacy: string }) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>Akun Anda telah dihapus. {KEPT}</p>
      <p>
        Cadangan lama terhapus sesuai masa simpannya: <a href={privacy}>Kebijakan Privasi</a>
      </p>
    </MailPage>
  );
}

/** The erasure ran: the last mail to the address, sent just before it is erased. */
export async function erasureDoneMail(user: Recipient, siteUrl: string): Promise<Mail> {
  const privacy = privacyLink(siteUrl);
  return {
    to: user.email,
    subject: 'Akun Anda telah dihapus',
    text:
      `Halo ${user.fullname},\n\nAkun Anda telah dihapus. ${KEPT} ` +
      `Cadangan lama terhapus sesuai masa simpannya: ${privacy}\n`,
    html: await renderMailHtml(<ErasureDoneMail name={user.fullname} privacy={privacy} />),
  };
}
