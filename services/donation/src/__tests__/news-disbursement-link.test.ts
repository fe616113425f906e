import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { MESSAGES, jakartaToday } from '@yayasan/validation';
import { migrations } from '../../migrations';
import { m019NewsDisbursementLink } from '../../migrations/019_news_disbursement_link';
import { ADMIN, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/** A news post's "Dana disalurkan" is a disbursement of the campaign's ledger, never a typed number (issue 42). */
let env: PayEnv;
let admin: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
});
afterAll(() => env.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  env.svc.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const DOC = { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Beras sudah sampai di asrama.' } }] };
const news = (over: object = {}) => ({ title: 'Penyaluran beras', content: DOC, ...over });
const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';

/** A campaign with Rp 300.000 given offline and two disbursements (Rp 120.000 and Rp 80.000) recorded. */
async function campaignWithDisbursements() {
  const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
  const gift = await send('POST', `/donation/${c.donation_id}/offline-donations`, {
    date: jakartaToday(),
    amount: 300_000,
    method: 'cash',
    show_in_donor_list: false,
  });
  expect(gift.statusCode).toBe(201);
  const seqs: number[] = [];
  for (const amount of [120_000, 80_000]) {
    const res = await send('POST', `/donation/${c.donation_id}/disbursements`, {
      date: jakartaToday(),
      amount,
      category: 'makan',
      description: `Beras ${amount}`,
      proofs: [PROOF],
    });
    expect(res.statusCode).toBe(201);
    seqs.push(res.json().seq);
  }
  return { ...c, giftSeq: gift.json().entry.seq as number, seqs };
}

describe('news linked to a disbursement', () => {
  it("shows the ledger's amount, the same in the post, the tab and the campaign's ledger", async () => {
    const c = await campaignWithDisbursements();
    const res = await send('POST', `/donation/${c.donation_id}/updates`, news({ disbursement_seq: c.seqs[0] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      disbursed_amount: 120_000,
      disbursement: { seq: c.seqs[0], amount: 120_000, description: 'Beras 120000', reversed: false },
    });
    const tab = (await send('GET', `/donation/${c.donation_id}/updates`)).json();
    expect(tab.updates[0].disbursed_amount).toBe(120_000);
    const ledger = (await send('GET', `/donation/${c.donation_id}/ledger`)).json();
    const entry = ledger.disbursements.find((d: { seq: number }) => d.seq === c.seqs[0]);
    expect(entry.amount).toBe(tab.updates[0].disbursed_amount);
  });

  it.each([
    ['a typed amount', () => ({ disbursed_amount: 120_000 }), MESSAGES.newsDisbursedTyped],
    ['an unknown entry', () => ({ disbursement_seq: 99 }), MESSAGES.newsDisbursementNotFound],
    ['a zero position', () => ({ disbursement_seq: 0 }), MESSAGES.newsDisbursementInvalid],
  ])('refuses %s and stores nothing', async (_what, over, message) => {
    const c = await campaignWithDisbursements();
    const res = await send('POST', `/donation/${c.donation_id}/updates`, news(over()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await env.svc.db('campaign_news').where({ donation_pk: c.pk })).toHaveLength(0);
  });

  it("refuses a gift's entry and another campaign's disbursement", async () => {
    const c = await campaignWithDisbursements();
    const gift = await send('POST', `/donation/${c.donation_id}/updates`, news({ disbursement_seq: c.giftSeq }));
    expect(gift.json()).toEqual({ error: MESSAGES.newsDisbursementNotFound });
    // Another campaign with a longer chain has a disbursement at a position this one has not reached.
    const other = await campaignWithDisbursements();
    const extra = await send('POST', `/donation/${other.donation_id}/disbursements`, {
      date: jakartaToday(),
      amount: 10_000,
      category: 'makan',
      description: 'Lauk',
      proofs: [PROOF],
    });
    const foreignSeq = extra.json().seq as number;
    expect(foreignSeq).toBeGreaterThan(Math.max(...c.seqs));
    const foreign = await send('POST', `/donation/${c.donation_id}/updates`, news({ disbursement_seq: foreignSeq }));
    expect(foreign.json()).toEqual({ error: MESSAGES.newsDisbursementNotFound });
    expect(await env.svc.db('campaign_news').where({ donation_pk: c.pk })).toHaveLength(0);
  });

  it('a reversed disbursement cannot be linked, and a post linked before its reversal shows no amount', async () => {
    const c = await campaignWithDisbursements();
    const posted = (
      await send('POST', `/donation/${c.donation_id}/updates`, news({ disbursement_seq: c.seqs[1] }))
    ).json();
    const reversal = await send('POST', `/donation/${c.donation_id}/ledger/${c.seqs[1]}/reversal`, {
      reason: 'Salah catat',
    });
    expect(reversal.statusCode).toBe(201);

    const tab = (await send('GET', `/donation/${c.donation_id}/updates`)).json();
    expect(tab.updates[0]).toMatchObject({ disbursed_amount: null, disbursement: { seq: c.seqs[1], reversed: true } });

    const url = `/donation/${c.donation_id}/updates/${posted.update_id}`;
    // Editing the post but keeping its link is allowed; linking it anew is not.
    expect((await send('PUT', url, news({ title: 'Diubah', disbursement_seq: c.seqs[1] }))).statusCode).toBe(200);
    const fresh = await send('POST', `/donation/${c.donation_id}/updates`, news({ disbursement_seq: c.seqs[1] }));
    expect(fresh.json()).toEqual({ error: MESSAGES.newsDisbursementReversed });
    // Relinking to another disbursement, or to none, works.
    const relinked = await send('PUT', url, news({ disbursement_seq: c.seqs[0] }));
    expect(relinked.json()).toMatchObject({ disbursed_amount: 120_000 });
    const unlinked = await send('PUT', url, news({ disbursement_seq: null }));
    expect(unlinked.json()).toMatchObject({ disbursed_amount: null, disbursement: null });
  });
});

describe('migration 019', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('news_link_migration');
  });
  afterAll(() => t.drop());

  it('links a typed amount matching exactly one unreversed disbursement, hides any other, and can be undone', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '019'));
    await migrateLatest(t.db, 'donation', before);
    const [pk] = await t.db('donations').insert({
      donation_id: 'demo-link',
      title: 'Sembako',
      target_amount: 10_000_000,
      total_collected: 1_000_000,
      expiry_time: new Date(Date.now() + 86_400_000),
      created_by: 1,
    });
    const at = new Date('2026-03-01T00:00:00Z');
    const entry = (
      seq: number,
      kind: 'offline_contribution' | 'disbursement' | 'reversal',
      flow: 'in' | 'out',
      amount: number,
      reverses: number | null = null,
    ) => ({
      donation_pk: pk,
      seq,
      kind,
      flow,
      amount,
      fund: 'infaq' as const,
      reverses_seq: reverses,
      occurred_at: at,
      created_at: at,
      prev_hash: '0'.repeat(64),
      hash: String(seq).padStart(64, '0'),
    });
    await t
      .db('ledger_entries')
      .insert([
        entry(1, 'offline_contribution', 'in', 1_000_000),
        entry(2, 'disbursement', 'out', 200_000),
        entry(3, 'disbursement', 'out', 50_000),
        entry(4, 'disbursement', 'out', 50_000),
        entry(5, 'disbursement', 'out', 70_000),
        entry(6, 'reversal', 'out', 70_000, 5),
      ]);
    const post = (update_id: string, disbursed_amount: number | null) => ({
      update_id,
      donation_pk: pk,
      title: update_id,
      content: JSON.stringify(DOC),
      pictures: '[]',
      disbursed_amount,
      published_at: at,
      created_by: 1,
    });
    await t
      .db('campaign_news')
      .insert([
        post('matches-one', 200_000),
        post('ambiguous', 50_000),
        post('reversed', 70_000),
        post('free-number', 500_000),
        post('blank', null),
      ]);

    await migrateLatest(t.db, 'donation', migrations);
    const rows = await t
      .db('campaign_news')
      .orderBy('id')
      .select('update_id', 'disbursement_seq', 'typed_disbursed_amount');
    expect(
      rows.map((r) => [r.update_id, r.disbursement_seq, r.typed_disbursed_amount && Number(r.typed_disbursed_amount)]),
    ).toEqual([
      ['matches-one', 2, 200_000],
      ['ambiguous', null, 50_000],
      ['reversed', null, 70_000],
      ['free-number', null, 500_000],
      ['blank', null, null],
    ]);

    // Undone: every typed number is back where the old code reads it.
    await m019NewsDisbursementLink.down(t.db);
    const back = await t.db('campaign_news').orderBy('id').select('update_id', 'disbursed_amount');
    expect(back.map((r) => [r.update_id, r.disbursed_amount && Number(r.disbursed_amount)])).toEqual([
      ['matches-one', 200_000],
      ['ambiguous', 50_000],
      ['reversed', 70_000],
      ['free-number', 500_000],
      ['blank', null],
    ]);
  });
});
