import type { FastifyBaseLogger } from 'fastify';
import { CardTokens, SavedCards } from './card-tokens';
import { LinkedAccounts } from './linked-accounts';
import { notifyAll } from './notify';
import { expire, isDue, OrderStore, type NotificationOutcome, type Order } from './orders';
import { notificationBody } from './payloads';
import { nextExecutionAt, SubscriptionStore, type Subscription } from './subscriptions';
import { SimulatorClock } from './time';

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
  readonly savedCards = new SavedCards();
  readonly accounts = new LinkedAccounts();
  readonly subscriptions = new SubscriptionStore();
  private readonly clock: SimulatorClock;
  private readonly inflight = new Set<Promise<NotificationOutcome>>();
  private readonly closing = new AbortController();

  constructor(private readonly opts: EngineOptions) {
    this.clock = new SimulatorClock(opts.now);
  }

  get serverKey(): string {
    return this.opts.serverKey;
  }

  get merchantId(): string {
    return this.opts.merchantId;
  }

  now(): number {
    return this.clock.now();
  }

  /** Moves the simulator's clock forward; what fell due meanwhile happens on the next sweep. */
  advanceClock(ms: number): number {
    return this.clock.advance(ms);
  }

  /**
   * Makes every subscription charge due by now, one per scheduled time that passed (or only the next
   * charge of `only`), and sends each charge's signed notification (in order); resolves with the charges
   * once delivery finished.
   */
  async chargeSubscriptions(only?: Subscription): Promise<{ order: Order; notification: NotificationOutcome }[]> {
    // One subscription's next charge is made at its scheduled time without moving the clock for the rest.
    const until = only ? nextExecutionAt(only) : this.now();
    const orders = this.subscriptions.chargeDue(
      until,
      {
        store: this.store,
        savedCards: this.savedCards,
        merchantId: this.merchantId,
        notificationUrls: this.defaultNotificationUrls(),
      },
      only,
    );
    const charges: { order: Order; notification: NotificationOutcome }[] = [];
    for (const order of orders) charges.push({ order, notification: await this.notify(order) });
    return charges;
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

  /** Expires every pending order whose time is up, and makes the subscription charges that are due. */
  sweep(): void {
    for (const order of this.store.pending()) this.refresh(order);
    void this.chargeSubscriptions();
  }

  /** Stops retries and waits for deliveries in flight. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.inflight]);
  }
}
