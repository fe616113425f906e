import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import { CHAIN_GENESIS, canonicalJson, chainHash } from './hash-chain';

/**
 * The audit trail of administrative acts. Each service keeps its own append-only, hash-chained log
 * (`<service>_audit_log`) and a one-row head (`<service>_audit_head`: the newest position and hash).
 * A record is written in the same database transaction as the act it describes, so an act and its
 * record commit (or roll back) together; appends take the head's row lock, so two acts at once never
 * read the same head and the chain never forks. The verifier recomputes the chain and compares its
 * end with the head, so an edited, removed or appended-by-hand record is found.
 */

type Conn = Knex | Knex.Transaction;

/** Who acted: the account and its username at the time (a release from the command line has no account). */
export interface AuditActor {
  id: number | null;
  username: string;
}

export interface AuditAct {
  /** `<object>.<verb>`, e.g. `campaign.update`: each must have its field allow-list. */
  action: string;
  actor: AuditActor;
  object: { type: string; id: string | number };
  /** The object before and after the act; only the action's allowed fields that changed are kept. */
  before?: object | null;
  after?: object | null;
  requestId?: string | null;
}

/**
 * For each action, the fields a record may keep. An allow-list, so a field added to a table later
 * (a secret, a token) never reaches the trail unless someone names it here.
 */
export type AuditFieldLists = Readonly<Record<string, readonly string[]>>;

/** A `<service>_audit_log` row as the driver answers it. */
export interface AuditLogRow {
  id: number;
  seq: number;
  action: string;
  actor_id: number | null;
  actor_username: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** A `<service>_audit_head` row: where the chain ends. */
export interface AuditHeadRow {
  id: number;
  seq: number;
  hash: string;
}

/** A record as the read endpoint answers it. */
export interface AuditRecordView {
  service: string;
  seq: number;
  action: string;
  actor: { id: number | null; username: string };
  object: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  at: string;
  hash: string;
}

export interface AuditFilters {
  action?: string;
  /** A username (as it was at the time), or an account id. */
  actor?: string;
  objectType?: string;
  objectId?: string;
  /** Instants, inclusive `from`, exclusive `to`. */
  from?: Date;
  to?: Date;
  /** Records older than this position (the cursor of the last one already shown). */
  beforeSeq?: number;
}

export interface AuditMismatch {
  seq: number;
  reason: string;
}

/** Longest string value a record keeps (a long description is cut, not stored whole). */
export const AUDIT_VALUE_MAX = 500;

// ---- the tables (called by each service's migration, which names its own tables) ----------------

/** The columns of `<service>_audit_log`. */
export function auditLogColumns(t: Knex.CreateTableBuilder): void {
  t.charset('utf8mb4');
  t.collate('utf8mb4_unicode_ci');
  t.increments('id').primary();
  t.integer('seq').unsigned().notNullable();
  t.string('action', 60).notNullable();
  t.integer('actor_id').unsigned().nullable();
  t.string('actor_username', 100).notNullable();
  t.string('object_type', 40).notNullable();
  t.string('object_id', 100).notNullable();
  t.text('before_json').nullable();
  t.text('after_json').nullable();
  t.string('request_id', 100).nullable();
  t.timestamp('created_at', { precision: 3 }).notNullable();
  t.specificType('prev_hash', 'CHAR(64)').notNullable();
  t.specificType('hash', 'CHAR(64)').notNullable();
  // One record per position: a second writer at the same place fails instead of forking the chain.
  t.unique(['seq'], { indexName: 'audit_seq_unique' });
  t.index(['action', 'seq'], 'audit_action_idx');
  t.index(['actor_username', 'seq'], 'audit_actor_idx');
  t.index(['object_type', 'object_id', 'seq'], 'audit_object_idx');
  t.index(['created_at'], 'audit_created_idx');
}

/** The columns of `<service>_audit_head`: one row, the lock every append takes. */
export function auditHeadColumns(t: Knex.CreateTableBuilder): void {
  t.tinyint('id').unsigned().primary();
  t.integer('seq').unsigned().notNullable();
  t.specificType('hash', 'CHAR(64)').notNullable();
}

/** The head of an empty chain (the migration inserts it). */
export const emptyAuditHead = (): AuditHeadRow => ({ id: 1, seq: 0, hash: CHAIN_GENESIS });

// ---- what a record keeps ---------------------------------------------------------------------------

/** A value as stored: times as ISO 8601, TINYINT flags as they are, long strings cut. */
function storedValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' && value.length > AUDIT_VALUE_MAX) return `${value.slice(0, AUDIT_VALUE_MAX)}…`;
  return value === undefined ? null : value;
}

/** An object's own fields by name, to read fields named at run time; null for no object. */
const fieldsOf = (o: object | null | undefined): Map<string, unknown> | null =>
  o == null ? null : new Map(Object.entries(o));

/**
 * The allowed fields that the act changed: for a creation every allowed field of `after`, for a
 * deletion of `before`, for a change only those whose value differs.
 */
export function changedFields(
  fields: readonly string[],
  beforeObject: object | null | undefined,
  afterObject: object | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const before = fieldsOf(beforeObject);
  const after = fieldsOf(afterObject);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const field of fields) {
    const inBefore = before !== null && before.has(field);
    const inAfter = after !== null && after.has(field);
    if (!inBefore && !inAfter) continue;
    const bv = inBefore ? storedValue(before.get(field)) : undefined;
    const av = inAfter ? storedValue(after.get(field)) : undefined;
    if (inBefore && inAfter && canonicalJson(bv) === canonicalJson(av)) continue;
    if (inBefore) b[field] = bv;
    if (inAfter) a[field] = av;
  }
  return { before: before == null ? null : b, after: after == null ? null : a };
}

/** The canonical form a record's hash covers: every stored field but the row id and the hashes. */
export function canonicalAuditRecord(row: Omit<AuditLogRow, 'id' | 'prev_hash' | 'hash'>): string {
  return canonicalJson({
    action: row.action,
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    actor_username: row.actor_username,
    after: row.after_json ?? null,
    at: new Date(row.created_at).toISOString(),
    before: row.before_json ?? null,
    object_id: row.object_id,
    object_type: row.object_type,
    request_id: row.request_id ?? null,
    seq: Number(row.seq),
  });
}

/** The acting administrator of a request (its token's username is the one it had at the time). */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new Error('an audited act needs a signed-in user');
  return { id: request.user.id, username: request.user.username };
}

/** A record's stored fields (`before_json`, `after_json`): an object of field values. */
const StoredFields = Type.Record(Type.String(), Type.Unknown());

const parse = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : Value.Parse(StoredFields, JSON.parse(text));

/** One service's audit trail: its two tables and the fields each of its actions may record. */
export class AuditTrail {
  constructor(
    readonly service: string,
    readonly tables: { log: string; head: string },
    readonly fields: AuditFieldLists,
  ) {}

  /**
   * Appends the record of an act, inside the act's transaction (`trx`), under the head's lock.
   * An action without a field list is refused (the act rolls back): nothing is recorded unvetted.
   */
  async record(trx: Knex.Transaction, act: AuditAct, now: Date = new Date()): Promise<AuditLogRow> {
    const allowed = this.fields[act.action];
    if (!allowed) throw new Error(`audit: the action ${act.action} has no field list in ${this.service}`);
    const { before, after } = changedFields(allowed, act.before, act.after);
    const head = await trx<AuditHeadRow>(this.tables.head).where({ id: 1 }).forUpdate().first('seq', 'hash');
    if (!head) throw new Error(`audit: ${this.tables.head} has no head row (run the migrations)`);
    const base = {
      seq: Number(head.seq) + 1,
      action: act.action,
      actor_id: act.actor.id,
      actor_username: act.actor.username,
      object_type: act.object.type,
      object_id: String(act.object.id),
      before_json: before === null ? null : canonicalJson(before),
      after_json: after === null ? null : canonicalJson(after),
      request_id: act.requestId ?? null,
      created_at: now,
    };
    const hash = chainHash(head.hash, canonicalAuditRecord(base));
    const [id] = await trx(this.tables.log).insert({ ...base, prev_hash: head.hash, hash });
    await trx(this.tables.head).where({ id: 1 }).update({ seq: base.seq, hash });
    return { id: Number(id), ...base, prev_hash: head.hash, hash };
  }

  /** Runs `work` in a transaction and records the act it describes in the same one. */
  async within<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>, act: (result: T) => AuditAct): Promise<T> {
    return db.transaction(async (trx) => {
      const result = await work(trx);
      await this.record(trx, act(result));
      return result;
    });
  }

  /**
   * Recomputes the chain from its first record and compares its end with the head. Answers the first
   * record that does not match, or null, and how many records were checked.
   */
  async verify(db: Conn): Promise<{ checked: number; mismatch: AuditMismatch | null }> {
    const BATCH = 1000;
    let expected = 1;
    let prev = CHAIN_GENESIS;
    for (;;) {
      const rows = await db<AuditLogRow>(this.tables.log)
        .where('seq', '>=', expected)
        .orderBy('seq', 'asc')
        .limit(BATCH);
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq !== expected) return { checked: expected - 1, mismatch: { seq: expected, reason: 'record missing' } };
        if (row.prev_hash !== prev)
          return { checked: seq - 1, mismatch: { seq, reason: 'previous hash does not match' } };
        if (chainHash(prev, canonicalAuditRecord(row)) !== row.hash) {
          return { checked: seq - 1, mismatch: { seq, reason: 'record does not match its hash' } };
        }
        prev = row.hash;
        expected = seq + 1;
      }
      if (rows.length < BATCH) break;
    }
    const count = expected - 1;
    const head = await db<AuditHeadRow>(this.tables.head).where({ id: 1 }).first('seq', 'hash');
    if (!head) return { checked: count, mismatch: { seq: count, reason: 'the chain head is missing' } };
    if (Number(head.seq) !== count) {
      return {
        checked: count,
        mismatch: { seq: count + 1, reason: `records missing at the end (the head says ${head.seq}, found ${count})` },
      };
    }
    if (head.hash !== prev) return { checked: count, mismatch: { seq: count, reason: 'the head hash does not match' } };
    return { checked: count, mismatch: null };
  }

  /** The filtered records, newest first (a seek on the position: every page costs what the first costs). */
  query(db: Conn, f: AuditFilters) {
    const q = db<AuditLogRow>(this.tables.log).orderBy('seq', 'desc');
    if (f.action) q.where('action', f.action);
    if (f.actor) {
      const actor = f.actor;
      if (/^\d{1,10}$/.test(actor)) q.where((w) => w.where('actor_id', Number(actor)).orWhere('actor_username', actor));
      else q.where('actor_username', actor);
    }
    if (f.objectType) q.where('object_type', f.objectType);
    if (f.objectId) q.where('object_id', f.objectId);
    if (f.from) q.where('created_at', '>=', f.from);
    if (f.to) q.where('created_at', '<', f.to);
    if (f.beforeSeq !== undefined) q.where('seq', '<', f.beforeSeq);
    return q;
  }

  /** A page of records and whether more follow. */
  async list(db: Conn, f: AuditFilters, limit: number): Promise<{ records: AuditRecordView[]; more: boolean }> {
    const rows = await this.query(db, f).limit(limit + 1);
    return { records: rows.slice(0, limit).map((row) => this.view(row)), more: rows.length > limit };
  }

  view(row: AuditLogRow): AuditRecordView {
    return {
      service: this.service,
      seq: Number(row.seq),
      action: row.action,
      actor: { id: row.actor_id === null ? null : Number(row.actor_id), username: row.actor_username },
      object: { type: row.object_type, id: row.object_id },
      before: parse(row.before_json),
      after: parse(row.after_json),
      request_id: row.request_id,
      at: new Date(row.created_at).toISOString(),
      hash: row.hash,
    };
  }

  /** The filtered records as CSV lines (header first), read in batches so any number streams. */
  async *csv(db: Conn, f: AuditFilters): AsyncGenerator<string> {
    yield `${AUDIT_CSV_HEADER.join(',')}\r\n`;
    let beforeSeq = f.beforeSeq;
    for (;;) {
      const rows = await this.query(db, { ...f, beforeSeq }).limit(500);
      for (const row of rows) yield `${auditCsvCells(this.view(row)).map(csvCell).join(',')}\r\n`;
      if (rows.length < 500) return;
      beforeSeq = Number(rows[rows.length - 1].seq);
    }
  }
}

export const AUDIT_CSV_HEADER = [
  'waktu',
  'layanan',
  'urutan',
  'aksi',
  'id_pelaku',
  'pelaku',
  'jenis_objek',
  'id_objek',
  'sebelum',
  'sesudah',
  'id_permintaan',
  'hash',
];

export const auditCsvCells = (r: AuditRecordView): string[] => [
  r.at,
  r.service,
  String(r.seq),
  r.action,
  r.actor.id === null ? '' : String(r.actor.id),
  r.actor.username,
  r.object.type,
  r.object.id,
  r.before === null ? '' : JSON.stringify(r.before),
  r.after === null ? '' : JSON.stringify(r.after),
  r.request_id ?? '',
  r.hash,
];

/** A CSV cell: quoted when needed, and a leading =, +, - or @ made inert for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The act of a request's administrator on one object (who, the request id), for `AuditTrail.within`. */
export const requestAct = (
  request: FastifyRequest,
  action: string,
  object: AuditAct['object'],
  before: object | null,
  after: object | null,
): AuditAct => ({ action, actor: auditActor(request), object, before, after, requestId: request.id });

/** The actor of a command run on a server (admin rights, releases): the operating-system account, no site account. */
export const commandLineActor = (
  osUser: string = process.env.SUDO_USER || process.env.USER || 'unknown',
): AuditActor => ({
  id: null,
  username: `cli:${osUser}`,
});
