import { charge, getStatus, simulator, startReceiver, uniqueOrderId, type Receiver, type Sim } from './helpers';

const CALLBACK = 'http://shop.test/donation/detail/abc/donate?order=X';

const deeplinkPath = (body: { actions?: { name: string; url: string }[] }) =>
  new URL(body.actions?.find((a) => a.name === 'deeplink-redirect')?.url ?? 'http://missing/').pathname;

describe('wallet deeplinks (GoPay, ShopeePay)', () => {
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

  it('creates a ShopeePay charge whose only action is the deeplink, 5 minutes by default', async () => {
    const orderId = uniqueOrderId('spay');
    const { status, body } = await charge(app, {
      payment_type: 'shopeepay',
      transaction_details: { order_id: orderId, gross_amount: 20000 },
      shopeepay: { callback_url: CALLBACK },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status_message: 'ShopeePay transaction is created', payment_type: 'shopeepay' });
    expect(body.actions).toEqual([
      { name: 'deeplink-redirect', method: 'GET', url: `http://sim.test/simulator/app/${body.transaction_id}` },
    ]);
    const start = Date.parse(body.transaction_time.replace(' ', 'T') + '+07:00');
    const end = Date.parse(body.expiry_time.replace(' ', 'T') + '+07:00');
    expect(end - start).toBe(5 * 60_000);
  });

  it('refuses a callback_url that is not an http(s) URL', async () => {
    const { status, body } = await charge(app, {
      payment_type: 'gopay',
      transaction_details: { order_id: uniqueOrderId('bad'), gross_amount: 20000 },
      gopay: { enable_callback: true, callback_url: 'javascript:alert(1)' },
    });
    expect(status).toBe(400);
    expect(body.validation_messages).toContain('gopay.callback_url must be a valid http or https URL');
  });

  it.each(['gopay', 'shopeepay'])(
    '%s: paying in the app page settles, notifies, then returns the payer to the callback URL',
    async (paymentType) => {
      const orderId = uniqueOrderId(paymentType);
      const { body } = await charge(app, {
        payment_type: paymentType,
        transaction_details: { order_id: orderId, gross_amount: 15000 },
        [paymentType]: { callback_url: CALLBACK },
      });
      const page = await app.request({ url: deeplinkPath(body) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Menunggu pembayaran');
      expect(page.body).toContain('Rp 15.000');

      const paid = await app.request({ method: 'POST', url: `${deeplinkPath(body)}/pay` });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.get('location')).toBe(CALLBACK);
      const [notification] = await receiver.waitFor(1);
      expect(notification).toMatchObject({ order_id: orderId, transaction_status: 'settlement', status_code: '200' });
      expect((await getStatus(app, orderId)).body.transaction_status).toBe('settlement');

      // Paying twice changes nothing and sends nothing more.
      const again = await app.request({ method: 'POST', url: `${deeplinkPath(body)}/pay` });
      expect(again.statusCode).toBe(303);
      expect(receiver.received).toHaveLength(1);
    },
  );

  it('an expired order cannot be paid in the app page', async () => {
    let now = Date.parse('2025-01-01T03:00:00Z');
    const clocked = await simulator({ notificationUrl: receiver.url, now: () => now });
    try {
      const { body } = await charge(clocked, {
        payment_type: 'gopay',
        transaction_details: { order_id: uniqueOrderId('late'), gross_amount: 15000 },
      });
      now += 16 * 60_000;
      const paid = await clocked.request({ method: 'POST', url: `${deeplinkPath(body)}/pay` });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('Transaksi kedaluwarsa');
      expect(paid.body).not.toContain('Bayar Rp');
    } finally {
      await clocked.close();
    }
  });

  it('answers 404 for a QRIS or unknown transaction', async () => {
    const { body } = await charge(app, {
      payment_type: 'qris',
      transaction_details: { order_id: uniqueOrderId('q'), gross_amount: 15000 },
    });
    expect((await app.request({ url: `/simulator/app/${body.transaction_id}` })).statusCode).toBe(404);
    expect((await app.request({ url: '/simulator/app/nope' })).statusCode).toBe(404);
  });
});
