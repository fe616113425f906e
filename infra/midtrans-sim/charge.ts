import { randomUUID } from 'node:crypto';
import { parseJakartaTime } from '@yayasan/format';
import { isOneOf } from '@yayasan/contracts';
import { MESSAGES, midtransError, type MidtransErrorBody } from './errors';
import type { CardToken, CardTokens } from './card-tokens';
import {
  BANKS,
  PAYMENT_TYPES,
  STORES,
  isReusable,
  type Bank,
  type Order,
  type OrderStore,
  type PaymentType,
  type Store,
} from './orders';
import { qrisString } from './qris';
import { DAY_MS, MINUTE_MS, toWholeSecond } from './time';
import { generatePaymentCode, generateVaNumber } from './va';

/**
 * Midtrans defaults: 24 h for bank transfer and the convenience stores, 15 min for QRIS and GoPay,
 * 5 min for ShopeePay; a card payment left at its 3-D Secure page is given a day here.
 */
export const DEFAULT_EXPIRY_MS: Record<PaymentType, number> = {
  bank_transfer: DAY_MS,
  qris: 15 * MINUTE_MS,
  gopay: 15 * MINUTE_MS,
  shopeepay: 5 * MINUTE_MS,
  credit_card: DAY_MS,
  cstore: DAY_MS,
};

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: MINUTE_MS,
  hour: 60 * MINUTE_MS,
  day: DAY_MS,
};

const ORDER_ID_PATTERN = /^[A-Za-z0-9\-_~.]+$/;
const ORDER_ID_MAX = 50;

export interface ChargeContext {
  store: OrderStore;
  tokens: CardTokens;
  merchantId: string;
  now: number;
  notificationUrls: string[];
}

export type ChargeOutcome = { ok: true; order: Order } | { ok: false; httpStatus: number; body: MidtransErrorBody };

/** Midtrans answers an unknown, used or timed-out card token with status 411. */
const TOKEN_INVALID = 'Token id is missing, invalid, or timed out';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function invalid(messages: string[]): ChargeOutcome {
  return { ok: false, httpStatus: 400, body: midtransError(400, MESSAGES.invalidPayload, messages) };
}

function expiryMs(customExpiry: unknown, errors: string[]): { from?: number; duration?: number } {
  if (customExpiry === undefined || customExpiry === null) return {};
  if (!isObject(customExpiry)) {
    errors.push('custom_expiry must be an object');
    return {};
  }
  const duration = Number(customExpiry.expiry_duration);
  const unit = String(customExpiry.unit ?? '')
    .toLowerCase()
    .replace(/s$/, '');
  if (!Number.isInteger(duration) || duration <= 0) {
    errors.push('custom_expiry.expiry_duration must be a positive integer');
  }
  if (!(unit in UNIT_MS)) errors.push('custom_expiry.unit must be one of second, minute, hour, day');
  let from: number | undefined;
  if (customExpiry.order_time !== undefined) {
    from = parseJakartaTime(customExpiry.order_time, { requireOffset: true })?.getTime();
    if (from === undefined) {
      errors.push("custom_expiry.order_time must be formatted 'yyyy-MM-dd HH:mm:ss Z'");
    }
  }
  return { from, duration: unit in UNIT_MS ? duration * UNIT_MS[unit] : undefined };
}

/**
 * `gopay.callback_url` / `shopeepay.callback_url` / `credit_card.callback_url`: an http(s) URL the wallet
 * app or the 3-D Secure page returns the payer to.
 */
function walletCallbackUrl(
  paymentType: unknown,
  payload: Record<string, unknown>,
  errors: string[],
): string | undefined {
  if (paymentType !== 'gopay' && paymentType !== 'shopeepay' && paymentType !== 'credit_card') return undefined;
  const options = payload[paymentType];
  if (options === undefined || options === null) return undefined;
  if (!isObject(options)) {
    errors.push(`${paymentType} must be an object`);
    return undefined;
  }
  const url = options.callback_url;
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(url)) {
    errors.push(`${paymentType}.callback_url must be a valid http or https URL`);
    return undefined;
  }
  return url;
}

/** Validates a /v2/charge body and records the new pending order. */
export function createCharge(payload: unknown, ctx: ChargeContext): ChargeOutcome {
  if (!isObject(payload)) return invalid(['payload must be a JSON object']);
  const errors: string[] = [];

  const paymentType = payload.payment_type;
  if (paymentType === undefined || paymentType === null || paymentType === '') {
    errors.push('payment_type is required');
  } else if (!isOneOf(PAYMENT_TYPES, paymentType)) {
    errors.push(`payment_type must be one of ${PAYMENT_TYPES.join(', ')}`);
  }

  const details = payload.transaction_details;
  let orderId = '';
  let amount: number | undefined;
  if (!isObject(details)) {
    errors.push('transaction_details is required');
  } else {
    if (details.order_id === undefined || details.order_id === null || details.order_id === '') {
      errors.push('transaction_details.order_id is required');
    } else {
      orderId = String(details.order_id);
      if (orderId.length > ORDER_ID_MAX) {
        errors.push(`transaction_details.order_id may not be longer than ${ORDER_ID_MAX} characters`);
      }
      if (!ORDER_ID_PATTERN.test(orderId)) {
        errors.push('transaction_details.order_id may only contain letters, digits, -, _, ~ and .');
      }
    }
    if (details.gross_amount === undefined || details.gross_amount === null) {
      errors.push('transaction_details.gross_amount is required');
    } else {
      amount = toAmount(details.gross_amount);
      if (amount === undefined || !Number.isFinite(amount)) {
        errors.push('transaction_details.gross_amount must be a number');
      } else if (amount < 1) {
        errors.push('transaction_details.gross_amount must be greater than or equal to 1');
      } else if (!Number.isInteger(amount)) {
        errors.push('transaction_details.gross_amount must be an integer for IDR');
      }
    }
  }

  let bank: Bank | undefined;
  if (paymentType === 'bank_transfer') {
    const transfer = payload.bank_transfer;
    const bankName = isObject(transfer) ? transfer.bank : undefined;
    if (bankName === undefined || bankName === null || bankName === '') {
      errors.push('bank_transfer.bank is required');
    } else {
      const named = String(bankName).toLowerCase();
      if (isOneOf(BANKS, named)) bank = named;
      else errors.push(`bank_transfer.bank must be one of ${BANKS.join(', ')}`);
    }
  }

  const callbackUrl = walletCallbackUrl(paymentType, payload, errors);

  let store: Store | undefined;
  if (paymentType === 'cstore') {
    const storeName = isObject(payload.cstore) ? String(payload.cstore.store ?? '').toLowerCase() : '';
    if (!storeName) errors.push('cstore.store is required');
    else if (isOneOf(STORES, storeName)) store = storeName;
    else errors.push(`cstore.store must be one of ${STORES.join(', ')}`);
  }
  const card = isObject(payload.credit_card) ? payload.credit_card : undefined;
  if (paymentType === 'credit_card' && (card?.token_id === undefined || card.token_id === '')) {
    errors.push('credit_card.token_id is required');
  }

  const items = payload.item_details;
  if (items !== undefined && items !== null) {
    if (!Array.isArray(items)) {
      errors.push('item_details must be an array');
    } else if (amount !== undefined) {
      let sum = 0;
      items.forEach((item: unknown, i) => {
        const price = isObject(item) ? toAmount(item.price) : undefined;
        const quantity = isObject(item) ? toAmount(item.quantity) : undefined;
        if (price === undefined) errors.push(`item_details[${i}].price is required`);
        if (quantity === undefined) errors.push(`item_details[${i}].quantity is required`);
        sum += (price ?? 0) * (quantity ?? 0);
      });
      if (sum !== amount) {
        errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
      }
    }
  }

  const expiry = expiryMs(payload.custom_expiry, errors);
  // A payment type outside the list has already been reported in `errors`.
  if (errors.length > 0 || amount === undefined || !isOneOf(PAYMENT_TYPES, paymentType)) return invalid(errors);

  const existing = ctx.store.byOrder(orderId);
  if (existing && !isReusable(existing)) {
    return { ok: false, httpStatus: 406, body: midtransError(406, MESSAGES.duplicateOrder) };
  }

  let token: CardToken | undefined;
  if (paymentType === 'credit_card') {
    token = ctx.tokens.take(card?.token_id, ctx.now);
    if (!token) return { ok: false, httpStatus: 411, body: midtransError(411, TOKEN_INVALID) };
  }

  const type: PaymentType = paymentType;
  const transactionTime = toWholeSecond(ctx.now);
  const expiryFrom = expiry.from !== undefined ? toWholeSecond(expiry.from) : transactionTime;
  const order: Order = {
    transactionId: randomUUID(),
    orderId,
    merchantId: ctx.merchantId,
    grossAmount: amount.toFixed(2),
    paymentType: type,
    transactionTime,
    expiryTime: expiryFrom + (expiry.duration ?? DEFAULT_EXPIRY_MS[type]),
    status: 'pending',
    customerDetails: payload.customer_details,
    itemDetails: payload.item_details,
    notificationUrls: ctx.notificationUrls,
  };
  if (bank) {
    order.bank = bank;
    order.vaNumber = generateVaNumber(bank, (va) => ctx.store.hasVa(va));
  }
  if (type === 'qris' || type === 'gopay') order.qrString = qrisString(order);
  if (callbackUrl) order.callbackUrl = callbackUrl;
  if (store) {
    order.store = store;
    order.paymentCode = generatePaymentCode(store, (code) => ctx.store.byPaymentCode(code) !== undefined);
  }
  if (token) {
    order.maskedCard = token.maskedCard;
    order.cardDenied = token.denied;
    // Without 3-D Secure the card is authorized at once, as Midtrans does for a non-3DS charge.
    if (card?.authentication !== true) order.status = token.denied ? 'deny' : 'capture';
  }
  ctx.store.add(order);
  return { ok: true, order };
}
