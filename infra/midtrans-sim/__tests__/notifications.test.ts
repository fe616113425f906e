import {
  bankTransfer,
  charge,
  control,
  deadUrl,
  sha512Signature,
  simulator,
  startReceiver,
  uniqueOrderId,
  type Receiver,
  type Sim,
} from './helpers';

describe('simulator controls and signed notifications', () => {
  let now = 0;
  let receiver: Receiver;
  let app: Sim;

  beforeEach(async () => {
    now = Date.UTC(2025, 2, 3, 4, 5, 6); // 11:05:06 in Jakarta
    receiver = await startReceiver();
    app = await simulator({ now: () => now, notificationUrl: receiver.url, merchantId: 'G999' });
  });
  afterEach(async () => {
    await app.close();
    await receiver.close();
  });

  it('pays by order_id: settles, delivers the Midtrans notification, then answers', async () => {
    const orderId = uniqueOrderId('pay');
    const created = (await charge(app, bankTransfer(orderId, 'bca', 25000))).body;
    now += 90 * 1000;

    const { status, body } = await control(app, 'pay', { order_id: orderId });
    expect(status).toBe(200);
    expect(body).toEqual({
      order_id: orderId,
      transaction_id: created.transaction_id,
      transaction_status: 'settlement',
      notification: { delivered: true, attempts: 1, status: 200 },
    });

    // Delivery finished before the answer.
    expect(receiver.received).toHaveLength(1);
    const notification = receiver.received[0];
    expect(notification).toEqual({
      transaction_time: '2025-03-03 11:05:06',
      transaction_status: 'settlement',
      transaction_id: created.transaction_id,
      status_message: 'midtrans payment notification',
      status_code: '200',
      signature_key: sha512Signature(orderId, '200', '25000.00'),
      settlement_time: '2025-03-03 11:06:36',
      payment_type: 'bank_transfer',
      order_id: orderId,
      merchant_id: 'G999',
      gross_amount: '25000.00',
      fraud_status: 'accept',
      currency: 'IDR',
      va_numbers: created.va_numbers,
      payment_amounts: [{ paid_at: '2025-03-03 11:06:36', amount: '25000.00' }],
      expiry_time: '2025-03-04 11:05:06',
    });
    expect(notification.signature_key).not.toBe(sha512Signature(orderId, '201', '25000.00'));
  });

  it('pays by VA number (permata) and by VA number through the form field name', async () => {
    const permataOrder = uniqueOrderId('permata');
    const permata = (await charge(app, bankTransfer(permataOrder, 'permata', 100000))).body;
    const paid = await control(app, 'pay', { va_number: permata.permata_va_number });
    expect(paid.status).toBe(200);
    expect(paid.body.order_id).toBe(permataOrder);

    const bniOrder = uniqueOrderId('bni');
    const bni = (await charge(app, bankTransfer(bniOrder, 'bni', 55000))).body;
    const byRef = await control(app, 'pay', { ref: bni.va_numbers?.[0].va_number });
    expect(byRef.body).toMatchObject({ order_id: bniOrder, transaction_status: 'settlement' });

    await receiver.waitFor(2);
    expect(receiver.received[0]).toMatchObject({
      order_id: permataOrder,
      permata_va_number: permata.permata_va_number,
      signature_key: sha512Signature(permataOrder, '200', '100000.00'),
    });
    expect(receiver.received[0].va_numbers).toBeUndefined();
    expect(receiver.received[1]).toMatchObject({ order_id: bniOrder, va_numbers: bni.va_numbers });
  });

  it('notifies QRIS and GoPay settlements too', async () => {
    for (const paymentType of ['qris', 'gopay']) {
      const orderId = uniqueOrderId(paymentType);
      await charge(app, { payment_type: paymentType, transaction_details: { order_id: orderId, gross_amount: 33000 } });
      expect((await control(app, 'pay', { order_id: orderId })).body.notification.delivered).toBe(true);
    }
    expect(receiver.received.map((n) => [n.payment_type, n.transaction_status, n.status_code])).toEqual([
      ['qris', 'settlement', '200'],
      ['gopay', 'settlement', '200'],
    ]);
    for (const n of receiver.received) {
      expect(n.signature_key).toBe(sha512Signature(n.order_id, '200', '33000.00'));
      expect(n.expiry_time).toBe('2025-03-03 11:20:06');
    }
  });

  it('expires through the control and sends the expire notification', async () => {
    const orderId = uniqueOrderId('ctl-expire');
    await charge(app, bankTransfer(orderId, 'cimb', 18000));
    const { status, body } = await control(app, 'expire', { order_id: orderId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ transaction_status: 'expire', notification: { delivered: true, attempts: 1 } });
    expect(receiver.received[0]).toMatchObject({
      transaction_status: 'expire',
      status_code: '407',
      signature_key: sha512Signature(orderId, '407', '18000.00'),
    });
    expect(receiver.received[0].settlement_time).toBeUndefined();
  });

  it('answers 404 for an unknown order, 409 for a non-pending one, 400 without a reference', async () => {
    const unknown = await control(app, 'pay', { order_id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('order_not_found');
    expect((await control(app, 'pay', { va_number: '0000' })).status).toBe(404);

    const orderId = uniqueOrderId('twice');
    await charge(app, bankTransfer(orderId, 'bca'));
    expect((await control(app, 'pay', { order_id: orderId })).status).toBe(200);
    const again = await control(app, 'pay', { order_id: orderId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'not_pending', transaction_status: 'settlement' });
    expect((await control(app, 'expire', { order_id: orderId })).status).toBe(409);
    expect(receiver.received).toHaveLength(1);

    expect((await control(app, 'pay', {})).status).toBe(400);
  });

  it('retries when the receiver fails the first attempt', async () => {
    const flaky = await startReceiver(1);
    const sim = await simulator({ now: () => now, notificationUrl: flaky.url });
    try {
      const orderId = uniqueOrderId('retry');
      await charge(sim, bankTransfer(orderId, 'bri', 21000));
      const started = Date.now();
      const { body } = await control(sim, 'pay', { order_id: orderId });
      expect(body.notification).toEqual({ delivered: true, attempts: 2, status: 200 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(flaky.answered).toEqual([500, 200]);
      expect(flaky.received).toHaveLength(1);
      expect(flaky.received[0]).toMatchObject({
        order_id: orderId,
        transaction_status: 'settlement',
        signature_key: sha512Signature(orderId, '200', '21000.00'),
      });
    } finally {
      await sim.close();
      await flaky.close();
    }
  });

  it('gives up after three attempts and says so; the order is still settled', async () => {
    const failing = await startReceiver(10, 503);
    const sim = await simulator({ now: () => now, notificationUrl: failing.url, retryDelaysMs: [20, 50] });
    try {
      const orderId = uniqueOrderId('fail');
      await charge(sim, bankTransfer(orderId, 'bca'));
      const { status, body } = await control(sim, 'pay', { order_id: orderId });
      expect(status).toBe(200);
      expect(body.transaction_status).toBe('settlement');
      expect(body.notification).toMatchObject({ delivered: false, attempts: 3, status: 503 });
      expect(failing.answered).toEqual([503, 503, 503]);
    } finally {
      await sim.close();
      await failing.close();
    }
  });

  it('retries on network errors', async () => {
    const sim = await simulator({ now: () => now, notificationUrl: await deadUrl(), retryDelaysMs: [10, 10] });
    try {
      const orderId = uniqueOrderId('down');
      await charge(sim, bankTransfer(orderId, 'bca'));
      const { body } = await control(sim, 'pay', { order_id: orderId });
      expect(body.notification.delivered).toBe(false);
      expect(body.notification.attempts).toBe(3);
      expect(body.notification.status).toBeUndefined();
      expect(body.notification.error).toEqual(expect.any(String));
    } finally {
      await sim.close();
    }
  });

  it('sends to the X-Override-Notification URL given with the charge', async () => {
    const other = await startReceiver();
    try {
      const orderId = uniqueOrderId('override');
      await charge(app, bankTransfer(orderId, 'bca'), { 'x-override-notification': other.url });
      await control(app, 'pay', { order_id: orderId });
      expect(other.received.map((n) => n.order_id)).toEqual([orderId]);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('reports an undelivered notification when no URL is configured', async () => {
    const quiet = await simulator({ now: () => now });
    try {
      const orderId = uniqueOrderId('quiet');
      await charge(quiet, bankTransfer(orderId, 'bca'));
      const { body } = await control(quiet, 'pay', { order_id: orderId });
      expect(body.transaction_status).toBe('settlement');
      expect(body.notification).toMatchObject({ delivered: false, attempts: 0 });
    } finally {
      await quiet.close();
    }
  });
});
