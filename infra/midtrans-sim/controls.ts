import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorEngine } from './engine';
import { expire, settle, type Order } from './orders';
import { renderPage } from './page';

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

  app.get<PageQuery>('/simulator', async (request, reply) => {
    engine.sweep();
    const { msg, error, order_id: highlight } = request.query;
    const html = renderPage({
      orders: engine.store.recent(RECENT_LIMIT),
      message: msg,
      isError: error === '1',
      highlight,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
