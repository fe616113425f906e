import {
  jakartaToday,
  SECOND_FACTOR_MESSAGES as M,
  SETUP_REQUIRED_CODE,
  STEP_UP_CODE,
  STEP_UP_HEADER,
} from '@yayasan/validation';
import { ADMIN, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/**
 * Step-up for money and power: an administrator with a second factor (every administrator when
 * ADMIN_SECOND_FACTOR=required) records disbursements, offline gifts and reversals, and changes a
 * campaign's target or fund, only with a token whose second-factor check is under 10 minutes old.
 */

const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';
const minutesAgo = (m: number) => Math.floor(Date.now() / 1000) - m * 60;

let env: PayEnv;
beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
});
afterAll(() => env.close());

/** The account service turns the factor on like this (migration 010); the view tells every service. */
async function setFactor(on: boolean) {
  await env.svc
    .db('users')
    .where({ id: ADMIN.id })
    .update({ totp_secret: on ? 'v1.sealed' : null, totp_enabled_at: on ? new Date() : null });
  await env.svc.app.userStandings.forget(ADMIN.id);
}

const adminWith = (secondFactorAt?: number) =>
  env.svc.auth({ ...ADMIN, ...(secondFactorAt === undefined ? {} : { secondFactorAt }) });

const call = async (method: 'POST' | 'PUT', url: string, secondFactorAt: number | undefined, payload: object) =>
  env.svc.app.inject({ method, url, headers: await adminWith(secondFactorAt), payload });

const disbursement = { date: jakartaToday(), amount: 10_000, category: 'makan', description: 'Beras', proofs: [PROOF] };
const gift = { date: jakartaToday(), amount: 50_000, method: 'cash', show_in_donor_list: true };

function expectStepUp(
  res: { statusCode: number; headers: Record<string, unknown>; json(): { error: string } },
  message: string,
) {
  expect(res.statusCode).toBe(401);
  expect(res.headers[STEP_UP_HEADER]).toBe(message === M.enrolRequired ? SETUP_REQUIRED_CODE : STEP_UP_CODE);
  expect(res.json().error).toBe(message);
}

describe('an administrator with a second factor', () => {
  beforeAll(() => setFactor(true));
  afterAll(() => setFactor(false));

  it('records a gift, a disbursement and a reversal only within 10 minutes of a check', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 10_000_000 });
    const base = `/donation/${c.donation_id}`;
    expectStepUp(await call('POST', `${base}/offline-donations`, undefined, gift), M.stepUpRequired);
    expectStepUp(await call('POST', `${base}/offline-donations`, minutesAgo(11), gift), M.stepUpRequired);
    expect((await call('POST', `${base}/offline-donations`, minutesAgo(9), gift)).statusCode).toBe(201);

    expectStepUp(await call('POST', `${base}/disbursements`, minutesAgo(11), disbursement), M.stepUpRequired);
    const spent = await call('POST', `${base}/disbursements`, minutesAgo(1), disbursement);
    expect(spent.statusCode).toBe(201);

    const entries = await env.svc.db('ledger_entries').where({ donation_pk: c.pk }).orderBy('seq');
    const seq = entries.find((e) => e.kind === 'disbursement')!.seq;
    expectStepUp(
      await call('POST', `${base}/ledger/${seq}/reversal`, undefined, { reason: 'Koreksi' }),
      M.stepUpRequired,
    );
    expect(await env.svc.db('ledger_entries').where({ donation_pk: c.pk }).count({ n: '*' }).first()).toEqual({
      n: entries.length,
    });
    expect(
      (await call('POST', `${base}/ledger/${seq}/reversal`, minutesAgo(0), { reason: 'Koreksi' })).statusCode,
    ).toBe(201);
  });

  it('guards the general fund the same way', async () => {
    expectStepUp(await call('POST', '/ledger/general-fund/offline-donations', undefined, gift), M.stepUpRequired);
    expect((await call('POST', '/ledger/general-fund/offline-donations', minutesAgo(2), gift)).statusCode).toBe(201);
  });

  it("needs the check for a campaign's target or fund, not for its words", async () => {
    const c = await insertCampaign(env.svc, { target_amount: 2_000_000 });
    // An edit is checked as a whole: the seeded row gets the picture the form always has.
    await env.svc.db('donations').where({ id: c.pk }).update({ thumbnail: PROOF });
    const url = `/donation/${c.donation_id}`;
    expect((await call('PUT', url, undefined, { title: 'Judul yang lebih jelas' })).statusCode).toBe(200);
    expect((await call('PUT', url, undefined, { target_amount: 2_000_000 })).statusCode).toBe(200);
    expectStepUp(await call('PUT', url, undefined, { target_amount: 3_000_000 }), M.stepUpRequired);
    expectStepUp(await call('PUT', url, minutesAgo(12), { fund: 'sedekah' }), M.stepUpRequired);
    const row = await env.svc.db('donations').where({ id: c.pk }).first('target_amount');
    expect(Number(row!.target_amount)).toBe(2_000_000);
    expect((await call('PUT', url, minutesAgo(3), { target_amount: 3_000_000 })).statusCode).toBe(200);
  });
});

describe('an administrator without a second factor (ADMIN_SECOND_FACTOR=optional)', () => {
  it('acts as before', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 10_000_000 });
    expect((await call('POST', `/donation/${c.donation_id}/offline-donations`, undefined, gift)).statusCode).toBe(201);
  });
});

describe('ADMIN_SECOND_FACTOR=required', () => {
  let strict: PayEnv;
  beforeAll(async () => {
    process.env.ADMIN_SECOND_FACTOR = 'required';
    try {
      strict = await startPayEnv();
    } finally {
      delete process.env.ADMIN_SECOND_FACTOR;
    }
    await insertUsers(strict.svc);
  });
  afterAll(() => strict.close());

  it('refuses an administrator without a factor and says to set one up', async () => {
    const c = await insertCampaign(strict.svc, { target_amount: 10_000_000 });
    const res = await strict.svc.app.inject({
      method: 'POST',
      url: `/donation/${c.donation_id}/offline-donations`,
      headers: await strict.svc.auth(ADMIN),
      payload: gift,
    });
    expectStepUp(res, M.enrolRequired);
  });
});
