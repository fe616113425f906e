import {
  AUTH,
  bankTransfer,
  charge,
  control,
  getStatus,
  sha512Signature,
  simulator,
  startReceiver,
  uniqueOrderId,
  waitUntil,
  type Receiver,
  type Sim,
} from './helpers';

describe('GET /v2/{id}/status, POST /v2/{id}/expire and expiry by time', () => {
  let now = 0;
  let receiver: Receiver;
  let app: Sim;

  beforeEach(async () => {
    now = Date.UTC(2025, 5, 10, 1, 0, 0); // 08:00:00 in Jakarta
    receiver = await startReceiver();
    app = await simulator({ now: () => now, notificationUrl: receiver.url });
  });
  afterEach(async () => {
    await app.close();
    await receiver.close();
  });

  const expire = (id: string) =>
    app.request({ method: 'POST', url: `/v2/${id}/expire`, headers: { authorization: AUTH } });

  it('reports a pending order by order_id and by transaction_id, signed', async () => {
    const orderId = uniqueOrderId('status');
    const created = (await charge(app, bankTransfer(orderId, 'bca', 30000))).body;

    for (const id of [orderId, created.transaction_id]) {
      const { status, body } = await getStatus(app, id);
      expect(status).toBe(200);
      expect(body).toEqual({
        transaction_time: '2025-06-10 08:00:00',
        transaction_status: 'pending',
        transaction_id: created.transaction_id,
        status_message: 'Success, transaction is found',
        status_code: '201',
        signature_key: sha512Signature(orderId, '201', '30000.00'),
        payment_type: 'bank_transfer',
        order_id: orderId,
        merchant_id: created.merchant_id,
        gross_amount: '30000.00',
        fraud_status: 'accept',
        currency: 'IDR',
        va_numbers: created.va_numbers,
        payment_amounts: [],
        expiry_time: '2025-06-11 08:00:00',
      });
    }
  });

  it('reports settlement with status_code 200 and settlement_time', async () => {
    const orderId = uniqueOrderId('settled');
    await charge(app, bankTransfer(orderId, 'permata', 75000));
    now += 5 * 60 * 1000;
    await app.request({ method: 'POST', url: '/simulator/pay', payload: { order_id: orderId } });

    const { body } = await getStatus(app, orderId);
    expect(body).toMatchObject({
      transaction_status: 'settlement',
      status_code: '200',
      settlement_time: '2025-06-10 08:05:00',
      gross_amount: '75000.00',
      permata_va_number: expect.stringMatching(/^\d{16}$/),
      payment_amounts: [{ paid_at: '2025-06-10 08:05:00', amount: '75000.00' }],
    });
    expect(body.signature_key).toBe(sha512Signature(orderId, '200', '75000.00'));
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await getStatus(app, 'no-such-order');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status_code: '404', status_message: "Transaction doesn't exist." });
  });

  it('expires a pending order (407), notifies, then refuses to change it again (412)', async () => {
    const orderId = uniqueOrderId('expire');
    const created = (
      await charge(app, { payment_type: 'qris', transaction_details: { order_id: orderId, gross_amount: 20000 } })
    ).body;

    const res = await expire(created.transaction_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: '407',
      status_message: 'Success, transaction has expired',
      transaction_id: created.transaction_id,
      order_id: orderId,
      payment_type: 'qris',
      transaction_time: '2025-06-10 08:00:00',
      transaction_status: 'expire',
      gross_amount: '20000.00',
    });

    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({
      order_id: orderId,
      transaction_status: 'expire',
      status_code: '407',
      gross_amount: '20000.00',
      signature_key: sha512Signature(orderId, '407', '20000.00'),
    });

    const status = await getStatus(app, orderId);
    expect(status.body).toMatchObject({ transaction_status: 'expire', status_code: '407' });

    const again = await expire(orderId);
    expect(again.statusCode).toBe(412);
    expect(again.json()).toMatchObject({
      status_code: '412',
      status_message: 'Merchant cannot modify the status of the transaction',
    });
    expect((await expire('unknown-order')).statusCode).toBe(404);
  });

  it('refuses to expire a settled order', async () => {
    const orderId = uniqueOrderId('paid');
    await charge(app, bankTransfer(orderId, 'bni'));
    await app.request({ method: 'POST', url: '/simulator/pay', payload: { order_id: orderId } });
    expect((await expire(orderId)).statusCode).toBe(412);
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('settlement');
  });

  it('cancels a pending GoPay order through its cancel action', async () => {
    const orderId = uniqueOrderId('cancel');
    const created = (
      await charge(app, { payment_type: 'gopay', transaction_details: { order_id: orderId, gross_amount: 15000 } })
    ).body;
    const res = await app.request({
      method: 'POST',
      url: `/v2/${created.transaction_id}/cancel`,
      headers: { authorization: AUTH },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: '200', transaction_status: 'cancel', order_id: orderId });
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({ transaction_status: 'cancel', status_code: '200' });
    expect(notification.signature_key).toBe(sha512Signature(orderId, '200', '15000.00'));
  });

  it('reads a pending order as expire once expiry_time has passed, notifying once', async () => {
    const orderId = uniqueOrderId('timeout');
    await charge(app, { payment_type: 'qris', transaction_details: { order_id: orderId, gross_amount: 12000 } });

    now += 15 * 60 * 1000 - 1000;
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('pending');

    now += 1000;
    const first = await getStatus(app, orderId);
    expect(first.body).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect(first.body.signature_key).toBe(sha512Signature(orderId, '407', '12000.00'));
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('expire');

    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({ order_id: orderId, transaction_status: 'expire', status_code: '407' });
    // A later notification, whose delivery the control call awaits, follows any repeat sent by the reads.
    const later = uniqueOrderId('later');
    await charge(app, bankTransfer(later, 'bca'));
    await control(app, 'expire', { order_id: later });
    expect(receiver.received.map((n) => n.order_id)).toEqual([orderId, later]);

    const pay = await app.request({ method: 'POST', url: '/simulator/pay', payload: { order_id: orderId } });
    expect(pay.statusCode).toBe(409);
  });

  it('expires overdue orders in the background without any read', async () => {
    let clockReads = 0;
    const clock = () => {
      clockReads += 1;
      return now;
    };
    // A sweep reads the clock once per pending order, and at most two are pending here.
    const twoSweeps = async () => {
      const from = clockReads;
      await waitUntil(() => clockReads >= from + 4, 'two expiry sweeps');
    };
    const sweeping = await simulator({ now: clock, notificationUrl: receiver.url, expirySweepMs: 20 });
    try {
      const orderId = uniqueOrderId('sweep');
      const dayLong = uniqueOrderId('day-long');
      await charge(sweeping, bankTransfer(dayLong, 'bca'));
      await charge(sweeping, {
        ...bankTransfer(orderId, 'bri', 40000),
        custom_expiry: { expiry_duration: 30, unit: 'second' },
      });
      await twoSweeps();
      expect(receiver.received).toHaveLength(0);
      expect((await getStatus(sweeping, orderId)).body.transaction_status).toBe('pending');

      now += 30 * 1000;
      const [notification] = await receiver.waitFor(1);
      expect(notification).toMatchObject({
        order_id: orderId,
        transaction_status: 'expire',
        status_code: '407',
        expiry_time: '2025-06-10 08:00:30',
        signature_key: sha512Signature(orderId, '407', '40000.00'),
      });
      await twoSweeps();
      // The control call awaits its delivery, which follows any repeat the sweeps sent.
      await control(sweeping, 'expire', { order_id: dayLong });
      expect(receiver.received.map((n) => n.order_id)).toEqual([orderId, dayLong]);
    } finally {
      await sweeping.close();
    }
  });
});
