import { paths, verificationPath } from '@yayasan/contracts';
import { escapeHtml, type Mail } from '@yayasan/service-kit';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import type { ReceiptData } from './payments';

export const RECEIPT_SUBJECT = 'Terima kasih atas donasi Anda';

/** The receipt PDF's file name in the mail. */
export const receiptFileName = (data: Pick<ReceiptData, 'transaction_id' | 'order_id'>) =>
  `invoice-${(data.transaction_id || data.order_id).replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

/**
 * The Indonesian thank-you mail of a settled donation: amount, campaign, date (Jakarta time) and
 * transaction id, with the PDF receipt attached. Anonymous donors get it too, greeted by their own
 * name (the public list shows 'Hamba Allah', the mail is private).
 */
export function receiptMail(
  to: { email: string; fullname: string },
  data: ReceiptData,
  pdf: Buffer,
  siteUrl: string,
): Mail {
  const amount = formatRp(data.donation_amount);
  const date = `${formatHistoryDate(data.donation_date)} WIB`;
  const name = to.fullname || 'Donatur';
  const lines: [string, string][] = [
    ['Jumlah', amount],
    ['Program', data.title],
    ['Tanggal', date],
    ['ID Transaksi', data.transaction_id || data.order_id],
  ];
  if (data.receipt_code) lines.push(['Kode Verifikasi', data.receipt_code]);
  const verifyLink = data.receipt_code ? `${siteUrl}${verificationPath(data.receipt_code)}` : null;
  const link = `${siteUrl}${paths.donationDetail(data.donation_id)}`;
  return {
    to: to.email,
    subject: RECEIPT_SUBJECT,
    text:
      `Halo ${name},\n\nAlhamdulillah, donasi Anda telah kami terima. Terima kasih atas kepedulian Anda.\n\n` +
      lines.map(([k, v]) => `${k}: ${v}`).join('\n') +
      `\n\nBukti donasi (PDF) terlampir pada email ini.` +
      `${data.anonymous ? ' Donasi ini ditampilkan sebagai "Hamba Allah" di halaman program.' : ''}\n` +
      `Lihat program: ${link}\n` +
      (verifyLink ? `Periksa donasi Anda tercatat di laporan dana: ${verifyLink}\n` : '') +
      `\nSalam hangat,\n${SITE.name}\n`,
    html:
      `<p>Halo ${escapeHtml(name)},</p>` +
      '<p>Alhamdulillah, donasi Anda telah kami terima. Terima kasih atas kepedulian Anda.</p>' +
      `<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      '<p>Bukti donasi (PDF) terlampir pada email ini.' +
      `${data.anonymous ? ' Donasi ini ditampilkan sebagai "Hamba Allah" di halaman program.' : ''}</p>` +
      `<p><a href="${escapeHtml(link)}">Lihat program</a></p>` +
      (verifyLink
        ? `<p><a href="${escapeHtml(verifyLink)}">Periksa donasi Anda tercatat di laporan dana</a></p>`
        : '') +
      `<p>Salam hangat,<br>${escapeHtml(SITE.name)}</p>`,
    attachments: [{ filename: receiptFileName(data), content: pdf, contentType: 'application/pdf' }],
  };
}
