import {
  SERVER_KEY,
  sha512Signature,
  simulator,
  startReceiver,
  uniqueOrderId,
  type MidtransBody,
  type Receiver,
  type Sim,
} from './helpers';

interface MidtransClientError extends Error {
  httpStatusCode: number | null;
  ApiResponse: { status_code?: string; status_message?: string } | null;
}

interface CoreApiClient {
  apiConfig: { getCoreApiBaseUrl: () => string };
  httpClient: { http_client: { defaults: { headers: { common: Record<string, string> } } } };
  charge(parameter: unknown): Promise<MidtransBody>;
  transaction: {
    status(id: string): Promise<MidtransBody>;
    expire(id: string): Promise<MidtransBody>;
    cancel(id: string): Promise<MidtransBody>;
  };
}

const midtransClient = require('midtrans-client') as {
  CoreApi: new (options: { isProduction: boolean; serverKey: string; clientKey: string }) => CoreApiClient;
  MidtransError: new (...args: unknown[]) => MidtransClientError;
};

function coreApi(baseUrl: string, serverKey = SERVER_KEY): CoreApiClient {
  const core = new midtransClient.CoreApi({
    isProduction: false,
    serverKey,
    clientKey: 'SB-Mid-client-test-key',
  });
  core.apiConfig.getCoreApiBaseUrl = () => baseUrl;
  return core;
}

async function rejection(promise: Promise<unknown>): Promise<MidtransClientError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(midtransClient.MidtransError);
    return err as MidtransClientError;
  }
  throw new Error('expected the call to fail');
}

describe('midtrans-client CoreApi against the simulator', () => {
  let receiver: Receiver;
  let sim: Sim;
  let core: CoreApiClient;

  beforeAll(async () => {
    receiver = await startReceiver();
    sim = await simulator({ notificationUrl: receiver.url, publicUrl: undefined });
    core = coreApi(sim.url);
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });

  it('charges a VA, reads it pending, gets paid, reads it settled', async () => {
    const orderId = uniqueOrderId('client');
    const charged = await core.charge({
      payment_type: 'bank_transfer',
      transaction_details: { order_id: orderId, gross_amount: 35000 },
      bank_transfer: { bank: 'bca' },
      customer_details: { first_name: 'Hamba Allah' },
    });
    expect(charged).toMatchObject({
      status_code: '201',
      order_id: orderId,
      gross_amount: '35000.00',
      transaction_status: 'pending',
      va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^\d+$/) }],
    });

    const pending = await core.transaction.status(orderId);
    expect(pending).toMatchObject({ status_code: '201', transaction_status: 'pending' });
    expect(pending.signature_key).toBe(sha512Signature(orderId, '201', '35000.00'));

    const pay = await fetch(`${sim.url}/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ va_number: charged.va_numbers?.[0].va_number }),
    });
    expect(pay.status).toBe(200);
    const [notification] = await receiver.waitFor(1);
    expect(notification.signature_key).toBe(
      sha512Signature(notification.order_id, notification.status_code, notification.gross_amount),
    );
    expect(notification).toMatchObject({ order_id: orderId, status_code: '200', transaction_status: 'settlement' });

    const settled = await core.transaction.status(charged.transaction_id);
    expect(settled).toMatchObject({ status_code: '200', transaction_status: 'settlement' });
    expect(settled.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('expires a QRIS charge (407 is not an error for the client) and then refuses with 412', async () => {
    const orderId = uniqueOrderId('client-qris');
    const charged = await core.charge({
      payment_type: 'qris',
      transaction_details: { order_id: orderId, gross_amount: 20000 },
    });
    const qrUrl = charged.actions?.[0].url ?? '';
    expect(qrUrl).toBe(`${sim.url}/v2/qris/${charged.transaction_id}/qr-code`);
    const image = await fetch(qrUrl);
    expect(image.headers.get('content-type')).toBe('image/png');

    const expired = await core.transaction.expire(charged.transaction_id);
    expect(expired).toMatchObject({ status_code: '407', transaction_status: 'expire', order_id: orderId });
    expect(await core.transaction.status(orderId)).toMatchObject({ status_code: '407', transaction_status: 'expire' });

    const again = await rejection(core.transaction.expire(orderId));
    expect(again.httpStatusCode).toBe(412);
    expect(again.ApiResponse?.status_code).toBe('412');
  });

  it('surfaces 401, 406 and 404 as MidtransError', async () => {
    const wrongKey = await rejection(
      coreApi(sim.url, 'SB-Mid-server-wrong').charge({
        payment_type: 'gopay',
        transaction_details: { order_id: uniqueOrderId(), gross_amount: 1000 },
      }),
    );
    expect(wrongKey.httpStatusCode).toBe(401);
    expect(wrongKey.ApiResponse?.status_message).toBe('Unknown Merchant server_key/id');

    const orderId = uniqueOrderId('client-dup');
    const body = { payment_type: 'gopay', transaction_details: { order_id: orderId, gross_amount: 1000 } };
    await core.charge(body);
    const duplicate = await rejection(core.charge(body));
    expect(duplicate.httpStatusCode).toBe(406);
    expect(duplicate.ApiResponse?.status_code).toBe('406');

    const missing = await rejection(core.transaction.status('no-such-order'));
    expect(missing.httpStatusCode).toBe(404);
    expect(missing.ApiResponse?.status_message).toBe("Transaction doesn't exist.");
  });

  it('routes notifications per charge with X-Override-Notification', async () => {
    const other = await startReceiver();
    const routed = coreApi(sim.url);
    routed.httpClient.http_client.defaults.headers.common['X-Override-Notification'] = other.url;
    try {
      const orderId = uniqueOrderId('client-override');
      const charged = await routed.charge({
        payment_type: 'gopay',
        transaction_details: { order_id: orderId, gross_amount: 9000 },
      });
      const cancelled = await routed.transaction.cancel(charged.transaction_id);
      expect(cancelled).toMatchObject({ status_code: '200', transaction_status: 'cancel' });
      const [notification] = await other.waitFor(1);
      expect(notification).toMatchObject({ order_id: orderId, transaction_status: 'cancel' });
      expect(receiver.received.some((n) => n.order_id === orderId)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
