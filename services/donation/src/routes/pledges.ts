import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLEDGE_OVERVIEW_CSV_PATH, PLEDGE_OVERVIEW_PATH, PLEDGES_PATH } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  PledgeActionBodySchema,
  PledgeCreateBodySchema,
  PledgeIdParamsSchema,
  PledgeListSchema,
  PledgeMonthParamsSchema,
  PledgeOverviewCsvSchema,
  PledgeOverviewSchema,
  PledgePatchBodySchema,
  PledgePayPrefillSchema,
  PledgeSchema,
} from '@yayasan/contracts/schemas/pledges';
import { pledgeOverview, pledgeOverviewCsv } from '../domain/pledge-overview';
import {
  activatePledge,
  changePledge,
  createPledge,
  getPledge,
  listPledges,
  pausePledge,
  pledgePayPrefill,
  resumePledge,
  stopPledge,
} from '../domain/pledges';
import { amountOnArrival } from './amount-on-arrival';

const tags = ['pledges'];

/**
 * The steady-income overview is a monthly report over every pledge month: one computation serves every
 * administrator's request on this replica for this long (concurrent requests share it too).
 */
export const PLEDGE_OVERVIEW_FRESH_MS = 30_000;

/** A donor's monthly pledges ("Donasi Rutin") and the administrators' view of the steady income. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const deps = () => ({ subscriptions: fastify.pledges.subscriptions });
  let overview: { at: number; answer: ReturnType<typeof pledgeOverview> } | null = null;
  const latestOverview = () => {
    const now = Date.now();
    if (!overview || now - overview.at >= PLEDGE_OVERVIEW_FRESH_MS) {
      const answer = pledgeOverview(db);
      overview = { at: now, answer };
      // A failed computation is not kept: the next request tries again.
      answer.catch(() => {
        if (overview?.answer === answer) overview = null;
      });
    }
    return overview.answer;
  };

  fastify.post(
    PLEDGES_PATH,
    {
      preValidation: amountOnArrival,
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Pledges a gift to a running campaign every month (by reminder or charged automatically)',
        tags,
        body: PledgeCreateBodySchema,
        response: { 201: PledgeSchema, ...errorAnswers(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPledge(db, request.user!, request.body, deps())),
  );

  fastify.get(
    PLEDGES_PATH,
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The caller's pledges, newest first",
        tags,
        response: { 200: PledgeListSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { pledges: await listPledges(db, Number(request.user!.id)) };
    },
  );

  fastify.get(
    `${PLEDGES_PATH}/:id`,
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "One of the caller's pledges with its latest months",
        tags,
        params: PledgeIdParamsSchema,
        response: { 200: PledgeSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPledge(db, Number(request.user!.id), request.params.id);
    },
  );

  fastify.patch(
    `${PLEDGES_PATH}/:id`,
    {
      preValidation: amountOnArrival,
      preHandler: fastify.authenticate,
      schema: {
        summary: "Changes a pledge's amount, day or campaign (a pledge paused by its campaign's end moves on)",
        tags,
        params: PledgeIdParamsSchema,
        body: PledgePatchBodySchema,
        response: { 200: PledgeSchema, ...errorAnswers(400, 401, 404, 409, 502) },
      },
    },
    async (request) => changePledge(db, request.user!, request.params.id, request.body, deps()),
  );

  const actions = {
    pause: { run: pausePledge, summary: 'Pauses a pledge (an automatic one stops being charged)' },
    resume: { run: resumePledge, summary: 'Resumes a paused pledge while its campaign runs' },
    stop: { run: stopPledge, summary: 'Stops a pledge for good (an automatic one’s subscription is disabled first)' },
    activate: { run: activatePledge, summary: 'Completes an automatic GoPay pledge after the donor linked GoPay' },
  } as const;
  for (const [action, { run, summary }] of Object.entries(actions)) {
    fastify.post(
      `${PLEDGES_PATH}/:id/${action}`,
      {
        preHandler: fastify.authenticate,
        schema: {
          summary,
          tags,
          params: PledgeIdParamsSchema,
          body: PledgeActionBodySchema,
          response: { 200: PledgeSchema, ...errorAnswers(400, 401, 404, 409, 502) },
        },
      },
      async (request) => run(db, request.user!, request.params.id, deps()),
    );
  }

  fastify.get(
    `${PLEDGES_PATH}/:id/months/:month/pay`,
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "What the reminder's one-tap link fills the donate page with (409 once the month is paid)",
        tags,
        params: PledgeMonthParamsSchema,
        response: { 200: PledgePayPrefillSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pledgePayPrefill(db, request.user!, request.params.id, request.params.month);
    },
  );

  fastify.get(
    PLEDGE_OVERVIEW_PATH,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "The foundation's steady income from monthly pledges (administrators)",
        description:
          'Per month (24, oldest first, Asia/Jakarta): rupiah pledged, rupiah that arrived (settled pledge donations, ' +
          'as the open ledger counts them), new and stopped pledges; and the pledges by state. At most 30 s old.',
        tags,
        response: { 200: PledgeOverviewSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return latestOverview();
    },
  );

  fastify.get(
    PLEDGE_OVERVIEW_CSV_PATH,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "The steady income's months as CSV (administrators)",
        tags,
        response: { 200: PledgeOverviewCsvSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="donasi-rutin.csv"')
        .header('cache-control', 'private, no-store')
        .send(pledgeOverviewCsv(await latestOverview())),
  );
};

export default routes;
