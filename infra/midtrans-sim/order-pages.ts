import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorEngine } from './engine';
import type { Order } from './orders';

/** The route parameters of a page the simulator shows for one order (the wallet app, the 3-D Secure page). */
export type OrderPageParams = { Params: { transactionId: string } };

/** The order a page is for, brought up to date, when it exists and is paid one of `types`' ways. */
export const orderOfPage =
  (engine: SimulatorEngine, types: readonly Order['paymentType'][]) =>
  (request: FastifyRequest<OrderPageParams>): Order | undefined => {
    const order = engine.store.byTransaction(request.params.transactionId);
    if (!order || !types.includes(order.paymentType)) return undefined;
    engine.refresh(order);
    return order;
  };

/** The simulator's page for an order it does not know. */
export const orderPageNotFound = (reply: FastifyReply) =>
  reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><p>Transaksi tidak ditemukan.</p>');
