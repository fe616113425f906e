import { createDb, type Db } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { LIMITS } from '@yayasan/validation';
import { PLEDGE_PASS_MS, reminderPassOnLargeData } from '../../bench/large-data';
import { PROLIFIC_ID, SPAN_START } from '../blog-and-people';
import { DONOR_PLEDGES, PLEDGE_PASS_DATE, PLEDGE_PASS_MONTH } from '../pledges';
import { bulkConnection, LARGE_SEED_VERSION, largeDataSetState, migrateAll, seedLargeData } from '../seed';
import type { Volume } from '../volume';

/**
 * The large data set's monthly pledges, on a small copy: their mix and history, the payments that go
 * with the paid months, the version mark that tells the bench to fill an older database anew, and the
 * bench's timed daily pass run once on it.
 */
const SCALE = 0.02;

let database: TestDatabase;
let db: Db;
let volume: Volume;

const rows = async <T>(sql: string, bindings: unknown[] = []) => ((await db.raw(sql, bindings as never)) as [T[]])[0];
const count = async (sql: string, bindings: unknown[] = []) => Number((await rows<{ n: number }>(sql, bindings))[0].n);
const server = () => database.url.slice(0, database.url.lastIndexOf('/'));
const nameOf = () => database.url.slice(database.url.lastIndexOf('/') + 1);

beforeAll(async () => {
  database = await createTestDatabase('pledges_large');
  const bulk = bulkConnection(database.url);
  try {
    await migrateAll(bulk);
    volume = await seedLargeData(bulk, { scale: SCALE });
  } finally {
    await bulk.destroy();
  }
  await database.db.destroy();
  db = createDb(database.url);
}, 600_000);

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

test('the pledges come in the volume of the scale: active, paused and stopped, both ways, days 1 to 28', async () => {
  const byState = await rows<{ state: string; n: number }>('SELECT state, COUNT(*) n FROM pledges GROUP BY state');
  expect(Object.fromEntries(byState.map((r) => [r.state, Number(r.n)]))).toEqual({
    active: volume.activePledges,
    paused: volume.pausedPledges,
    stopped: volume.stoppedPledges,
  });
  expect(volume.activePledges).toBeGreaterThan(volume.pausedPledges + volume.stoppedPledges);
  expect(await count("SELECT COUNT(DISTINCT way) n FROM pledges WHERE way IN ('reminder', 'automatic')")).toBe(2);
  expect(await count('SELECT COUNT(*) n FROM pledges WHERE day_of_month NOT BETWEEN 1 AND 28')).toBe(0);
  expect(await count('SELECT COUNT(DISTINCT day_of_month) n FROM pledges')).toBe(28);
  expect(await count('SELECT COUNT(*) n FROM pledges WHERE amount < ?', [LIMITS.donationMinimum])).toBe(0);
  // Automatic pledges carry their subscription; stopped ones their stop, paused ones the donor's reason.
  expect(await count("SELECT COUNT(*) n FROM pledges WHERE way = 'automatic' AND subscription_id IS NULL")).toBe(0);
  expect(await count("SELECT COUNT(*) n FROM pledges WHERE (state = 'stopped') <> (stopped_at IS NOT NULL)")).toBe(0);
  expect(await count("SELECT COUNT(*) n FROM pledges WHERE state = 'paused' AND pause_reason <> 'donor'")).toBe(0);
});

test('the donor Budi has a few pledges, each with months of history', async () => {
  const budi = await rows<{ id: number; state: string; months: number }>(
    `SELECT p.id, p.state, COUNT(pm.month) months FROM pledges p LEFT JOIN pledge_months pm ON pm.pledge_id = p.id
      WHERE p.user_id = ? GROUP BY p.id, p.state`,
    [PROLIFIC_ID],
  );
  expect(budi).toHaveLength(DONOR_PLEDGES);
  expect(new Set(budi.map((p) => p.state))).toEqual(new Set(['active', 'paused', 'stopped']));
  for (const pledge of budi) expect(Number(pledge.months)).toBeGreaterThanOrEqual(2);
});

test('every pledge is on a campaign that keeps running past the pass date', async () => {
  expect(
    await count(
      `SELECT COUNT(*) n FROM pledges p JOIN donations d ON d.id = p.donation_pk
        WHERE d.draft = 1 OR d.expiry_time <= ?
           OR CAST(d.target_amount AS SIGNED) - CAST(d.total_collected AS SIGNED) < ?`,
      [PLEDGE_PASS_DATE, LIMITS.donationMinimum],
    ),
  ).toBe(0);
});

test("the months' history: paid months have their counted donation, only last month still waits, this month is not open", async () => {
  const states = await rows<{ state: string; n: number }>('SELECT state, COUNT(*) n FROM pledge_months GROUP BY state');
  expect(states.map((s) => s.state).sort()).toEqual(['missed', 'paid', 'waiting']);
  const paid = Number(states.find((s) => s.state === 'paid')?.n);
  expect(
    await count(
      `SELECT COUNT(*) n FROM pledge_months pm JOIN transactions t
          ON t.order_id = pm.order_id AND t.pledge_id = pm.pledge_id AND t.pledge_month = pm.month
         AND t.amount = pm.amount AND t.status IN ('settlement', 'capture') AND t.counted = 1
       WHERE pm.state = 'paid'`,
    ),
  ).toBe(paid);
  expect(await count('SELECT COUNT(*) n FROM transactions WHERE pledge_id IS NOT NULL')).toBe(paid);
  const [{ last }] = await rows<{ last: string }>("SELECT MAX(month) last FROM pledge_months WHERE state = 'waiting'");
  expect(await count("SELECT COUNT(*) n FROM pledge_months WHERE state = 'waiting' AND month <> ?", [last])).toBe(0);
  expect(last < PLEDGE_PASS_MONTH).toBe(true);
  expect(await count('SELECT COUNT(*) n FROM pledge_months WHERE month >= ?', [PLEDGE_PASS_MONTH])).toBe(0);
  // No month before its pledge was made.
  expect(
    await count(
      `SELECT COUNT(*) n FROM pledge_months pm JOIN pledges p ON p.id = pm.pledge_id
        WHERE pm.month < DATE_FORMAT(p.created_at + INTERVAL 7 HOUR, '%Y-%m')`,
    ),
  ).toBe(0);
});

test("the pledge payments are in the campaigns' totals like every settled donation", async () => {
  expect(
    await count(
      `SELECT COUNT(*) n FROM donations d
         LEFT JOIN (SELECT donation_pk, SUM(amount) s FROM transactions WHERE status IN ('settlement', 'capture')
                     GROUP BY donation_pk) t ON t.donation_pk = d.id
        WHERE d.total_collected <> COALESCE(t.s, 0)`,
    ),
  ).toBe(0);
});

test("the database is marked with the generator's version; an older mark or none reads as outdated or missing", async () => {
  expect(LARGE_SEED_VERSION).toBeGreaterThanOrEqual(2);
  expect(await largeDataSetState(server(), nameOf())).toBe('current');
  await db.raw('ALTER DATABASE ?? COMMENT = ?', [nameOf(), `yayasan large data set v${LARGE_SEED_VERSION - 1}`]);
  try {
    expect(await largeDataSetState(server(), nameOf())).toBe('outdated');
  } finally {
    await db.raw('ALTER DATABASE ?? COMMENT = ?', [nameOf(), `yayasan large data set v${LARGE_SEED_VERSION}`]);
  }
  expect(await largeDataSetState(server(), `${nameOf()}_none`)).toBe('missing');
});

test("the bench's daily pass does a day's work within its budget and leaves the data set as seeded", async () => {
  const snapshot = async () => ({
    months: await count('SELECT COUNT(*) n FROM pledge_months'),
    waiting: await count("SELECT COUNT(*) n FROM pledge_months WHERE state = 'waiting'"),
    reminded: await count('SELECT SUM(reminders_sent) n FROM pledge_months'),
    mails: await count('SELECT COUNT(*) n FROM mail_jobs'),
    pledges: await count("SELECT COUNT(*) n FROM pledges WHERE state = 'active'"),
  });
  const before = await snapshot();
  const [section] = await reminderPassOnLargeData(database.url);
  const [timed, work] = section.checks;
  expect(timed.budget).toBe(`≤ ${(PLEDGE_PASS_MS / 1000).toFixed(2)} s`);
  expect(timed.pass).toBe(true);
  expect(work.pass).toBe(true);
  const opened = Number(/(\d+) months opened/.exec(work.figure)?.[1]);
  const reminders = Number(/(\d+) first/.exec(work.figure)?.[1]);
  const missed = Number(/(\d+) missed/.exec(work.figure)?.[1]);
  // Active pledges made before this month whose day (1 to 15) has come; reminders for the reminder way.
  expect(opened).toBe(
    await count(
      `SELECT COUNT(*) n FROM pledges WHERE state = 'active' AND day_of_month <= 15 AND created_at < ? + INTERVAL day_of_month DAY`,
      [
        new Date(
          Date.UTC(Number(PLEDGE_PASS_MONTH.slice(0, 4)), Number(PLEDGE_PASS_MONTH.slice(5)) - 1, 1) - 7 * 3_600_000,
        ),
      ],
    ),
  );
  expect(reminders).toBeGreaterThan(0);
  expect(reminders).toBeLessThan(opened);
  expect(missed).toBe(before.waiting);
  expect(await snapshot()).toEqual(before);
});

test('a pass that finds nothing to do fails the check: its time would say nothing', async () => {
  const [section] = await reminderPassOnLargeData(database.url, new Date(SPAN_START));
  expect(section.checks.map((c) => c.pass)).toEqual([false, false]);
});
