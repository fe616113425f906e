export const PAYMENT_TYPES = ['bank_transfer', 'qris', 'gopay', 'shopeepay', 'credit_card', 'cstore'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const BANKS = ['bca', 'bni', 'bri', 'cimb', 'permata'] as const;
export type Bank = (typeof BANKS)[number];

export const STORES = ['indomaret', 'alfamart'] as const;
export type Store = (typeof STORES)[number];

/** A card payment is captured (not settled) once authorized; 3-D Secure or the bank may deny it. */
export type TransactionStatus = 'pending' | 'settlement' | 'capture' | 'deny' | 'expire' | 'cancel';

/** Midtrans status_code per transaction_status (get status and notifications). */
export const STATUS_CODES: Record<TransactionStatus, string> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  deny: '202',
  expire: '407',
  cancel: '200',
};

export interface NotificationOutcome {
  delivered: boolean;
  attempts: number;
  status?: number;
  error?: string;
  deliveries?: DeliveryResult[];
}

export interface DeliveryResult {
  url: string;
  delivered: boolean;
  attempts: number;
  status?: number;
  error?: string;
}

export interface Order {
  transactionId: string;
  orderId: string;
  merchantId: string;
  /** Always 'NNN.00', exactly as Midtrans answers and signs it. */
  grossAmount: string;
  paymentType: PaymentType;
  bank?: Bank;
  vaNumber?: string;
  qrString?: string;
  qrPng?: Buffer;
  /** Where the wallet app or the 3-D Secure page sends the payer back (gopay, shopeepay, credit_card.callback_url). */
  callbackUrl?: string;
  /** Convenience store payments: the store and the code the cashier takes. */
  store?: Store;
  paymentCode?: string;
  /** Card payments: the card as Midtrans shows it (first six and last four digits). */
  maskedCard?: string;
  /** The card's bank refuses it, whatever the 3-D Secure answer (Midtrans's test card 4911 1111 1111 1113). */
  cardDenied?: boolean;
  /** A subscription's charge of a saved card: the saved_token_id charged. */
  savedTokenId?: string;
  /** The subscription whose schedule made this charge. */
  subscriptionId?: string;
  /** Epoch ms, whole seconds. */
  transactionTime: number;
  expiryTime: number;
  settlementTime?: number;
  status: TransactionStatus;
  customerDetails?: unknown;
  itemDetails?: unknown;
  notificationUrls: string[];
  lastNotification?: NotificationOutcome;
}

/** In-memory orders, addressable by order_id (latest charge), transaction_id and VA number. */
export class OrderStore {
  private readonly byTransactionId = new Map<string, Order>();
  private readonly byOrderId = new Map<string, Order>();
  private readonly byVaNumber = new Map<string, Order>();
  private readonly byCode = new Map<string, Order>();

  add(order: Order): void {
    this.byTransactionId.set(order.transactionId, order);
    this.byOrderId.set(order.orderId, order);
    if (order.vaNumber) this.byVaNumber.set(order.vaNumber, order);
    if (order.paymentCode) this.byCode.set(order.paymentCode, order);
  }

  /** By order_id or transaction_id, as Midtrans's /v2/{id}/... endpoints accept either. */
  get(id: string): Order | undefined {
    return this.byOrderId.get(id) ?? this.byTransactionId.get(id);
  }

  byTransaction(transactionId: string): Order | undefined {
    return this.byTransactionId.get(transactionId);
  }

  byOrder(orderId: string): Order | undefined {
    return this.byOrderId.get(orderId);
  }

  byVa(vaNumber: string): Order | undefined {
    return this.byVaNumber.get(vaNumber);
  }

  hasVa(vaNumber: string): boolean {
    return this.byVaNumber.has(vaNumber);
  }

  byPaymentCode(code: string): Order | undefined {
    return this.byCode.get(code);
  }

  /** Newest first. */
  recent(limit: number): Order[] {
    return [...this.byTransactionId.values()].reverse().slice(0, limit);
  }

  pending(): Order[] {
    return [...this.byTransactionId.values()].filter((o) => o.status === 'pending');
  }
}

/** A pending order whose expiry_time has passed. */
export function isDue(order: Order, now: number): boolean {
  return order.status === 'pending' && now >= order.expiryTime;
}

/** Moves a pending order to settlement (a card payment: to capture); false when it is not pending. */
export function settle(order: Order, now: number): boolean {
  if (order.status !== 'pending') return false;
  if (order.paymentType === 'credit_card') {
    order.status = order.cardDenied ? 'deny' : 'capture';
    return true;
  }
  order.status = 'settlement';
  order.settlementTime = now;
  return true;
}

/** A card payment whose 3-D Secure authentication failed or was refused. */
export function deny(order: Order): boolean {
  if (order.status !== 'pending') return false;
  order.status = 'deny';
  return true;
}

export function expire(order: Order): boolean {
  if (order.status !== 'pending') return false;
  order.status = 'expire';
  return true;
}

export function cancel(order: Order): boolean {
  if (order.status !== 'pending') return false;
  order.status = 'cancel';
  return true;
}

/** An order_id can be charged again once its previous transaction expired, was cancelled or denied. */
export function isReusable(order: Order): boolean {
  return order.status === 'expire' || order.status === 'cancel' || order.status === 'deny';
}
