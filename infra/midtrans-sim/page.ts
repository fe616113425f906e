import { formatJakartaTime } from '@yayasan/format';
import { escapeHtml } from '@yayasan/service-kit/html';
import type { Order } from './orders';
import { nextExecutionAt, type Subscription } from './subscriptions';
import { deeplinkUrl, qrCodeUrl, threeDsUrl } from './payloads';

export interface PageModel {
  orders: Order[];
  /** Subscriptions, and the simulator's clock they are charged by. */
  subscriptions?: Subscription[];
  now?: number;
  message?: string;
  isError?: boolean;
  highlight?: string;
}

export const rupiah = (grossAmount: string): string =>
  'Rp ' + Number(grossAmount).toLocaleString('id-ID', { maximumFractionDigits: 0 });

const STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Menunggu',
  settlement: 'Lunas',
  capture: 'Lunas (kartu)',
  deny: 'Ditolak',
  expire: 'Kedaluwarsa',
  cancel: 'Dibatalkan',
};

function method(order: Order): string {
  if (order.paymentType === 'bank_transfer') return `VA ${(order.bank ?? '').toUpperCase()}`;
  if (order.paymentType === 'cstore') return order.store === 'alfamart' ? 'Alfamart' : 'Indomaret';
  if (order.paymentType === 'credit_card') return 'Kartu';
  return WALLET_NAMES[order.paymentType];
}

export const WALLET_NAMES = { qris: 'QRIS', gopay: 'GoPay', shopeepay: 'ShopeePay' } as const;

function paymentData(order: Order): string {
  if (order.vaNumber) return `<code>${escapeHtml(order.vaNumber)}</code>`;
  if (order.paymentCode) return `<code>${escapeHtml(order.paymentCode)}</code>`;
  if (order.paymentType === 'credit_card') {
    return `${escapeHtml(order.maskedCard ?? '')}<br><a href="${escapeHtml(threeDsUrl(order, ''))}">Halaman 3DS</a>`;
  }
  const links: string[] = [];
  if (order.qrString)
    links.push(`<a href="${escapeHtml(qrCodeUrl(order, ''))}" target="_blank" rel="noopener">Lihat QR</a>`);
  if (order.paymentType === 'gopay' || order.paymentType === 'shopeepay') {
    links.push(`<a href="${escapeHtml(deeplinkUrl(order, ''))}">Buka aplikasi</a>`);
  }
  return links.join('<br>');
}

function actionForm(action: 'pay' | 'expire', order: Order): string {
  const label = action === 'pay' ? 'Bayar' : 'Kedaluwarsakan';
  return (
    `<form method="post" action="/simulator/${action}">` +
    `<input type="hidden" name="order_id" value="${escapeHtml(order.orderId)}">` +
    `<button type="submit" class="${action}">${label}</button></form>`
  );
}

function notificationCell(order: Order): string {
  const n = order.lastNotification;
  if (!n) return '-';
  const text = n.delivered ? `terkirim (${n.attempts}x)` : `gagal (${n.attempts}x${n.error ? `, ${n.error}` : ''})`;
  return escapeHtml(text);
}

function row(order: Order, highlight?: string): string {
  const marked = highlight !== undefined && (order.orderId === highlight || order.transactionId === highlight);
  const actions = order.status === 'pending' ? actionForm('pay', order) + actionForm('expire', order) : '';
  return `<tr class="${order.status}${marked ? ' highlight' : ''}">
<td><code>${escapeHtml(order.orderId)}</code><br><small>${escapeHtml(order.transactionId)}</small></td>
<td>${escapeHtml(method(order))}</td>
<td>${paymentData(order)}</td>
<td class="num">${escapeHtml(rupiah(order.grossAmount))}</td>
<td><span class="status">${STATUS_LABELS[order.status]}</span> <small>(${order.status})</small></td>
<td>${formatJakartaTime(order.transactionTime)}</td>
<td>${formatJakartaTime(order.expiryTime)}</td>
<td>${notificationCell(order)}</td>
<td class="actions">${actions}</td>
</tr>`;
}

function subscriptionRow(sub: Subscription): string {
  const next = sub.status === 'active' ? formatJakartaTime(nextExecutionAt(sub)) : '-';
  return `<tr class="${sub.status}">
<td><code>${escapeHtml(sub.name)}</code><br><small>${escapeHtml(sub.id)}</small></td>
<td>${sub.paymentType === 'gopay' ? 'GoPay' : 'Kartu'}</td>
<td class="num">${escapeHtml(rupiah(sub.amount))}</td>
<td>${sub.status === 'active' ? 'Aktif' : 'Nonaktif'}</td>
<td>${sub.currentInterval}</td>
<td>${next}</td>
</tr>`;
}

/** The subscriptions and the clock control that charges what falls due. */
function subscriptionsSection(model: PageModel): string {
  if (model.now === undefined) return '';
  const subs = model.subscriptions ?? [];
  const rows =
    subs.length > 0 ? subs.map(subscriptionRow).join('\n') : '<tr><td colspan="6">Belum ada langganan.</td></tr>';
  return `<h2>Langganan (pembayaran otomatis)</h2>
<p>Jam simulator: <strong>${formatJakartaTime(model.now)}</strong> WIB. Memajukan jam membuat setiap tagihan yang jatuh tempo dan mengirim notifikasinya.</p>
<form class="clock" method="post" action="/simulator/clock/advance">
<label>Bulan <input name="months" type="number" min="0" value="1"></label>
<label>Hari <input name="days" type="number" min="0" value="0"></label>
<button type="submit" class="pay">Majukan jam</button>
</form>
<table>
<thead><tr><th>Nama / ID</th><th>Metode</th><th>Jumlah</th><th>Status</th><th>Tagihan</th><th>Tagihan berikutnya</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The simulator's dashboard: recent orders with Pay / Expire buttons, subscriptions and the clock. */
export function renderPage(model: PageModel): string {
  const banner = model.message
    ? `<p class="banner${model.isError ? ' error' : ''}" role="status">${escapeHtml(model.message)}</p>`
    : '';
  const rows =
    model.orders.length > 0
      ? model.orders.map((o) => row(o, model.highlight)).join('\n')
      : '<tr><td colspan="9">Belum ada transaksi.</td></tr>';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulator Pembayaran</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}
h1{font-size:1.5rem;margin:0 0 .25rem}
table{border-collapse:collapse;width:100%;margin-top:1rem;font-size:.9rem}
th,td{border:1px solid #d1d5db;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}
td.num{text-align:right;white-space:nowrap}
td.actions form{display:inline-block;margin:0 .25rem .25rem 0}
tr.settlement .status{color:#047857;font-weight:600}
tr.expire .status,tr.cancel .status{color:#b91c1c}
tr.pending .status{color:#b45309}
tr.highlight{outline:3px solid #2563eb}
button{cursor:pointer;padding:.3rem .7rem;border-radius:4px;border:1px solid #9ca3af;background:#fff}
button.pay{background:#047857;color:#fff;border-color:#047857}
.banner{padding:.5rem .75rem;background:#ecfdf5;border:1px solid #10b981;border-radius:4px}
.banner.error{background:#fef2f2;border-color:#ef4444}
.lookup input{padding:.3rem;min-width:22rem}
.clock input{width:4rem;padding:.3rem;margin-right:.5rem}
h2{font-size:1.2rem;margin:2rem 0 .25rem}
</style>
</head>
<body>
<h1>Simulator Pembayaran</h1>
<p>Simulator Midtrans Core API untuk pengembangan lokal. Setiap perubahan status mengirim notifikasi bertanda tangan.</p>
${banner}
<form class="lookup" method="post" action="/simulator/pay">
<label for="ref">Bayar dengan Nomor VA, Kode Pembayaran atau Order ID</label><br>
<input id="ref" name="ref" required placeholder="mis. 12800000123 atau DON-123">
<button type="submit" class="pay">Bayar</button>
</form>
<p><a href="/simulator">Muat ulang</a></p>
<table>
<thead><tr><th>Order ID / Transaction ID</th><th>Metode</th><th>Data Pembayaran</th><th>Jumlah</th><th>Status</th><th>Waktu Transaksi</th><th>Batas Bayar</th><th>Notifikasi</th><th>Aksi</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${subscriptionsSection(model)}
</body>
</html>`;
}
