import type { RouteOptions } from 'fastify';
import { routeContractProblems, routeNames, serviceRoutes } from '@yayasan/service-kit/testing';
import app from '../app';

describe('donation routes', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes({ name: 'donation', app, appOptions: { payments: { reconcile: { intervalMs: 0 } } } });
  });

  it('are exactly these', () => {
    expect(routeNames(routes).sort()).toEqual([
      'DELETE /donation/:id/updates/:update_id',
      'GET /admin/exports/disbursements.csv',
      'GET /admin/exports/disbursements.xlsx',
      'GET /admin/exports/donations.csv',
      'GET /admin/exports/donations.xlsx',
      'GET /admin/overview',
      'GET /admin/pledges/overview',
      'GET /admin/pledges/overview.csv',
      'GET /admin/reports/:month',
      'GET /audit-donation',
      'GET /audit-donation/export.csv',
      'GET /donation/:id/details',
      'GET /donation/:id/ledger',
      'GET /donation/:id/ledger/entries',
      'GET /donation/:id/prayers',
      'GET /donation/:id/updates',
      'GET /donation/detail/:id/share',
      'GET /donation/offline-news/unsubscribe',
      'GET /donation/payment-options',
      'GET /donation/payment/:order_id',
      'GET /donation/payment/:order_id/qr.png',
      'GET /donation/pending',
      'GET /donation/regular-programme',
      'GET /donation/status/:transaction_id',
      'GET /get-donation',
      'GET /invoice/:file',
      'GET /ledger/general-fund',
      'GET /ledger/snapshots/:day',
      'GET /ledger/summary',
      'GET /pledges',
      'GET /pledges/:id',
      'GET /pledges/:id/months/:month/pay',
      'GET /search-donations',
      'GET /user/:username/statement.pdf',
      'GET /user/:username/transactions',
      'GET /user/:username/transactions/:trx_id',
      'GET /verify/:code',
      'PATCH /pledges/:id',
      'POST /donation',
      'POST /donation/:id/disbursements',
      'POST /donation/:id/ledger/:seq/reversal',
      'POST /donation/:id/offline-donations',
      'POST /donation/:id/pay',
      'POST /donation/:id/updates',
      'POST /donation/offline-news/unsubscribe',
      'POST /donation/prayers/:prayer_id/amin',
      'POST /generate-invoice',
      'POST /ledger/general-fund/:seq/reversal',
      'POST /ledger/general-fund/offline-donations',
      'POST /midtrans/notification',
      'POST /pledges',
      'POST /pledges/:id/activate',
      'POST /pledges/:id/pause',
      'POST /pledges/:id/resume',
      'POST /pledges/:id/stop',
      'PUT /donation/:id',
      'PUT /donation/:id/updates/:update_id',
      'PUT /donation/prayers/:prayer_id',
    ]);
  });

  it('each declare their whole contract: summary, tag, request parts, success and error answers', () => {
    expect(routeContractProblems(routes, { errorStatuses: ['400', '5xx'] })).toEqual([]);
  });
});
