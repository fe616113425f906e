import { formatJakartaTime } from '@yayasan/format';
import { STATUS_CODES, type Order } from './orders';
import { signatureKey } from './signature';

type Json = Record<string, unknown>;

export interface VaNumber {
  bank: string;
  va_number: string;
}

export interface Action {
  name: string;
  method: 'GET' | 'POST';
  url: string;
}

/** The card's fields (masked number, issuer) and the store's code, as Midtrans answers and notifies them. */
function cardOrStoreDetails(order: Order): Json {
  if (order.paymentType === 'cstore') return { payment_code: order.paymentCode, store: order.store };
  if (order.paymentType !== 'credit_card') return {};
  const details: Json = {
    masked_card: order.maskedCard,
    bank: 'bni',
    card_type: 'credit',
    channel_response_code: '00',
  };
  if (order.savedTokenId) details.saved_token_id = order.savedTokenId;
  if (order.status === 'capture') details.approval_code = order.transactionId.slice(0, 6).toUpperCase();
  if (order.status === 'deny') details.channel_response_message = 'Denied by bank';
  return details;
}

/** Where a card payment's 3-D Secure authentication happens (the simulator's page). */
export function threeDsUrl(order: Order, publicUrl: string): string {
  return `${publicUrl}/simulator/3ds/${order.transactionId}`;
}

function paymentDetails(order: Order): Json {
  if (order.paymentType === 'cstore' || order.paymentType === 'credit_card') return cardOrStoreDetails(order);
  if (order.paymentType !== 'bank_transfer' || !order.vaNumber || !order.bank) return {};
  if (order.bank === 'permata') return { permata_va_number: order.vaNumber };
  const va: VaNumber = { bank: order.bank, va_number: order.vaNumber };
  return { va_numbers: [va] };
}

/** URL of the QR image, at the path Midtrans uses for each payment type. */
export function qrCodeUrl(order: Order, publicUrl: string): string {
  const kind = order.paymentType === 'gopay' ? 'gopay' : 'qris';
  return `${publicUrl}/v2/${kind}/${order.transactionId}/qr-code`;
}

/** The simulator's stand-in for the wallet app a deeplink opens: the tester pays there. */
export function deeplinkUrl(order: Order, publicUrl: string): string {
  return `${publicUrl}/simulator/app/${order.transactionId}`;
}

export function actionsFor(order: Order, publicUrl: string): Action[] {
  const qr: Action = { name: 'generate-qr-code', method: 'GET', url: qrCodeUrl(order, publicUrl) };
  const deeplink: Action = { name: 'deeplink-redirect', method: 'GET', url: deeplinkUrl(order, publicUrl) };
  if (order.paymentType === 'qris') return [qr];
  if (order.paymentType === 'shopeepay') return [deeplink];
  if (order.paymentType !== 'gopay') return [];
  return [
    qr,
    deeplink,
    { name: 'get-status', method: 'GET', url: `${publicUrl}/v2/${order.transactionId}/status` },
    { name: 'cancel', method: 'POST', url: `${publicUrl}/v2/${order.transactionId}/cancel` },
  ];
}

function chargeMessage(order: Order): string {
  switch (order.paymentType) {
    case 'qris':
      return 'QRIS transaction is created';
    case 'gopay':
      return 'GoPay transaction is created';
    case 'shopeepay':
      return 'ShopeePay transaction is created';
    case 'cstore':
      return 'Success, cstore transaction is successful';
    case 'credit_card':
      return order.status === 'deny'
        ? 'Deny by Bank [BNI] with code [05] and message [Do not honour]'
        : 'Success, Credit Card transaction is successful';
    default:
      return order.bank === 'permata'
        ? 'Success, PERMATA VA transaction is successful'
        : 'Success, Bank Transfer transaction is created';
  }
}

/** The /v2/charge answer (status_code "201", pending). */
export function chargeResponse(order: Order, publicUrl: string): Json {
  const body: Json = {
    status_code: STATUS_CODES[order.status],
    status_message: chargeMessage(order),
    transaction_id: order.transactionId,
    order_id: order.orderId,
    merchant_id: order.merchantId,
    gross_amount: order.grossAmount,
    currency: 'IDR',
    payment_type: order.paymentType,
    transaction_time: formatJakartaTime(order.transactionTime),
    transaction_status: order.status,
    fraud_status: 'accept',
    ...paymentDetails(order),
  };
  // A card waiting for 3-D Secure: the payer's browser goes there, Midtrans notifies the outcome.
  if (order.paymentType === 'credit_card' && order.status === 'pending')
    body.redirect_url = threeDsUrl(order, publicUrl);
  const actions = actionsFor(order, publicUrl);
  if (actions.length > 0) body.actions = actions;
  if (order.paymentType === 'qris') {
    body.qr_string = order.qrString;
    body.acquirer = 'gopay';
  }
  body.expiry_time = formatJakartaTime(order.expiryTime);
  return body;
}

function signedState(order: Order, serverKey: string, statusMessage: string): Json {
  const statusCode = STATUS_CODES[order.status];
  const body: Json = {
    transaction_time: formatJakartaTime(order.transactionTime),
    transaction_status: order.status,
    transaction_id: order.transactionId,
    status_message: statusMessage,
    status_code: statusCode,
    signature_key: signatureKey(order.orderId, statusCode, order.grossAmount, serverKey),
  };
  if (order.settlementTime !== undefined) {
    body.settlement_time = formatJakartaTime(order.settlementTime);
  }
  body.payment_type = order.paymentType;
  body.order_id = order.orderId;
  body.merchant_id = order.merchantId;
  body.gross_amount = order.grossAmount;
  body.fraud_status = 'accept';
  body.currency = 'IDR';
  Object.assign(body, paymentDetails(order));
  if (order.paymentType === 'bank_transfer') {
    body.payment_amounts =
      order.settlementTime !== undefined
        ? [{ paid_at: formatJakartaTime(order.settlementTime), amount: order.grossAmount }]
        : [];
  }
  if (order.paymentType === 'qris') body.acquirer = 'gopay';
  body.expiry_time = formatJakartaTime(order.expiryTime);
  return body;
}

/** The HTTP notification Midtrans POSTs on each status change. */
export function notificationBody(order: Order, serverKey: string): Json {
  return signedState(order, serverKey, 'midtrans payment notification');
}

/** The GET /v2/{id}/status answer. */
export function statusResponse(order: Order, serverKey: string): Json {
  return signedState(order, serverKey, 'Success, transaction is found');
}

/** The POST /v2/{id}/expire answer. */
export function expireResponse(order: Order): Json {
  return {
    status_code: STATUS_CODES.expire,
    status_message: 'Success, transaction has expired',
    transaction_id: order.transactionId,
    order_id: order.orderId,
    payment_type: order.paymentType,
    transaction_time: formatJakartaTime(order.transactionTime),
    transaction_status: 'expire',
    gross_amount: order.grossAmount,
  };
}

/** The POST /v2/{id}/cancel answer. */
export function cancelResponse(order: Order): Json {
  return {
    status_code: STATUS_CODES.cancel,
    status_message: 'Success, transaction is canceled',
    transaction_id: order.transactionId,
    order_id: order.orderId,
    merchant_id: order.merchantId,
    gross_amount: order.grossAmount,
    currency: 'IDR',
    payment_type: order.paymentType,
    transaction_time: formatJakartaTime(order.transactionTime),
    transaction_status: 'cancel',
    fraud_status: 'accept',
  };
}
