import QRCode from 'qrcode';
import {
  bankTransfer,
  charge,
  getStatus,
  simulator,
  startReceiver,
  uniqueOrderId,
  type Receiver,
  type Sim,
} from './helpers';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('QR images, the simulator page and health', () => {
  let receiver: Receiver;
  let app: Sim;

  beforeEach(async () => {
    receiver = await startReceiver();
    app = await simulator({ notificationUrl: receiver.url });
  });
  afterEach(async () => {
    await app.close();
    await receiver.close();
  });

  it('answers /healthz', async () => {
    const res = await app.request({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>()).toEqual({ status: 'ok' });
  });

  it('serves a 256x256 PNG QR code of the qr_string, without auth', async () => {
    const orderId = uniqueOrderId('qr');
    const created = (
      await charge(app, { payment_type: 'qris', transaction_details: { order_id: orderId, gross_amount: 25000 } })
    ).body;
    const path = new URL(created.actions?.[0].url ?? '').pathname;

    const res = await app.request({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);

    let matchingMargin: number | undefined;
    for (const margin of [2, 3, 1, 4, 5]) {
      const expected = await QRCode.toBuffer(created.qr_string ?? '', {
        type: 'png',
        errorCorrectionLevel: 'M',
        width: 256,
        margin,
      });
      if (expected.equals(png)) {
        matchingMargin = margin;
        break;
      }
    }
    expect(matchingMargin).toBeDefined();
    const other = await QRCode.toBuffer('something else', { type: 'png', width: 256 });
    expect(other.equals(png)).toBe(false);
  });

  it('serves GoPay QR codes at the GoPay path, and 404 for VA or unknown transactions', async () => {
    const gopay = (
      await charge(app, {
        payment_type: 'gopay',
        transaction_details: { order_id: uniqueOrderId(), gross_amount: 5000 },
      })
    ).body;
    const gopayRes = await app.request({ url: new URL(gopay.actions?.[0].url ?? '').pathname });
    expect(gopayRes.statusCode).toBe(200);
    expect(gopayRes.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);

    const va = (await charge(app, bankTransfer(uniqueOrderId(), 'bca'))).body;
    expect((await app.request({ url: `/v2/qris/${va.transaction_id}/qr-code` })).statusCode).toBe(404);
    expect((await app.request({ url: '/v2/qris/00000000-0000-0000-0000-000000000000/qr-code' })).statusCode).toBe(404);
  });

  it('lists recent orders with Pay and Expire forms', async () => {
    const vaOrder = uniqueOrderId('page-va');
    const va = (await charge(app, bankTransfer(vaOrder, 'bni', 125000))).body;
    const qrOrder = uniqueOrderId('page-qr');
    const qr = (
      await charge(app, { payment_type: 'qris', transaction_details: { order_id: qrOrder, gross_amount: 10000 } })
    ).body;

    const res = await app.request({ url: '/simulator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Simulator Pembayaran</title>');
    expect(html).toContain(vaOrder);
    expect(html).toContain(va.va_numbers?.[0].va_number);
    expect(html).toContain('Rp 125.000');
    expect(html).toContain(`/v2/qris/${qr.transaction_id}/qr-code`);
    expect(html.indexOf(qrOrder)).toBeLessThan(html.indexOf(vaOrder));
    expect(html).toContain('<form method="post" action="/simulator/pay">');
    expect(html).toContain('<form method="post" action="/simulator/expire">');
    expect(html).toContain('name="ref"');
    expect(html).not.toMatch(/<(script|link)\b|src="http/);
  });

  it('pays from the page form and redirects back to it', async () => {
    const orderId = uniqueOrderId('form');
    await charge(app, bankTransfer(orderId, 'bca', 50000));

    const res = await app.request({ url: '/simulator/pay', ...form({ order_id: orderId }) });
    expect(res.statusCode).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('/simulator?')).toBe(true);
    expect(new URL(location, app.url).searchParams.get('order_id')).toBe(orderId);

    expect(receiver.received).toHaveLength(1);
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('settlement');

    const page = await app.request({ url: location });
    expect(page.body).toContain(`Transaksi ${orderId} dibayar (notifikasi terkirim, 1 percobaan).`);
    expect(page.body).toContain('Lunas');
  });

  it('pays by VA number from the lookup field, and reports unknown references on the page', async () => {
    const orderId = uniqueOrderId('lookup');
    const va = (await charge(app, bankTransfer(orderId, 'bri'))).body.va_numbers?.[0].va_number ?? '';

    const paid = await app.request({ url: '/simulator/pay', ...form({ ref: va }) });
    expect(paid.statusCode).toBe(303);
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('settlement');

    const unknown = await app.request({ url: '/simulator/pay', ...form({ ref: '999' }) });
    expect(unknown.statusCode).toBe(303);
    const params = new URL(unknown.headers.get('location') ?? '', app.url).searchParams;
    expect(params.get('error')).toBe('1');
    expect(params.get('msg')).toContain('999');
  });

  it('expires from the page form', async () => {
    const orderId = uniqueOrderId('form-expire');
    await charge(app, { payment_type: 'gopay', transaction_details: { order_id: orderId, gross_amount: 7000 } });
    const res = await app.request({ url: '/simulator/expire', ...form({ order_id: orderId }) });
    expect(res.statusCode).toBe(303);
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('expire');
    expect(receiver.received[0]).toMatchObject({ order_id: orderId, transaction_status: 'expire' });
  });

  it('answers unknown routes with a Midtrans-style 404', async () => {
    const res = await app.request({ url: '/v3/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status_code: '404' });
  });
});
