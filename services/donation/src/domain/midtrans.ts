import { createHash, timingSafeEqual } from 'node:crypto';
import type { Bank, MidtransChargeFields, PaymentMethod, Store } from '@yayasan/contracts/schemas/donation';
import { formatMidtransOrderTime } from '@yayasan/format';
import { CoreApi } from 'midtrans-client';

/**
 * A Midtrans answer or notification, field names exactly as Midtrans sends them: the charge fields
 * clients read, and what only the server reads (settlement time, the notification's signature).
 */
export interface MidtransBody extends MidtransChargeFields {
  settlement_time?: string;
  signature_key?: string;
}

export interface MidtransConfig {
  serverKey: string;
  clientKey: string;
  /** Core API base URL (the local simulator in dev and tests); unset = Midtrans itself. */
  baseUrl?: string;
  /** The same API as a donor's browser reaches it (MIDTRANS_PUBLIC_URL): where it asks for card tokens. */
  publicApiUrl?: string;
  isProduction?: boolean;
}

export type { Bank, PaymentMethod, Store } from '@yayasan/contracts/schemas/donation';

export interface ChargeRequest {
  orderId: string;
  amount: number;
  method: PaymentMethod;
  bank?: Bank;
  /** Convenience store payments: Indomaret or Alfamart. */
  store?: Store;
  /** Card payments: the one-time token the donor's browser got from Midtrans. */
  tokenId?: string;
  itemName: string;
  itemId: string;
  customer: { first_name: string; email?: string };
  /** The order's start and lifetime, sent as custom_expiry so Midtrans enforces what the donor is shown. */
  orderTime: Date;
  expiryMinutes: number;
  /** Where the wallet app or the card's 3-D Secure page sends the donor back: the donation's payment page. */
  callbackUrl?: string;
}

/** The Core API calls this site makes, through midtrans-client. */
export class MidtransGateway {
  private readonly core: CoreApi;

  constructor(readonly config: MidtransConfig) {
    this.core = new CoreApi({
      isProduction: config.isProduction ?? false,
      serverKey: config.serverKey,
      clientKey: config.clientKey,
    });
    if (config.baseUrl) {
      const url = config.baseUrl.replace(/\/+$/, '');
      this.core.apiConfig.getCoreApiBaseUrl = () => url;
    }
  }

  charge(req: ChargeRequest): Promise<MidtransBody> {
    const body: Record<string, unknown> = {
      payment_type: req.method,
      transaction_details: { order_id: req.orderId, gross_amount: req.amount },
      item_details: [{ id: req.itemId, price: req.amount, quantity: 1, name: req.itemName.slice(0, 50) }],
      customer_details: req.customer,
      custom_expiry: {
        order_time: formatMidtransOrderTime(req.orderTime),
        expiry_duration: req.expiryMinutes,
        unit: 'minute',
      },
    };
    if (req.method === 'bank_transfer') body.bank_transfer = { bank: req.bank };
    if (req.method === 'qris') body.qris = { acquirer: 'gopay' };
    // The deeplink ('deeplink-redirect' in the answer's actions) opens the wallet app; after paying it returns here.
    if (req.method === 'gopay') body.gopay = { enable_callback: !!req.callbackUrl, callback_url: req.callbackUrl };
    if (req.method === 'shopeepay' && req.callbackUrl) body.shopeepay = { callback_url: req.callbackUrl };
    if (req.method === 'cstore') body.cstore = { store: req.store, message: req.itemName.slice(0, 20) };
    // 3-D Secure always: the answer's redirect_url opens the bank's page, which returns to callback_url.
    if (req.method === 'credit_card') {
      body.credit_card = {
        token_id: req.tokenId,
        authentication: true,
        ...(req.callbackUrl && { callback_url: req.callbackUrl }),
      };
    }
    return this.core.charge(body);
  }

  /** Where a donor's browser asks Midtrans for a card token: the public API address, else Midtrans's own. */
  cardTokenUrl(): string {
    const base = this.config.publicApiUrl ?? this.config.baseUrl ?? this.core.apiConfig.getCoreApiBaseUrl();
    return `${base.replace(/\/+$/, '')}/v2/token`;
  }

  status(orderId: string): Promise<MidtransBody> {
    return this.core.transaction.status(orderId);
  }

  /** sha512(order_id + status_code + gross_amount + serverKey), compared in constant time; status_code must fit the status. */
  verifySignature(n: MidtransBody): boolean {
    if (typeof n.signature_key !== 'string' || !statusCodeMatches(n)) return false;
    const expected = signatureKey(
      String(n.order_id ?? ''),
      String(n.status_code ?? ''),
      String(n.gross_amount ?? ''),
      this.config.serverKey,
    );
    const given = Buffer.from(n.signature_key.toLowerCase(), 'utf8');
    const wanted = Buffer.from(expected, 'utf8');
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}

/** The status_code Midtrans sends with each transaction_status (a challenged capture is 201). */
const STATUS_CODES = new Map<string, readonly string[]>(
  Object.entries({
    settlement: ['200'],
    capture: ['200', '201'],
    refund: ['200'],
    partial_refund: ['200'],
    chargeback: ['200'],
    partial_chargeback: ['200'],
    cancel: ['200'],
    pending: ['201'],
    deny: ['202'],
    failure: ['202'],
    expire: ['407'],
  }),
);

/**
 * The signature covers status_code but not transaction_status: a signed body whose status was
 * swapped (an expiry replayed as a settlement) is caught by checking that the two agree.
 */
export function statusCodeMatches(n: MidtransBody): boolean {
  // A Map: a status named like an object's own property ("constructor") is no status, not a crash.
  const codes = STATUS_CODES.get(String(n.transaction_status));
  return codes === undefined || codes.includes(String(n.status_code));
}

export function signatureKey(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}
