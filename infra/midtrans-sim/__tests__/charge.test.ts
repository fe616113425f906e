import { AUTH, bankTransfer, charge, simulator, uniqueOrderId, type Sim } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /v2/charge', () => {
  // 2025-01-01 03:00:00 UTC = 10:00:00 in Jakarta
  let now = Date.UTC(2025, 0, 1, 3, 0, 0, 250);
  let app: Sim;

  beforeEach(async () => {
    now = Date.UTC(2025, 0, 1, 3, 0, 0, 250);
    app = await simulator({ now: () => now, merchantId: 'G123456789' });
  });
  afterEach(() => app.close());

  describe('authorization', () => {
    it('answers 401 without an Authorization header', async () => {
      const res = await app.request({ method: 'POST', url: '/v2/charge', payload: bankTransfer('A-1', 'bca') });
      expect(res.statusCode).toBe(401);
      const body = res.json();
      expect(body).toMatchObject({ status_code: '401', status_message: 'Unknown Merchant server_key/id' });
      expect(body.id).toMatch(UUID);
    });

    it('answers 401 for a wrong server key, and for the right key without the colon', async () => {
      for (const authorization of [
        'Basic ' + Buffer.from('SB-Mid-server-other:').toString('base64'),
        'Basic ' + Buffer.from('SB-Mid-server-test-key').toString('base64'),
        'Bearer SB-Mid-server-test-key',
      ]) {
        const res = await app.request({
          method: 'POST',
          url: '/v2/charge',
          headers: { authorization },
          payload: bankTransfer('A-2', 'bca'),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().status_code).toBe('401');
      }
    });

    it('also guards status and expire', async () => {
      const status = await app.request({ method: 'GET', url: '/v2/whatever/status' });
      const expire = await app.request({ method: 'POST', url: '/v2/whatever/expire' });
      expect(status.statusCode).toBe(401);
      expect(expire.statusCode).toBe(401);
    });
  });

  it.each(['bca', 'bni', 'bri', 'cimb'])('creates a %s virtual account with va_numbers', async (bank) => {
    const orderId = uniqueOrderId(bank);
    const { status, body } = await charge(app, {
      ...bankTransfer(orderId, bank, 25000),
      customer_details: { first_name: 'Hamba Allah' },
      item_details: [{ id: 'don-1', price: 25000, quantity: 1, name: 'Donasi' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status_code: '201',
      status_message: 'Success, Bank Transfer transaction is created',
      transaction_id: expect.stringMatching(UUID),
      order_id: orderId,
      merchant_id: 'G123456789',
      gross_amount: '25000.00',
      currency: 'IDR',
      payment_type: 'bank_transfer',
      transaction_time: '2025-01-01 10:00:00',
      transaction_status: 'pending',
      fraud_status: 'accept',
      va_numbers: [{ bank, va_number: expect.stringMatching(/^\d{10,18}$/) }],
      expiry_time: '2025-01-02 10:00:00',
    });
    expect(body.permata_va_number).toBeUndefined();
  });

  it('creates a permata virtual account with permata_va_number', async () => {
    const orderId = uniqueOrderId('permata');
    const { status, body } = await charge(app, bankTransfer(orderId, 'permata', 145000));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: '201',
      status_message: 'Success, PERMATA VA transaction is successful',
      order_id: orderId,
      gross_amount: '145000.00',
      payment_type: 'bank_transfer',
      transaction_status: 'pending',
      expiry_time: '2025-01-02 10:00:00',
    });
    expect(body.permata_va_number).toMatch(/^\d{16}$/);
    expect(body.va_numbers).toBeUndefined();
  });

  it('gives every order its own digits-only VA number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const bank = ['bca', 'bni', 'bri', 'cimb', 'permata'][i % 5];
      const { body } = await charge(app, bankTransfer(uniqueOrderId('va'), bank));
      const va = body.permata_va_number ?? body.va_numbers?.[0].va_number;
      expect(va).toMatch(/^\d+$/);
      numbers.add(va as string);
    }
    expect(numbers.size).toBe(40);
  });

  it('creates a QRIS charge with a generate-qr-code action and a 15 minute expiry', async () => {
    const orderId = uniqueOrderId('qris');
    const { status, body } = await charge(app, {
      payment_type: 'qris',
      transaction_details: { order_id: orderId, gross_amount: 50000 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: '201',
      status_message: 'QRIS transaction is created',
      payment_type: 'qris',
      gross_amount: '50000.00',
      currency: 'IDR',
      transaction_status: 'pending',
      fraud_status: 'accept',
      transaction_time: '2025-01-01 10:00:00',
      expiry_time: '2025-01-01 10:15:00',
      acquirer: 'gopay',
    });
    expect(body.actions).toEqual([
      {
        name: 'generate-qr-code',
        method: 'GET',
        url: `http://sim.test/v2/qris/${body.transaction_id}/qr-code`,
      },
    ]);
    expect(body.qr_string).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(body.qr_string).toContain(body.transaction_id);
  });

  it('creates a GoPay charge with the four Midtrans actions', async () => {
    const orderId = uniqueOrderId('gopay');
    const { status, body } = await charge(app, {
      payment_type: 'gopay',
      transaction_details: { order_id: orderId, gross_amount: '10000' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_message: 'GoPay transaction is created',
      payment_type: 'gopay',
      gross_amount: '10000.00',
      expiry_time: '2025-01-01 10:15:00',
    });
    const tid = body.transaction_id;
    expect(body.actions).toEqual([
      { name: 'generate-qr-code', method: 'GET', url: `http://sim.test/v2/gopay/${tid}/qr-code` },
      {
        name: 'deeplink-redirect',
        method: 'GET',
        url: `http://sim.test/simulator/app/${tid}`,
      },
      { name: 'get-status', method: 'GET', url: `http://sim.test/v2/${tid}/status` },
      { name: 'cancel', method: 'POST', url: `http://sim.test/v2/${tid}/cancel` },
    ]);
  });

  it('uses the request host for links when no public URL is configured', async () => {
    const local = await simulator({ publicUrl: undefined });
    try {
      const { body } = await charge(local, {
        payment_type: 'qris',
        transaction_details: { order_id: uniqueOrderId(), gross_amount: 1000 },
      });
      expect(body.actions?.[0].url).toBe(`${local.url}/v2/qris/${body.transaction_id}/qr-code`);
    } finally {
      await local.close();
    }
  });

  it('writes times in Asia/Jakarta, across the date line', async () => {
    now = Date.UTC(2025, 11, 31, 20, 30, 5); // 2026-01-01 03:30:05 in Jakarta
    const { body } = await charge(app, bankTransfer(uniqueOrderId(), 'bni'));
    expect(body.transaction_time).toBe('2026-01-01 03:30:05');
    expect(body.expiry_time).toBe('2026-01-02 03:30:05');
  });

  it.each([
    [{ expiry_duration: 60, unit: 'minute' }, '2025-01-01 11:00:00'],
    [{ expiry_duration: 2, unit: 'hour' }, '2025-01-01 12:00:00'],
    [{ expiry_duration: 3, unit: 'day' }, '2025-01-04 10:00:00'],
    [{ expiry_duration: 90, unit: 'second' }, '2025-01-01 10:01:30'],
    [{ order_time: '2025-01-01 09:30:00 +0700', expiry_duration: 45, unit: 'minute' }, '2025-01-01 10:15:00'],
  ])('honours custom_expiry %j', async (customExpiry, expected) => {
    const { body } = await charge(app, {
      ...bankTransfer(uniqueOrderId(), 'bri'),
      custom_expiry: customExpiry,
    });
    expect(body.expiry_time).toBe(expected);
  });

  it('answers 406 for an order_id that is still pending or already paid', async () => {
    const orderId = uniqueOrderId('dup');
    expect((await charge(app, bankTransfer(orderId, 'bca'))).status).toBe(200);
    const again = await charge(app, {
      payment_type: 'qris',
      transaction_details: { order_id: orderId, gross_amount: 25000 },
    });
    expect(again.status).toBe(406);
    expect(again.body).toMatchObject({
      status_code: '406',
      status_message:
        'The request could not be completed due to a conflict with the current state of the target resource, please try again',
    });

    await app.request({ method: 'POST', url: '/simulator/pay', payload: { order_id: orderId } });
    expect((await charge(app, bankTransfer(orderId, 'bca'))).status).toBe(406);
  });

  it('lets an expired order_id be charged again, as Midtrans does', async () => {
    const orderId = uniqueOrderId('reuse');
    const first = await charge(app, bankTransfer(orderId, 'bca'));
    await app.request({ method: 'POST', url: `/v2/${orderId}/expire`, headers: { authorization: AUTH } });
    const second = await charge(app, bankTransfer(orderId, 'bca'));
    expect(second.status).toBe(200);
    expect(second.body.transaction_id).not.toBe(first.body.transaction_id);
    expect(second.body.va_numbers?.[0].va_number).not.toBe(first.body.va_numbers?.[0].va_number);
  });

  it.each([
    [{}, 'payment_type is required'],
    [
      { payment_type: 'akulaku', transaction_details: { order_id: 'x', gross_amount: 1 } },
      'payment_type must be one of bank_transfer, qris, gopay, shopeepay, credit_card, cstore',
    ],
    [{ payment_type: 'qris' }, 'transaction_details is required'],
    [{ payment_type: 'qris', transaction_details: { gross_amount: 1000 } }, 'transaction_details.order_id is required'],
    [{ payment_type: 'qris', transaction_details: { order_id: 'x' } }, 'transaction_details.gross_amount is required'],
    [
      { payment_type: 'qris', transaction_details: { order_id: 'x', gross_amount: 'abc' } },
      'transaction_details.gross_amount must be a number',
    ],
    [
      { payment_type: 'qris', transaction_details: { order_id: 'x', gross_amount: 0 } },
      'transaction_details.gross_amount must be greater than or equal to 1',
    ],
    [
      { payment_type: 'qris', transaction_details: { order_id: 'x', gross_amount: 10.5 } },
      'transaction_details.gross_amount must be an integer for IDR',
    ],
    [
      { payment_type: 'qris', transaction_details: { order_id: 'a b', gross_amount: 1 } },
      'transaction_details.order_id may only contain letters, digits, -, _, ~ and .',
    ],
    [
      { payment_type: 'qris', transaction_details: { order_id: 'x'.repeat(51), gross_amount: 1 } },
      'transaction_details.order_id may not be longer than 50 characters',
    ],
    [
      { payment_type: 'bank_transfer', transaction_details: { order_id: 'x', gross_amount: 1 } },
      'bank_transfer.bank is required',
    ],
    [{ ...bankTransfer('x', 'mandiri') }, 'bank_transfer.bank must be one of bca, bni, bri, cimb, permata'],
    [
      { ...bankTransfer('x', 'bca', 20000), item_details: [{ id: 'i', price: 10000, quantity: 1, name: 'n' }] },
      'transaction_details.gross_amount is not equal to the sum of item_details',
    ],
    [
      { ...bankTransfer('x', 'bca'), custom_expiry: { expiry_duration: 5, unit: 'week' } },
      'custom_expiry.unit must be one of second, minute, hour, day',
    ],
  ])('answers 400 with validation messages for %j', async (payload, message) => {
    const { status, body } = await charge(app, payload);
    expect(status).toBe(400);
    expect(body.status_code).toBe('400');
    expect(body.status_message).toBe('One or more parameters in the payload is invalid.');
    expect(body.validation_messages).toContain(message);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await app.request({
      method: 'POST',
      url: '/v2/charge',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      payload: '{"payment_type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: '400' });
  });
});
