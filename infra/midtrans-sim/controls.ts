import { formatJakartaTime } from '@yayasan/format';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorEngine } from './engine';
import { expire, settle, type Order } from './orders';
import { renderPage } from './page';
import { SUBSCRIPTION_NOT_FOUND } from './subscriptions';
import { addMonths, DAY_MS, HOUR_MS, MINUTE_MS } from './time';

type Action = 'pay' | 'expire';

/** The fields a control's form or JSON body may name the order by. */
type ControlBody = Partial<Record<'order_id' | 'transaction_id' | 'va_number' | 'ref', unknown>>;

/** The naming fields of a posted body (a form, JSON, or nothing). */
function controlBodyOf(body: unknown): ControlBody {
  if (typeof body !== 'object' || body === null) return {};
  const field = (key: keyof ControlBody): unknown => (key in body ? Reflect.get(body, key) : undefined);
  return {
    order_id: field('order_id'),
    transaction_id: field('transaction_id'),
    va_number: field('va_number'),
    ref: field('ref'),
  };
}

type PageQuery = { Querystring: { msg?: string; error?: string; order_id?: string } };

const RECENT_LIMIT = 50;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

function fromForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function redirectToPage(reply: FastifyReply, message: string, isError: boolean, orderId?: string) {
  const query = new URLSearchParams({ msg: message });
  if (isError) query.set('error', '1');
  if (orderId) query.set('order_id', orderId);
  return reply.redirect(`/simulator?${query.toString()}`, 303);
}

function lookup(engine: SimulatorEngine, body: ControlBody): { ref?: string; order?: Order } {
  const va = text(body.va_number);
  if (va) return { ref: va, order: engine.store.byVa(va) };
  const id = text(body.order_id) ?? text(body.transaction_id) ?? text(body.ref);
  if (!id) return {};
  return { ref: id, order: engine.store.get(id) ?? engine.store.byVa(id) ?? engine.store.byPaymentCode(id) };
}

const CLOCK_UNITS = { months: 0, days: DAY_MS, hours: HOUR_MS, minutes: MINUTE_MS } as const;
type ClockUnit = keyof typeof CLOCK_UNITS;
const MAX_ADVANCE = { months: 120, days: 3660, hours: 87840, minutes: 5270400 } as const;

/** How far a clock control moves the clock: months (calendar), days, hours and minutes, each 0 or more. */
function advanceOf(body: unknown, now: number): { ms: number } | { error: string } {
  let ms = 0;
  let months = 0;
  for (const unit of Object.keys(CLOCK_UNITS) as ClockUnit[]) {
    const raw = typeof body === 'object' && body !== null && unit in body ? Reflect.get(body, unit) : undefined;
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > MAX_ADVANCE[unit]) {
      return { error: `${unit} harus bilangan bulat 0 sampai ${MAX_ADVANCE[unit]}.` };
    }
    if (unit === 'months') months = value;
    else ms += value * CLOCK_UNITS[unit];
  }
  return { ms: addMonths(now, months) - now + ms };
}

const DONE: Record<Action, string> = { pay: 'dibayar', expire: 'dikedaluwarsakan' };

/** Developer controls: pay or expire an order (as Midtrans's sandbox simulator does), and the page. */
export function registerControls(app: FastifyInstance, engine: SimulatorEngine): void {
  const control = (action: Action) => async (request: FastifyRequest, reply: FastifyReply) => {
    const form = fromForm(request);
    const body = controlBodyOf(request.body);
    const { ref, order } = lookup(engine, body);

    const fail = (status: number, payload: Record<string, unknown> & { message: string }) =>
      form ? redirectToPage(reply, payload.message, true, order?.orderId) : reply.status(status).send(payload);

    if (!ref) {
      return fail(400, { error: 'missing_reference', message: 'Isi order_id atau va_number.' });
    }
    if (!order) {
      return fail(404, { error: 'order_not_found', message: `Transaksi tidak ditemukan: ${ref}` });
    }

    engine.refresh(order);
    const changed = action === 'pay' ? settle(order, engine.now()) : expire(order);
    if (!changed) {
      return fail(409, {
        error: 'not_pending',
        message: `Transaksi ${order.orderId} berstatus ${order.status}, bukan pending.`,
        order_id: order.orderId,
        transaction_status: order.status,
      });
    }

    const notification = await engine.notify(order);
    if (form) {
      const delivered = notification.delivered ? 'notifikasi terkirim' : 'notifikasi GAGAL terkirim';
      return redirectToPage(
        reply,
        `Transaksi ${order.orderId} ${DONE[action]} (${delivered}, ${notification.attempts} percobaan).`,
        !notification.delivered,
        order.orderId,
      );
    }
    return {
      order_id: order.orderId,
      transaction_id: order.transactionId,
      transaction_status: order.status,
      notification,
    };
  };

  app.post('/simulator/pay', control('pay'));
  app.post('/simulator/expire', control('expire'));

  /**
   * Moves the simulator's clock forward, then makes every subscription charge that fell due (one per
   * scheduled time passed) and sends each signed notification, and expires what ran out meanwhile.
   */
  app.post('/simulator/clock/advance', async (request, reply) => {
    const form = fromForm(request);
    const advance = advanceOf(request.body, engine.now());
    if ('error' in advance) {
      return form
        ? redirectToPage(reply, advance.error, true)
        : reply.status(400).send({ error: 'invalid_advance', message: advance.error });
    }
    const now = engine.advanceClock(advance.ms);
    const charges = await engine.chargeSubscriptions();
    for (const order of engine.store.pending()) engine.refresh(order);
    const answer = {
      now: formatJakartaTime(now),
      charges: charges.map(({ order, notification }) => ({
        subscription_id: order.subscriptionId,
        order_id: order.orderId,
        transaction_id: order.transactionId,
        transaction_status: order.status,
        gross_amount: order.grossAmount,
        transaction_time: formatJakartaTime(order.transactionTime),
        notification,
      })),
    };
    if (!form) return answer;
    const failed = charges.filter((c) => !c.notification.delivered).length;
    const message =
      `Jam simulator kini ${answer.now}; ${charges.length} tagihan langganan dibuat` +
      (failed > 0 ? `, ${failed} notifikasi GAGAL terkirim.` : '.');
    return redirectToPage(reply, message, failed > 0);
  });

  /**
   * Makes one subscription's next scheduled charge now, at its scheduled time, and sends its signed
   * notification, leaving the clock (and every other order) where it is: what a test of one pledge needs
   * while other tests' payments run beside it.
   */
  app.post<{ Params: { id: string } }>('/simulator/subscriptions/:id/charge-next', async (request, reply) => {
    const sub = engine.subscriptions.get(request.params.id);
    if (!sub) return reply.status(404).send({ error: 'subscription_not_found', message: SUBSCRIPTION_NOT_FOUND });
    if (sub.status !== 'active') {
      return reply.status(409).send({ error: 'not_active', message: `Langganan ${sub.id} tidak aktif.` });
    }
    const charges = await engine.chargeSubscriptions(sub);
    return {
      charges: charges.map(({ order, notification }) => ({
        subscription_id: order.subscriptionId,
        order_id: order.orderId,
        transaction_status: order.status,
        transaction_time: formatJakartaTime(order.transactionTime),
        notification,
      })),
    };
  });

  app.get<PageQuery>('/simulator', async (request, reply) => {
    engine.sweep();
    const { msg, error, order_id: highlight } = request.query;
    const html = renderPage({
      orders: engine.store.recent(RECENT_LIMIT),
      subscriptions: engine.subscriptions.all(),
      now: engine.now(),
      message: msg,
      isError: error === '1',
      highlight,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
