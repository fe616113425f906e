import { PLEDGE_MESSAGES } from '@yayasan/contracts';
import type { Mail } from '@yayasan/service-kit';
import { MESSAGES } from '@yayasan/validation';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import { deliverMailJob } from '../domain/mail-delivery';
import type { MailJobKind } from '../repositories/mail-jobs';
import { MidtransGateway } from '../domain/midtrans';
import { jakartaMonth } from '../domain/pledge-calendar';
import { runPledgePass } from '../domain/pledge-reminders';
import { pledgeSubscriptionsFor } from '../domain/pledge-subscriptions';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertUsers,
  OTHER,
  postNotification,
  SERVER_KEY,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * Monthly pledges on the real database: the donor's changes and their state rules, the scheduled
 * pass (reminders once, a second after 3 days, never a third; safe when two replicas run it; catching
 * up after downtime; month rollover; campaign ends), the one-tap pay link and the administrators'
 * overview. The pass is run with the time each test chooses (Asia/Jakarta is UTC+7).
 */
let env: PayEnv;

beforeAll(async () => {
  env = await startPayEnv({ payments: { reminders: { intervalMs: 0 }, pledges: { intervalMs: 0 } } });
  await insertUsers(env.svc, [DONOR, OTHER, ADMIN]);
});
afterAll(async () => {
  await env.close();
});

const db = () => env.svc.db;

/** Campaigns that still run at every time the tests choose. */
const RUNNING = { target_amount: 100_000_000, expiry_time: new Date('2037-12-01T00:00:00Z') };

/** An instant given as Jakarta wall-clock time. */
const jakarta = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

async function pledge(
  body: Record<string, unknown> = {},
  who: { id: number; username: string; isAdmin: boolean } = DONOR,
) {
  const campaign = body.campaign_id ? null : await insertCampaign(env.svc, RUNNING);
  const res = await env.svc.app.inject({
    method: 'POST',
    url: '/pledges',
    headers: await authFor(env.svc, who),
    payload: {
      campaign_id: campaign?.donation_id,
      amount: 50_000,
      day_of_month: 10,
      way: 'reminder',
      payment_type: 'bank_transfer',
      prayer: 'Semoga berkah',
      is_anonymous: false,
      ...body,
    },
  });
  return { res, body: res.json(), campaign };
}

const act = async (id: number, action: string, who = DONOR, payload?: object) =>
  env.svc.app.inject({
    method: action === 'patch' ? 'PATCH' : 'POST',
    url: action === 'patch' ? `/pledges/${id}` : `/pledges/${id}/${action}`,
    headers: await authFor(env.svc, who),
    ...(payload && { payload }),
  });

const jobs = (kind: MailJobKind, pledgeId: number | string) =>
  db()('mail_jobs')
    .where({ kind })
    .andWhere('ref', 'like', `${pledgeId}:%`)
    .orderBy('id')
    .select('ref', 'payload', 'status');

/** Makes the pledge as if made at `at`. */
/** As if the pledge was made at `at`: its first month (opened when it was made) is that month. */
async function madeAt(id: number, at: Date) {
  await db()('pledges').where({ id }).update({ created_at: at });
  await db()('pledge_months')
    .where({ pledge_id: id })
    .update({ month: jakartaMonth(at), created_at: at });
}

describe('making a pledge', () => {
  it('makes an active reminder pledge on a running campaign and confirms it by mail', async () => {
    const { res, body, campaign } = await pledge();
    expect(res.statusCode).toBe(201);
    expect(body).toMatchObject({
      campaign: { id: campaign!.donation_id, status: 'running' },
      amount: 50_000,
      day_of_month: 10,
      way: 'reminder',
      state: 'active',
      pause_reason: null,
      prayer: 'Semoga berkah',
      activation_url: null,
      // This month's gift is open at once, payable before its day comes.
      months: [{ month: jakartaMonth(new Date()), state: 'waiting', amount: null, order_id: null }],
    });
    expect(body.next_date).toMatch(/^\d{4}-\d{2}-10$/);
    expect((await jobs('pledge-change', body.id)).map((j) => j.ref)).toEqual([expect.stringMatching(/:created:/)]);

    const list = await env.svc.app.inject({ method: 'GET', url: '/pledges', headers: await authFor(env.svc, DONOR) });
    expect(list.json().pledges[0].id).toBe(body.id);
    const other = await env.svc.app.inject({
      method: 'GET',
      url: `/pledges/${body.id}`,
      headers: await authFor(env.svc, OTHER),
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses what the rules refuse, with their messages, and stores nothing', async () => {
    const before = await db()('pledges').count({ n: '*' }).first();
    expect((await pledge({ amount: 5_000 })).body.error).toBe(MESSAGES.donationMinimum);
    expect((await pledge({ prayer: 'x'.repeat(281) })).body.error).toBe(MESSAGES.prayerTooLong);
    const automaticQris = await pledge({ way: 'automatic', payment_type: 'qris' });
    expect(automaticQris.res.statusCode).toBe(400);
    expect(automaticQris.body.error).toBe(PLEDGE_MESSAGES.automaticPaymentType);
    const ended = await insertCampaign(env.svc, { expiry_time: new Date(Date.now() - 1000) });
    const onEnded = await pledge({ campaign_id: ended.donation_id });
    expect(onEnded.res.statusCode).toBe(409);
    expect(onEnded.body.error).toBe(PLEDGE_MESSAGES.campaignNotRunning);
    expect((await pledge({ day_of_month: 29 })).res.statusCode).toBe(400);
    expect(await db()('pledges').count({ n: '*' }).first()).toEqual(before);
  });
});

describe("the donor's changes", () => {
  it('pauses, resumes, changes and stops by the state rules, confirming each change by mail', async () => {
    const { body } = await pledge();
    const paused = await act(body.id, 'pause');
    expect(paused.json()).toMatchObject({ state: 'paused', pause_reason: 'donor', next_date: null });
    expect((await act(body.id, 'pause')).json().error).toBe(PLEDGE_MESSAGES.notActive);
    expect((await act(body.id, 'resume')).json()).toMatchObject({ state: 'active', pause_reason: null });
    expect((await act(body.id, 'resume')).json().error).toBe(PLEDGE_MESSAGES.notPaused);

    const changed = await act(body.id, 'patch', DONOR, { amount: 75_000, day_of_month: 3 });
    expect(changed.json()).toMatchObject({ amount: 75_000, day_of_month: 3 });
    expect((await act(body.id, 'patch', DONOR, { amount: 75_000 })).json().error).toBe(PLEDGE_MESSAGES.noChange);
    expect((await act(body.id, 'patch', DONOR, { amount: 9_999 })).statusCode).toBe(400);
    expect((await act(body.id, 'pause', OTHER)).statusCode).toBe(404);

    expect((await act(body.id, 'stop')).json()).toMatchObject({ state: 'stopped' });
    for (const action of ['pause', 'resume', 'stop']) {
      const res = await act(body.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(PLEDGE_MESSAGES.alreadyStopped);
    }
    expect((await act(body.id, 'patch', DONOR, { amount: 90_000 })).statusCode).toBe(409);

    const changes = (await jobs('pledge-change', body.id)).map((j) => String(j.ref).split(':')[1]);
    expect(changes).toEqual(['created', 'paused', 'resumed', 'changed', 'stopped']);
    const stored = await db()('pledges').where({ id: body.id }).first();
    expect(stored).toMatchObject({ state: 'stopped', amount: 75_000, day_of_month: 3 });
    expect(stored?.stopped_at).toBeInstanceOf(Date);
  });

  it('lets only one of two racing changes through', async () => {
    const { body } = await pledge();
    const answers = await Promise.all([act(body.id, 'pause'), act(body.id, 'pause')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await jobs('pledge-change', body.id)).filter((j) => String(j.ref).includes(':paused:'))).toHaveLength(1);
  });
});

describe("a pledge's open month", () => {
  it('is dropped when the pledge is paused or stopped unpaid, and opened again on resume', async () => {
    const { body } = await pledge();
    const month = jakartaMonth(new Date());
    const open = () => db()('pledge_months').where({ pledge_id: body.id, month });
    expect(await open()).toHaveLength(1);
    await act(body.id, 'pause');
    expect(await open()).toHaveLength(0);
    await act(body.id, 'resume');
    expect(await open()).toMatchObject([{ state: 'waiting', amount: 50_000 }]);
    await act(body.id, 'stop');
    expect(await open()).toHaveLength(0);
  });
});

describe('the reminder pass', () => {
  it('reminds once on the day, a second time 3 days later, never a third', async () => {
    const { body } = await pledge({ day_of_month: 10 });
    await madeAt(body.id, jakarta('2031-01-20T12:00:00'));

    // Before the day: nothing.
    await runPledgePass(db(), jakarta('2031-02-09T23:59:00'));
    expect(await jobs('pledge-reminder', body.id)).toEqual([]);

    const day = jakarta('2031-02-10T00:05:00');
    await runPledgePass(db(), day);
    await runPledgePass(db(), day);
    await runPledgePass(db(), jakarta('2031-02-12T10:00:00'));
    expect((await jobs('pledge-reminder', body.id)).map((j) => j.ref)).toEqual([`${body.id}:2031-02:1`]);
    expect((await jobs('pledge-notice', `pledge-${body.id}`)).map((j) => j.ref)).toEqual([
      `pledge-${body.id}:2031-02:1`,
    ]);

    await runPledgePass(db(), jakarta('2031-02-13T00:05:00'));
    await runPledgePass(db(), jakarta('2031-02-20T00:05:00'));
    await runPledgePass(db(), jakarta('2031-02-27T00:05:00'));
    expect((await jobs('pledge-reminder', body.id)).map((j) => j.ref)).toEqual([
      `${body.id}:2031-02:1`,
      `${body.id}:2031-02:2`,
    ]);
    const month = await db()('pledge_months').where({ pledge_id: body.id, month: '2031-02' }).first();
    expect(month).toMatchObject({ state: 'waiting', reminders_sent: 2, amount: 50_000 });
  });

  it('mails the one-tap link that opens the donate page filled in', async () => {
    const { body, campaign } = await pledge({ day_of_month: 4 });
    await madeAt(body.id, jakarta('2031-01-01T08:00:00'));
    await runPledgePass(db(), jakarta('2031-03-04T07:00:00'));
    const sent: Mail[] = [];
    const outcome = await deliverMailJob(
      delivery((mail) => void sent.push(mail)),
      settings,
      { kind: 'pledge-reminder', ref: `${body.id}:2031-03:1` },
    );
    expect(outcome).toBe('sent');
    expect(sent[0].to).toBe('donatur@example.test');
    expect(sent[0].text).toContain(
      `http://site.test/donation/detail/${campaign!.donation_id}/donate?pledge=${body.id}&month=2031-03`,
    );
  });

  it('confirms a new pledge and asks about an ended campaign in mails of their own', async () => {
    const { body, campaign } = await pledge({ amount: 125_000, day_of_month: 9 });
    const sent: Mail[] = [];
    const [created] = await jobs('pledge-change', body.id);
    expect(
      await deliverMailJob(
        delivery((mail) => void sent.push(mail)),
        settings,
        { kind: 'pledge-change', ref: created.ref },
      ),
    ).toBe('sent');
    expect(sent[0].subject).toBe('Donasi rutin Anda sudah tercatat');
    expect(sent[0].text).toContain('Rp 125.000');
    expect(sent[0].text).toContain('Setiap tanggal 9');
    expect(sent[0].text).toContain('http://site.test/dashboard/donasi-rutin');

    await db()('donations')
      .where({ id: campaign!.pk })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    await runPledgePass(db());
    const ref = `${body.id}:${campaign!.pk}`;
    expect(
      await deliverMailJob(
        delivery((mail) => void sent.push(mail)),
        settings,
        { kind: 'pledge-campaign-ended', ref },
      ),
    ).toBe('sent');
    expect(sent[1].subject).toBe('Kampanye donasi rutin Anda telah berakhir');
    expect(sent[1].text).toContain(`http://site.test/dashboard/donasi-rutin?pledge=${body.id}`);
  });

  it('never sends twice when two replicas run the pass at once', async () => {
    const made = await Promise.all([1, 2, 3].map(() => pledge({ day_of_month: 7 })));
    for (const m of made) await madeAt(m.body.id, jakarta('2031-01-01T08:00:00'));
    const now = jakarta('2031-04-07T09:00:00');
    await Promise.all([runPledgePass(db(), now), runPledgePass(db(), now), runPledgePass(db(), now)]);
    for (const m of made) {
      expect((await jobs('pledge-reminder', m.body.id)).map((j) => j.ref)).toEqual([`${m.body.id}:2031-04:1`]);
      expect(await db()('pledge_months').where({ pledge_id: m.body.id, month: '2031-04' }).first()).toMatchObject({
        reminders_sent: 1,
      });
    }
  });

  it('catches up after downtime: a day passed this month still gets its one reminder', async () => {
    const { body } = await pledge({ day_of_month: 5 });
    await madeAt(body.id, jakarta('2031-01-01T08:00:00'));
    // Nothing ran from the 1st to the 19th.
    await runPledgePass(db(), jakarta('2031-05-19T15:00:00'));
    await runPledgePass(db(), jakarta('2031-05-19T15:05:00'));
    expect((await jobs('pledge-reminder', body.id)).map((j) => j.ref)).toEqual([`${body.id}:2031-05:1`]);
  });

  it("opens a pledge's first month when it is made, and reminds of it on its day", async () => {
    // Made before its day: payable at once, reminded on the 5th.
    const early = (await pledge({ day_of_month: 5 })).body;
    await madeAt(early.id, jakarta('2031-06-02T08:00:00'));
    await runPledgePass(db(), jakarta('2031-06-03T08:00:00'));
    expect(await jobs('pledge-reminder', early.id)).toEqual([]);
    await runPledgePass(db(), jakarta('2031-06-05T08:00:00'));
    expect((await jobs('pledge-reminder', early.id)).map((j) => j.ref)).toEqual([`${early.id}:2031-06:1`]);

    // Made past its day: this month's gift is reminded at the next pass, the next month's on its day.
    const late = (await pledge({ day_of_month: 5 })).body;
    await madeAt(late.id, jakarta('2031-06-20T08:00:00'));
    await runPledgePass(db(), jakarta('2031-06-20T08:01:00'));
    expect((await jobs('pledge-reminder', late.id)).map((j) => j.ref)).toEqual([`${late.id}:2031-06:1`]);
    await runPledgePass(db(), jakarta('2031-07-05T08:00:00'));
    expect((await jobs('pledge-reminder', late.id)).map((j) => j.ref)).toEqual([
      `${late.id}:2031-06:1`,
      `${late.id}:2031-07:1`,
    ]);
  });

  it('marks an unpaid month missed when the next one begins, and a paid month is not reminded', async () => {
    const { body, campaign } = await pledge({ day_of_month: 10 });
    await madeAt(body.id, jakarta('2031-01-01T08:00:00'));
    await runPledgePass(db(), jakarta('2031-08-10T08:00:00'));
    await runPledgePass(db(), jakarta('2031-09-01T00:01:00'));
    expect(await db()('pledge_months').where({ pledge_id: body.id, month: '2031-08' }).first()).toMatchObject({
      state: 'missed',
    });

    // September is paid before its day: no reminder, and the month is paid.
    const [t] = await db()('transactions').insert({
      order_id: `PLEDGE-${body.id}-2031-09`,
      transaction_id: `trx-pledge-${body.id}`,
      donation_pk: campaign!.pk,
      user_id: DONOR.id,
      donor_name: DONOR.fullname,
      amount: 50_000,
      payment_method: 'bank_transfer',
      bank: 'bca',
      status: 'pending',
      pledge_id: body.id,
      pledge_month: '2031-09',
    });
    expect(t).toBeGreaterThan(0);
    const settle = await postNotification(
      env.svc,
      signedNotification({ order_id: `PLEDGE-${body.id}-2031-09`, gross_amount: '50000.00' }),
    );
    expect(settle.statusCode).toBe(200);
    await runPledgePass(db(), jakarta('2031-09-10T08:00:00'));
    await runPledgePass(db(), jakarta('2031-09-14T08:00:00'));
    expect((await jobs('pledge-reminder', body.id)).map((j) => j.ref)).toEqual([`${body.id}:2031-08:1`]);
    expect(await db()('pledge_months').where({ pledge_id: body.id, month: '2031-09' }).first()).toMatchObject({
      state: 'paid',
      order_id: `PLEDGE-${body.id}-2031-09`,
    });
    const answer = (
      await env.svc.app.inject({ method: 'GET', url: `/pledges/${body.id}`, headers: await authFor(env.svc, DONOR) })
    ).json();
    expect(answer.months).toEqual([
      { month: '2031-09', state: 'paid', amount: 50_000, order_id: `PLEDGE-${body.id}-2031-09` },
      { month: '2031-08', state: 'missed', amount: null, order_id: null },
      { month: '2031-01', state: 'missed', amount: null, order_id: null },
    ]);
  });

  it('reminds nobody of a paused pledge', async () => {
    const { body } = await pledge({ day_of_month: 2 });
    await madeAt(body.id, jakarta('2031-01-01T08:00:00'));
    await act(body.id, 'pause');
    await runPledgePass(db(), jakarta('2031-10-02T08:00:00'));
    expect(await jobs('pledge-reminder', body.id)).toEqual([]);
    expect(await db()('pledge_months').where({ pledge_id: body.id, month: '2031-10' })).toEqual([]);
  });
});

describe("a campaign's end", () => {
  it('pauses its pledges and asks each donor once; the donor moves the pledge to another campaign', async () => {
    const { body, campaign } = await pledge({ day_of_month: 10 });
    const pausedByDonor = await pledge({ campaign_id: campaign!.donation_id });
    await act(pausedByDonor.body.id, 'pause');
    await db()('donations')
      .where({ id: campaign!.pk })
      .update({ expiry_time: new Date(Date.now() - 1000) });

    await Promise.all([runPledgePass(db()), runPledgePass(db())]);
    await runPledgePass(db());
    for (const id of [body.id, pausedByDonor.body.id]) {
      expect(await db()('pledges').where({ id }).first()).toMatchObject({
        state: 'paused',
        pause_reason: 'campaign_ended',
      });
      expect((await jobs('pledge-campaign-ended', id)).map((j) => j.ref)).toEqual([`${id}:${campaign!.pk}`]);
    }
    const answer = (
      await env.svc.app.inject({ method: 'GET', url: `/pledges/${body.id}`, headers: await authFor(env.svc, DONOR) })
    ).json();
    expect(answer).toMatchObject({ state: 'paused', pause_reason: 'campaign_ended', campaign: { status: 'ended' } });

    const resume = await act(body.id, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error).toBe(PLEDGE_MESSAGES.campaignEndedResume);

    const next = await insertCampaign(env.svc, RUNNING);
    const moved = await act(body.id, 'patch', DONOR, { campaign_id: next.donation_id });
    expect(moved.json()).toMatchObject({ state: 'active', pause_reason: null, campaign: { id: next.donation_id } });
  });
});

describe('paying a pledge month', () => {
  it('pre-fills the donate page and links the donation to the month, by the rules', async () => {
    const { body, campaign } = await pledge({ payment_type: 'qris', is_anonymous: true });
    const month = jakartaMonth(new Date());
    const prefill = await env.svc.app.inject({
      method: 'GET',
      url: `/pledges/${body.id}/months/${month}/pay`,
      headers: await authFor(env.svc, DONOR),
    });
    expect(prefill.json()).toEqual({
      campaign_id: campaign!.donation_id,
      amount: 50_000,
      payment_type: 'qris',
      prayer: 'Semoga berkah',
      is_anonymous: true,
      pledge_id: body.id,
      month,
    });

    const pay = async (campaignId: string, extra: object, who = DONOR) =>
      env.svc.app.inject({
        method: 'POST',
        url: `/donation/${campaignId}/pay`,
        headers: await authFor(env.svc, who),
        payload: { amount: 50_000, payment_method: 'qris', ...extra },
      });
    const other = await insertCampaign(env.svc, RUNNING);
    expect((await pay(other.donation_id, { pledge_id: body.id, month })).json().error).toBe(
      PLEDGE_MESSAGES.pledgeOtherCampaign,
    );
    expect((await pay(campaign!.donation_id, { pledge_id: body.id, month }, OTHER)).statusCode).toBe(400);
    expect((await pay(campaign!.donation_id, { pledge_id: body.id })).json().error).toBe(
      PLEDGE_MESSAGES.pledgeMonthIncomplete,
    );
    expect((await pay(campaign!.donation_id, { pledge_id: body.id, month: '2001-01' })).json().error).toBe(
      PLEDGE_MESSAGES.monthNotDue,
    );
    expect(await db()('transactions').where({ pledge_id: body.id }).count({ n: '*' }).first()).toEqual({ n: 0 });

    const paid = await pay(campaign!.donation_id, { pledge_id: body.id, month });
    expect(paid.statusCode).toBe(201);
    const { order_id } = paid.json();
    expect(await db()('transactions').where({ order_id }).first('pledge_id', 'pledge_month')).toEqual({
      pledge_id: body.id,
      pledge_month: month,
    });
    await postNotification(env.svc, signedNotification({ order_id, gross_amount: '50000.00', payment_type: 'qris' }));

    const again = await pay(campaign!.donation_id, { pledge_id: body.id, month });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PLEDGE_MESSAGES.monthPaid);
    const prefillPaid = await env.svc.app.inject({
      method: 'GET',
      url: `/pledges/${body.id}/months/${month}/pay`,
      headers: await authFor(env.svc, DONOR),
    });
    expect(prefillPaid.statusCode).toBe(409);
    const answer = (
      await env.svc.app.inject({ method: 'GET', url: `/pledges/${body.id}`, headers: await authFor(env.svc, DONOR) })
    ).json();
    expect(answer.months[0]).toEqual({ month, state: 'paid', amount: 50_000, order_id });
  });
});

describe("the administrators' overview", () => {
  it('sums pledged and arrived income per month and counts pledges, as numbers and CSV', async () => {
    await db()('transactions').whereNotNull('pledge_id').update({ pledge_id: null, pledge_month: null });
    await db()('pledge_months').delete();
    await db()('pledges').delete();
    const now = new Date();
    const month = jakartaMonth(now);
    const a = await pledge({ amount: 100_000, day_of_month: 1 });
    const b = await pledge({ amount: 40_000, day_of_month: 28 });
    const c = await pledge({ amount: 30_000 });
    await act(c.body.id, 'stop');
    const d = await pledge({ amount: 20_000 });
    await act(d.body.id, 'pause');
    // Each reminder pledge's month opened when it was made: a's, b's and the paused d's count as pledged.
    await db()('transactions').insert({
      order_id: `OVERVIEW-${a.body.id}`,
      donation_pk: a.campaign!.pk,
      user_id: DONOR.id,
      donor_name: DONOR.fullname,
      amount: 100_000,
      payment_method: 'qris',
      status: 'settlement',
      settled_at: now,
      pledge_id: a.body.id,
      pledge_month: month,
    });

    const res = await env.svc.app.inject({
      method: 'GET',
      url: '/admin/pledges/overview',
      headers: await authFor(env.svc, ADMIN),
    });
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.counts).toEqual({ active: 2, paused: 1, stopped: 1 });
    expect(o.pledged_this_month).toBe(140_000);
    expect(o.arrived_this_month).toBe(100_000);
    expect(o.months).toHaveLength(24);
    expect(o.months[23]).toEqual({ month, pledged: 140_000, arrived: 100_000, new_pledges: 4, stopped_pledges: 1 });
    expect(o.months[0].month < o.months[23].month).toBe(true);
    expect(b.body.state).toBe('active');

    const forbidden = await env.svc.app.inject({
      method: 'GET',
      url: '/admin/pledges/overview',
      headers: await authFor(env.svc, DONOR),
    });
    expect(forbidden.statusCode).toBe(403);

    const csv = await env.svc.app.inject({
      method: 'GET',
      url: '/admin/pledges/overview.csv',
      headers: await authFor(env.svc, ADMIN),
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Bulan;Dijanjikan (Rp);Diterima (Rp);Donatur tetap baru;Berhenti');
    expect(lines).toHaveLength(25);
    expect(lines[24]).toBe(`${month};140000;100000;4;1`);

    // One computation serves the requests that follow it for a while: a pledge made meanwhile shows later.
    await pledge({ amount: 10_000 });
    const again = await env.svc.app.inject({
      method: 'GET',
      url: '/admin/pledges/overview',
      headers: await authFor(env.svc, ADMIN),
    });
    expect(again.json().counts).toEqual({ active: 2, paused: 1, stopped: 1 });
  });
});

describe('automatic pledges through the routes', () => {
  async function registerCard(): Promise<string> {
    const query = new URLSearchParams({
      card_number: '4811111111111114',
      card_exp_month: '12',
      card_exp_year: '2035',
      card_cvv: '123',
      client_key: 'SB-Mid-client-integration-test',
    });
    const res = await fetch(`${env.simUrl}/v2/card/register?${query}`);
    return ((await res.json()) as { saved_token_id: string }).saved_token_id;
  }
  /** The subscription's status as Midtrans (the simulator) keeps it. */
  async function subscriptionStatus(pledgeId: number): Promise<string> {
    const { subscription_id } = (await db()('pledges').where({ id: pledgeId }).first('subscription_id'))!;
    const res = await fetch(`${env.simUrl}/v1/subscriptions/${subscription_id}`, {
      headers: { authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}` },
    });
    return ((await res.json()) as { status: string }).status;
  }

  it('charges a card by a subscription that pause, resume and stop switch off and on first', async () => {
    const { res, body } = await pledge({
      way: 'automatic',
      payment_type: 'credit_card',
      saved_token_id: await registerCard(),
    });
    expect(res.statusCode).toBe(201);
    expect(body).toMatchObject({ way: 'automatic', state: 'active', activation_url: null });
    expect(await subscriptionStatus(body.id)).toBe('active');
    expect((await act(body.id, 'pause')).json().state).toBe('paused');
    expect(await subscriptionStatus(body.id)).toBe('inactive');
    expect((await act(body.id, 'resume')).json().state).toBe('active');
    expect(await subscriptionStatus(body.id)).toBe('active');
    expect((await act(body.id, 'stop')).json().state).toBe('stopped');
    expect(await subscriptionStatus(body.id)).toBe('inactive');
    const changes = (await jobs('pledge-change', body.id)).map((j) => String(j.ref).split(':')[1]);
    expect(changes).toEqual(['created', 'paused', 'resumed', 'stopped']);
  });

  it('refuses an automatic card pledge without a registered card, and stores nothing', async () => {
    const before = await db()('pledges').count({ n: '*' }).first();
    const { res, body } = await pledge({ way: 'automatic', payment_type: 'credit_card' });
    expect(res.statusCode).toBe(400);
    expect(body.error).toBe(PLEDGE_MESSAGES.savedTokenRequired);
    expect(await db()('pledges').count({ n: '*' }).first()).toEqual(before);
  });

  it('disables the subscription of a pledge whose campaign ended before pausing it: nothing is charged', async () => {
    const { body, campaign } = await pledge({
      way: 'automatic',
      payment_type: 'credit_card',
      saved_token_id: await registerCard(),
    });
    await db()('donations')
      .where({ id: campaign!.pk })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    // Where the subscription cannot be switched off, the pledge is left for the next pass.
    await runPledgePass(db());
    expect(await db()('pledges').where({ id: body.id }).first()).toMatchObject({ state: 'active' });
    expect(await jobs('pledge-campaign-ended', body.id)).toEqual([]);
    const gateway = new MidtransGateway({
      serverKey: SERVER_KEY,
      clientKey: 'SB-Mid-client-integration-test',
      baseUrl: env.simUrl,
    });
    await runPledgePass(db(), new Date(), pledgeSubscriptionsFor(gateway, 'http://site.test'));
    expect(await db()('pledges').where({ id: body.id }).first()).toMatchObject({
      state: 'paused',
      pause_reason: 'campaign_ended',
    });
    expect(await subscriptionStatus(body.id)).toBe('inactive');
  });
});

const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, retryDelayMs: 0 };
function delivery(send: (mail: Mail) => void) {
  return {
    db: env.svc.db,
    mailer: { send: async (mail: Mail) => send(mail) },
    renderer: new InvoiceRenderer('/nonexistent/chromium', env.svc.app.log),
    publicUrl: 'http://site.test',
    unsubscribeSecret: 'unused',
    log: env.svc.app.log,
    worker: 'pledge-test',
    blog: { url: 'http://127.0.0.1:9', serviceKey: 'unused' },
  };
}
