import { paths, verificationPath } from '@yayasan/contracts';
import type { Mail } from '@yayasan/service-kit';
import { DetailRows, Greeting, MailPage, renderMailHtml, SignOff } from '@yayasan/service-kit/mail-html';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import type { ReceiptData } from './payments';

export const RECEIPT_SUBJECT = 'Terima kasih atas donasi Anda';

/** The receipt PDF's file name in the mail. */
export const receiptFileName = (data: Pick<ReceiptData, 'transaction_id' | 'order_id'>) =>
  `invoice-${(data.transaction_id || data.order_id).replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

const THANKS = 'Alhamdulillah, donasi Anda telah kami terima. Terima kasih atas kepedulian Anda.';
const ATTACHED = 'Bukti donasi (PDF) terlampir pada email ini.';
const SHOWN_ANONYMOUS = ' Donasi ini ditampilkan sebagai "Hamba Allah" di halaman program.';
/** The link to /verifikasi: anyone can check there that the donation is in the open ledger. */
export const VERIFY = 'Cek donasi Anda';
const VERIFY_WHY = 'di Laporan Keuangan yayasan yang terbuka untuk umum';
export const OFFLINE_RECORDED = 'dicatat oleh pengurus yayasan';

function ReceiptMail({
  name,
  lines,
  anonymous,
  link,
  verifyLink,
}: {
  name: string;
  lines: [string, string][];
  anonymous: boolean;
  link: string;
  verifyLink: string | null;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>{THANKS}</p>
      <DetailRows rows={lines} />
      <p>
        {ATTACHED}
        {anonymous && SHOWN_ANONYMOUS}
      </p>
      <p>
        <a href={link}>Lihat program</a>
      </p>
      {verifyLink && (
        <p>
          <a href={verifyLink}>{VERIFY}</a> {VERIFY_WHY}
        </p>
      )}
      <SignOff sender={SITE.name} />
    </MailPage>
  );
}

/**
 * The Indonesian thank-you mail of a settled donation: amount, campaign, date (Jakarta time) and
 * transaction id, with the PDF receipt attached. Anonymous donors get it too, greeted by their own
 * name (the public list shows 'Hamba Allah', the mail is private).
 */
export async function receiptMail(
  to: { email: string; fullname: string },
  data: ReceiptData,
  pdf: Buffer,
  siteUrl: string,
  o: { offline?: boolean } = {},
): Promise<Mail> {
  const amount = formatRp(data.donation_amount);
  const date = `${formatHistoryDate(data.donation_date)} WIB`;
  const name = to.fullname || 'Donatur';
  const lines: [string, string][] = [
    ['Jumlah', amount],
    ['Program', data.title],
    ['Tanggal', date],
    ['ID Transaksi', data.transaction_id || data.order_id],
  ];
  // A gift received in cash, by transfer or in kind and recorded by the foundation.
  if (o.offline) lines.push(['Cara', `${data.payment_method}, ${OFFLINE_RECORDED}`]);
  if (data.receipt_code) lines.push(['Kode Verifikasi', data.receipt_code]);
  const verifyLink = data.receipt_code ? `${siteUrl}${verificationPath(data.receipt_code)}` : null;
  const link = `${siteUrl}${paths.donationDetail(data.donation_id)}`;
  const anonymous = Boolean(data.anonymous);
  return {
    to: to.email,
    subject: RECEIPT_SUBJECT,
    text:
      `Halo ${name},\n\n${THANKS}\n\n` +
      lines.map(([k, v]) => `${k}: ${v}`).join('\n') +
      `\n\n${ATTACHED}${anonymous ? SHOWN_ANONYMOUS : ''}\n` +
      `Lihat program: ${link}\n` +
      (verifyLink ? `${VERIFY} ${VERIFY_WHY}: ${verifyLink}\n` : '') +
      `\nSalam hangat,\n${SITE.name}\n`,
    html: await renderMailHtml(
      <ReceiptMail name={name} lines={lines} anonymous={anonymous} link={link} verifyLink={verifyLink} />,
    ),
    attachments: [{ filename: receiptFileName(data), content: pdf, contentType: 'application/pdf' }],
  };
}
