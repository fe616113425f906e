import type { FastifyBaseLogger } from 'fastify';
import { CardTokens } from './card-tokens';
import { notifyAll } from './notify';
import { expire, isDue, OrderStore, type NotificationOutcome, type Order } from './orders';
import { notificationBody } from './payloads';

export interface EngineOptions {
  serverKey: string;
  merchantId: string;
  notificationUrl?: string;
  now: () => number;
  retryDelaysMs: number[];
  deliveryTimeoutMs: number;
  log: FastifyBaseLogger;
}

/** Orders plus the side effects of their status changes (signed notifications). */
export class SimulatorEngine {
  readonly store = new OrderStore();
  readonly tokens = new CardTokens();
  private readonly inflight = new Set<Promise<NotificationOutcome>>();
  private readonly closing = new AbortController();

  constructor(private readonly opts: EngineOptions) {}

  get serverKey(): string {
    return this.opts.serverKey;
  }

  get merchantId(): string {
    return this.opts.merchantId;
  }

  now(): number {
    return this.opts.now();
  }

  defaultNotificationUrls(): string[] {
    return this.opts.notificationUrl ? [this.opts.notificationUrl] : [];
  }

  /** Sends the notification for the order's current status; resolves once delivery finished. */
  notify(order: Order): Promise<NotificationOutcome> {
    const body = notificationBody(order, this.opts.serverKey);
    const task = notifyAll(order.notificationUrls, body, {
      retryDelaysMs: this.opts.retryDelaysMs,
      timeoutMs: this.opts.deliveryTimeoutMs,
      signal: this.closing.signal,
    }).then((outcome) => {
      order.lastNotification = outcome;
      if (!outcome.delivered && order.notificationUrls.length > 0) {
        this.opts.log.warn(
          { order_id: order.orderId, transaction_status: order.status, ...outcome },
          'midtrans simulator: notification not delivered',
        );
      }
      return outcome;
    });
    this.inflight.add(task);
    void task.finally(() => this.inflight.delete(task));
    return task;
  }

  /** Expires the order when its expiry_time has passed; the notification goes out once, in the background. */
  refresh(order: Order): void {
    if (isDue(order, this.now()) && expire(order)) void this.notify(order);
  }

  /** Expires every pending order whose time is up. */
  sweep(): void {
    for (const order of this.store.pending()) this.refresh(order);
  }

  /** Stops retries and waits for deliveries in flight. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.inflight]);
  }
}
