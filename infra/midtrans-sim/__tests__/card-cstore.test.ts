import {
  charge,
  control,
  getStatus,
  simulator,
  startReceiver,
  uniqueOrderId,
  type MidtransBody,
  type Receiver,
  type Sim,
} from './helpers';

const CALLBACK = 'http://shop.test/donation/detail/abc/donate?order=X';
const CARD = { client_key: 'SB-Mid-client-test', card_exp_month: '12', card_exp_year: '2099', card_cvv: '123' };

type TokenAnswer = { status_code: string; token_id?: string; validation_messages?: string[] };

async function token(sim: Sim, cardNumber = '4811111111111114', over: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...CARD, card_number: cardNumber, ...over });
  const res = await sim.request({ url: `/v2/token?${query.toString()}` });
  return {
    status: res.statusCode,
    cors: res.headers.get('access-control-allow-origin'),
    body: res.json<TokenAnswer>(),
  };
}

const cardCharge = (orderId: string, tokenId: string, authentication = true) => ({
  payment_type: 'credit_card',
  transaction_details: { order_id: orderId, gross_amount: 50000 },
  credit_card: { token_id: tokenId, authentication, callback_url: CALLBACK },
});

const pathOf = (url: unknown) => new URL(String(url)).pathname;

describe('card payments with 3-D Secure', () => {
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

  it('gives the browser a one-time token (CORS open, no server key) and refuses a malformed card', async () => {
    const ok = await token(app);
    expect(ok).toMatchObject({ status: 200, cors: '*', body: { status_code: '200' } });
    expect(ok.body.token_id).toMatch(/^481111-1114-[0-9a-f-]{36}$/);

    const bad = await token(app, '1234', { card_cvv: '1', card_exp_month: '13' });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_messages).toEqual([
      'card_number must be 13 to 19 digits',
      'card_exp_month must be 01 to 12',
      'card_cvv must be 3 or 4 digits',
    ]);
  });

  it('charges with the token: pending with a redirect_url; approving on the 3DS page captures, notifies and returns the payer', async () => {
    const { body: t } = await token(app);
    const orderId = uniqueOrderId('card');
    const { status, body } = await charge(app, cardCharge(orderId, t.token_id!));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: '201',
      payment_type: 'credit_card',
      transaction_status: 'pending',
      masked_card: '481111-1114',
    });
    const redirect = (body as MidtransBody & { redirect_url: string }).redirect_url;
    expect(redirect).toBe(`http://sim.test/simulator/3ds/${body.transaction_id}`);

    const page = await app.request({ url: pathOf(redirect) });
    expect(page.body).toContain('Menunggu verifikasi');
    expect(page.body).toContain('Rp 50.000');

    const approved = await app.request({ method: 'POST', url: `${pathOf(redirect)}/approve` });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.get('location')).toBe(CALLBACK);
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({
      order_id: orderId,
      transaction_status: 'capture',
      status_code: '200',
      fraud_status: 'accept',
      payment_type: 'credit_card',
    });
    expect((await getStatus(app, orderId)).body.transaction_status).toBe('capture');
  });

  it('refusing on the 3DS page denies the payment (202), and the bank-denied test card is denied even when approved', async () => {
    const first = uniqueOrderId('deny');
    const { body: t1 } = await token(app);
    const { body: c1 } = await charge(app, cardCharge(first, t1.token_id!));
    const denied = await app.request({ method: 'POST', url: `/simulator/3ds/${c1.transaction_id}/deny` });
    expect(denied.headers.get('location')).toBe(CALLBACK);

    const second = uniqueOrderId('bankdeny');
    const { body: t2 } = await token(app, '4911111111111113');
    const { body: c2 } = await charge(app, cardCharge(second, t2.token_id!));
    await app.request({ method: 'POST', url: `/simulator/3ds/${c2.transaction_id}/approve` });

    const received = await receiver.waitFor(2);
    expect(received.map((n) => [n.order_id, n.transaction_status, n.status_code])).toEqual([
      [first, 'deny', '202'],
      [second, 'deny', '202'],
    ]);
  });

  it('answers 411 for an unknown or already used token', async () => {
    const { body: t } = await token(app);
    expect((await charge(app, cardCharge(uniqueOrderId('a'), t.token_id!))).status).toBe(200);
    const reused = await charge(app, cardCharge(uniqueOrderId('b'), t.token_id!));
    expect(reused.status).toBe(411);
    expect(reused.body).toMatchObject({
      status_code: '411',
      status_message: 'Token id is missing, invalid, or timed out',
    });
    expect((await charge(app, cardCharge(uniqueOrderId('c'), 'no-such-token-0000'))).status).toBe(411);
  });

  it('without authentication the card is captured at once', async () => {
    const { body: t } = await token(app);
    const { body } = await charge(app, cardCharge(uniqueOrderId('now'), t.token_id!, false));
    expect(body).toMatchObject({ status_code: '200', transaction_status: 'capture' });
    expect((body as MidtransBody & { redirect_url?: string }).redirect_url).toBeUndefined();
  });
});

describe('convenience stores (cstore)', () => {
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

  it.each([
    ['indomaret', 14],
    ['alfamart', 16],
  ])('%s answers a payment code valid 24 hours, paid by its code in the simulator', async (store, length) => {
    const orderId = uniqueOrderId(store);
    const { status, body } = await charge(app, {
      payment_type: 'cstore',
      transaction_details: { order_id: orderId, gross_amount: 75000 },
      cstore: { store, message: 'Donasi' },
    });
    expect(status).toBe(200);
    const answer = body as MidtransBody & { payment_code: string; store: string };
    expect(answer).toMatchObject({ status_code: '201', payment_type: 'cstore', store, transaction_status: 'pending' });
    expect(answer.payment_code).toMatch(new RegExp(`^\\d{${length}}$`));
    const start = Date.parse(body.transaction_time.replace(' ', 'T') + '+07:00');
    expect(Date.parse(body.expiry_time.replace(' ', 'T') + '+07:00') - start).toBe(24 * 3600_000);

    const paid = await control(app, 'pay', { ref: answer.payment_code });
    expect(paid.body.transaction_status).toBe('settlement');
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({
      order_id: orderId,
      transaction_status: 'settlement',
      payment_code: answer.payment_code,
      store,
    });
  });

  it('refuses a missing or unknown store', async () => {
    const missing = await charge(app, {
      payment_type: 'cstore',
      transaction_details: { order_id: uniqueOrderId('x'), gross_amount: 75000 },
    });
    const unknown = await charge(app, {
      payment_type: 'cstore',
      transaction_details: { order_id: uniqueOrderId('y'), gross_amount: 75000 },
      cstore: { store: 'lawson' },
    });
    expect(missing.body.validation_messages).toContain('cstore.store is required');
    expect(unknown.body.validation_messages).toContain('cstore.store must be one of indomaret, alfamart');
  });
});
