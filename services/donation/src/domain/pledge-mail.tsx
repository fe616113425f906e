import {
  PLEDGE_DASHBOARD_PATH,
  PLEDGE_WORDS,
  paymentMethodName,
  pledgePayLink,
  type PaymentMethod,
  type PledgeNotificationsBody,
} from '@yayasan/contracts';
import type { Mail } from '@yayasan/service-kit';
import { DetailRows, Greeting, MailPage, renderMailHtml, SignOff } from '@yayasan/service-kit/mail-html';
import { formatMonthName, formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import type { PledgeChange, PledgeMailSnapshot } from './pledge-mail-jobs';

/** The mails of monthly pledges ("Donasi Rutin"): confirmations, reminders and the campaign's end. */

type To = { email: string; fullname: string };

const CHANGE_SUBJECTS: Record<PledgeChange, string> = {
  created: 'Donasi rutin Anda sudah tercatat',
  activated: 'Pembayaran otomatis donasi rutin Anda sudah aktif',
  changed: 'Perubahan donasi rutin Anda sudah tersimpan',
  paused: 'Donasi rutin Anda dijeda',
  resumed: 'Donasi rutin Anda dilanjutkan',
  stopped: 'Donasi rutin Anda dihentikan',
};

const CHANGE_INTROS: Record<PledgeChange, string> = {
  created: 'Terima kasih telah menjadi donatur tetap. Donasi rutin Anda sudah tercatat dengan rincian berikut.',
  activated: 'Akun GoPay Anda sudah terhubung. Donasi rutin Anda akan ditagih otomatis setiap bulan.',
  changed: 'Perubahan donasi rutin Anda sudah kami simpan. Rinciannya sekarang:',
  paused: 'Donasi rutin Anda kami jeda. Tidak ada pengingat atau tagihan sampai Anda melanjutkannya.',
  resumed: 'Donasi rutin Anda berjalan kembali dengan rincian berikut.',
  stopped: 'Donasi rutin Anda sudah dihentikan. Terima kasih atas setiap kebaikan yang telah Anda berikan.',
};

const methodName = (paymentType: string) =>
  paymentMethodName({ payment_method: paymentType as PaymentMethod, bank: null });

function PledgeMail({
  name,
  intro,
  lines,
  link,
  linkText,
}: {
  name: string;
  intro: string;
  lines: [string, string][];
  link: string;
  linkText: string;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>{intro}</p>
      <DetailRows rows={lines} />
      <p>
        <a href={link}>{linkText}</a>
      </p>
      <SignOff sender={SITE.name} />
    </MailPage>
  );
}

async function compose(
  to: To,
  subject: string,
  intro: string,
  lines: [string, string][],
  link: string,
  linkText: string,
): Promise<Mail> {
  const name = to.fullname || 'Donatur';
  const text =
    `Halo ${name},\n\n${intro}\n\n` +
    lines.map(([k, v]) => `${k}: ${v}`).join('\n') +
    `\n\n${linkText}: ${link}\n\nSalam hangat,\n${SITE.name}\n`;
  const html = await renderMailHtml(
    <PledgeMail name={name} intro={intro} lines={lines} link={link} linkText={linkText} />,
  );
  return { to: to.email, subject, text, html };
}

/** The confirmation of a pledge made or changed, as the pledge was at the change. */
export function pledgeChangeMail(to: To, p: PledgeMailSnapshot, siteUrl: string): Promise<Mail> {
  const lines: [string, string][] = [
    ['Program', p.campaign_title],
    ['Jumlah setiap bulan', formatRp(p.amount)],
    ['Tanggal', `Setiap tanggal ${p.day_of_month}`],
    ['Cara bayar', `${PLEDGE_WORDS.ways[p.way]} (${methodName(p.payment_type)})`],
  ];
  return compose(
    to,
    CHANGE_SUBJECTS[p.change],
    CHANGE_INTROS[p.change],
    lines,
    `${siteUrl}${PLEDGE_DASHBOARD_PATH}`,
    'Kelola donasi rutin',
  );
}

export const REMINDER_SUBJECTS = {
  1: 'Pengingat donasi rutin bulan ini',
  2: 'Pengingat kedua: donasi rutin bulan ini',
} as const;

/** A month's reminder with the one-tap link that opens the donate page filled in. */
export function pledgeReminderMail(to: To, n: PledgeNotificationsBody, which: 1 | 2, siteUrl: string): Promise<Mail> {
  const intro =
    which === 1
      ? 'Hari ini adalah jadwal donasi rutin Anda. Cukup satu ketukan untuk menunaikannya.'
      : 'Donasi rutin Anda bulan ini belum kami terima. Jika berkenan, Anda masih dapat menunaikannya.';
  const lines: [string, string][] = [
    ['Program', n.campaign_title],
    ['Jumlah', formatRp(n.amount)],
    ['Bulan', n.month ? formatMonthName(n.month) : '-'],
  ];
  const link = `${siteUrl}${pledgePayLink(n.campaign_id, n.pledge_id, n.month ?? '')}`;
  return compose(to, REMINDER_SUBJECTS[which], intro, lines, link, 'Donasi sekarang');
}

export const CAMPAIGN_ENDED_SUBJECT = 'Kampanye donasi rutin Anda telah berakhir';

/** The campaign ended: the pledge is paused and the donor chooses another campaign or stops. */
export function pledgeCampaignEndedMail(to: To, n: PledgeNotificationsBody, siteUrl: string): Promise<Mail> {
  const intro =
    'Kampanye yang Anda dukung setiap bulan telah berakhir, jadi donasi rutin Anda kami jeda dan tidak ada ' +
    'tagihan untuk kampanye ini. Silakan pilih kampanye lain atau hentikan donasi rutin Anda.';
  const lines: [string, string][] = [
    ['Program', n.campaign_title],
    ['Jumlah setiap bulan', formatRp(n.amount)],
  ];
  return compose(to, CAMPAIGN_ENDED_SUBJECT, intro, lines, `${siteUrl}${n.link}`, 'Pilih kampanye lain');
}
