import { guidesFor, paymentMethodName, type Guide, type PaymentRecord } from '@yayasan/contracts';
import type { Mail } from '@yayasan/service-kit';
import { DetailRows, Greeting, MailPage, renderMailHtml, SignOff } from '@yayasan/service-kit/mail-html';
import { formatDonorDate, formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import { paymentPageUrl } from './payments';

export const INSTRUCTIONS_SUBJECT = 'Instruksi pembayaran donasi Anda';
export const REMINDER_SUBJECT = 'Pengingat: batas pembayaran donasi Anda segera berakhir';

export type PaymentMailKind = 'instructions' | 'reminder';

/** The number to pay to: the first virtual account, or Permata's own field. */
export function vaNumberOf(record: Pick<PaymentRecord, 'midtrans_response'>): string | null {
  const r = record.midtrans_response;
  return r.va_numbers?.[0]?.va_number ?? r.permata_va_number ?? null;
}

const EXPIRES = 'Setelah batas waktu berlalu, nomor pembayaran ini tidak berlaku lagi.';

function PaymentMail({
  name,
  intro,
  lines,
  guides,
  link,
}: {
  name: string;
  intro: string;
  lines: [string, string][];
  guides: Guide[];
  link: string;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>{intro}</p>
      <DetailRows rows={lines} />
      <h3>Cara bayar</h3>
      {guides.map((g) => (
        <div key={g.title}>
          <p>
            <strong>{g.title}</strong>
          </p>
          <ol>
            {g.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
      <p>
        <a href={link}>Lanjutkan pembayaran</a>
      </p>
      <p>{EXPIRES}</p>
      <SignOff sender={SITE.name} />
    </MailPage>
  );
}

/**
 * The mail of an unpaid donation: the instructions at once, the reminder a few hours before the
 * deadline. Both carry what is needed to pay without the site (bank, VA number, amount, deadline, the
 * bank's steps) and the link that opens the same payment screen on any device.
 */
export async function paymentMail(
  kind: PaymentMailKind,
  to: { email: string; fullname: string },
  record: PaymentRecord,
  siteUrl: string,
): Promise<Mail> {
  const name = to.fullname || 'Donatur';
  const va = vaNumberOf(record);
  const code = record.midtrans_response.payment_code ?? null;
  const deadline = record.expiry_time ? `${formatDonorDate(record.expiry_time)} WIB` : '-';
  const link = paymentPageUrl(siteUrl, record.donation_id, record.order_id);
  const lines: [string, string][] = [
    ['Program', record.title],
    ['Metode', paymentMethodName(record)],
    ...(va ? [['Nomor Virtual Account', va] satisfies [string, string]] : []),
    ...(code ? [['Kode Pembayaran', code] satisfies [string, string]] : []),
    ['Jumlah', formatRp(record.amount)],
    ['Bayar sebelum', deadline],
    ['Order ID', record.order_id],
  ];
  const intro =
    kind === 'instructions'
      ? 'Terima kasih telah berdonasi. Selesaikan pembayaran Anda sebelum batas waktu berikut.'
      : 'Donasi Anda belum dibayar dan batas waktunya tinggal beberapa jam lagi.';
  const guides = guidesFor(record);
  const text =
    `Halo ${name},\n\n${intro}\n\n` +
    lines.map(([k, v]) => `${k}: ${v}`).join('\n') +
    '\n\nCara bayar:\n' +
    guides.map((g) => `${g.title}\n${g.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`).join('\n\n') +
    `\n\nLanjutkan pembayaran: ${link}\n${EXPIRES}\n` +
    `\nSalam hangat,\n${SITE.name}\n`;
  const html = await renderMailHtml(
    <PaymentMail name={name} intro={intro} lines={lines} guides={guides} link={link} />,
  );
  return { to: to.email, subject: kind === 'instructions' ? INSTRUCTIONS_SUBJECT : REMINDER_SUBJECT, text, html };
}
