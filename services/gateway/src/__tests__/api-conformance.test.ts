import fc from 'fast-check';
import { METHOD_NOT_ALLOWED } from '@yayasan/service-kit';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../openapi';
import { send, startSeededSite, type Answer, type Call, type SeededSite } from './seeded-site';
import {
  allows,
  allowsText,
  applyBreakage,
  badTexts,
  breakages,
  fieldValue,
  validValue,
  type KnownValues,
  type Breakage,
  type JsonSchema,
} from './schema-cases';

/**
 * The site's published API document against the site itself: every operation of /api/openapi.json is
 * called through the gateway, against the real services on seeded databases, with requests its schemas
 * allow and requests they forbid. An answer fails the document when it is a 5xx, has a status the
 * operation does not list, a content type other than the one listed for that status, or a JSON body its
 * schema does not allow; a forbidden request fails it when it is accepted (anything but a 4xx).
 */

const VALID_RUNS = 6;
const INVALID_RUNS = 6;
/** Operations called side by side (a few at a time, as real traffic overlaps). */
const PARALLEL = 3;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface MediaType {
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A path parameter a client can send: not empty, and not `.` or `..`, which every URL parser resolves away
 * (percent-encoded too) before the request leaves.
 */
const isSendableSegment = (text: string) => text !== '' && !/^\.{1,2}$/.test(text);

/** The request parts an operation documents, and how a value of each is written on the wire. */
class OperationCases {
  readonly pathParams: Parameter[];
  readonly queryParams: Parameter[];
  readonly bodyType?: string;
  readonly bodySchema?: JsonSchema;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly op: Operation,
  ) {
    const params = op.parameters ?? [];
    this.pathParams = params.filter((p) => p.in === 'path');
    this.queryParams = params.filter((p) => p.in === 'query');
    const content = op.requestBody?.content ?? {};
    this.bodyType = [JSON_TYPE, FORM_TYPE].find((type) => content[type]);
    this.bodySchema = this.bodyType ? (content[this.bodyType].schema ?? {}) : undefined;
  }

  get name() {
    return `${this.method} ${this.path}`;
  }

  /** Parts the document allows: path segments, query values (as text), a body. */
  valid(known: KnownValues) {
    const text = (p: Parameter) =>
      fieldValue(p.name, p.schema, known)
        .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
        .filter((t) => allowsText(p.schema, t));
    return fc.record({
      path: fc.tuple(...this.pathParams.map((p) => text(p).filter(isSendableSegment))),
      query: fc.tuple(...this.queryParams.map((p) => (p.required ? text(p) : fc.option(text(p), { nil: undefined })))),
      body: this.bodySchema ? validValue(this.bodySchema, 0, known) : fc.constant(undefined),
      auth: fc.constantFrom('admin', 'admin', 'user', 'none') as fc.Arbitrary<'admin' | 'user' | 'none'>,
    });
  }

  /** Every way to break one part (the rest left valid), each one forbidden by the document. */
  breakages(): { part: 'body' | 'query' | 'path'; name?: string; breakage: Breakage | string | null }[] {
    const body = this.bodySchema && this.bodyType === JSON_TYPE ? breakages(this.bodySchema) : [];
    return [
      ...body.map((breakage) => ({ part: 'body' as const, breakage })),
      ...this.queryParams.flatMap((p) => [
        ...(p.required ? [{ part: 'query' as const, name: p.name, breakage: null }] : []),
        ...badTexts(p.schema).map((text) => ({ part: 'query' as const, name: p.name, breakage: text })),
      ]),
      ...this.pathParams.flatMap((p) =>
        badTexts(p.schema)
          .filter(isSendableSegment)
          .map((text) => ({ part: 'path' as const, name: p.name, breakage: text })),
      ),
    ];
  }

  call(parts: { path: string[]; query: (string | undefined)[]; body: unknown }, auth: string | undefined): Call {
    let i = 0;
    const path = this.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(parts.path[i++]));
    const query = new URLSearchParams();
    this.queryParams.forEach((p, at) => {
      if (parts.query[at] !== undefined) query.append(p.name, parts.query[at]!);
    });
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    let body: string | undefined;
    if (this.bodyType && parts.body !== undefined) {
      headers['content-type'] = this.bodyType;
      body =
        this.bodyType === JSON_TYPE
          ? JSON.stringify(parts.body)
          : new URLSearchParams(Object.entries(parts.body as Record<string, string>)).toString();
    }
    return { method: this.method.toUpperCase(), path: query.size ? `${path}?${query}` : path, headers, body };
  }

  /** What is wrong with an answer by the document ('' when nothing). */
  judge(answer: Answer): string {
    const { status } = answer;
    if (status >= 500) return `server error ${status} ${answer.body.slice(0, 200)}`;
    const documented =
      this.op.responses[String(status)] ?? this.op.responses[`${String(status)[0]}XX`] ?? this.op.responses.default;
    if (!documented) return `status ${status} is not documented (${Object.keys(this.op.responses)})`;
    if (answer.body === '' && !answer.headers['content-type']) return '';
    const served = String(answer.headers['content-type'] ?? '')
      .split(';', 1)[0]
      .trim()
      .toLowerCase();
    const content = documented.content ?? {};
    if (!(served in content))
      return `${status} served as ${served || 'nothing'}, documented as ${Object.keys(content)}`;
    const schema = content[served].schema;
    if (served !== JSON_TYPE || !schema) return '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `${status} is not JSON: ${answer.body.slice(0, 120)}`;
    }
    return allows(schema, parsed) ? '' : `${status} body breaks its schema: ${answer.body.slice(0, 200)}`;
  }
}

function operationsOf(doc: Document): OperationCases[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => new OperationCases(method, path, op)),
  );
}

describe('the API against its published document', () => {
  let site: SeededSite;
  let doc: Document;
  let operations: OperationCases[];
  let known: KnownValues;
  const tokenOf = (auth: 'admin' | 'user' | 'none') => (auth === 'none' ? undefined : site.tokens[auth]);

  beforeAll(async () => {
    site = await startSeededSite();
    const res = await send(site.gatewayUrl, { method: 'GET', path: OPENAPI_DOCUMENT_PATH, headers: {} });
    doc = JSON.parse(res.body) as Document;
    operations = operationsOf(doc);
    const { account, blog, donation, gallery } = site.services;
    const blogs = await blog.db('blogs').select('id', 'blog_id');
    const campaigns = await donation.db('donations').pluck('donation_id');
    const galleryIds = await gallery.db('gallery_items').pluck('id');
    known = {
      id: [...campaigns, ...galleryIds, ...galleryIds.map(String)],
      donation_id: campaigns,
      blog_id: [...blogs.map((b) => b.blog_id), ...blogs.map((b) => b.id)],
      _id: blogs.map((b) => b.id),
      username: await account.db('users').pluck('username'),
      email: ['budi@yayasan.test', 'admin@yayasan.test'],
    };
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  }, 120_000);

  /** Each operation in turn, a few side by side; the problems of all of them, not only the first. */
  async function everyOperation(check: (op: OperationCases) => Promise<string[]>): Promise<string[]> {
    const queue = [...operations];
    const problems: string[] = [];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) problems.push(...(await check(op)));
      }),
    );
    return problems;
  }

  it('describes every operation of the site', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
  });

  it('answers requests the document allows as the document says', async () => {
    const seed = Date.now();
    let sent = 0;
    const succeeded = new Set<string>();
    const problems = await everyOperation(async (op) => {
      const found: string[] = [];
      for (const parts of fc.sample(op.valid(known), { numRuns: VALID_RUNS, seed })) {
        const call = op.call(parts, tokenOf(parts.auth));
        sent += 1;
        const answer = await send(site.gatewayUrl, call).catch((err: Error) => ({
          status: 599,
          headers: {},
          body: String(err),
        }));
        if (answer.status < 300) succeeded.add(op.name);
        const problem = op.judge(answer);
        if (problem)
          found.push(
            `${op.name}: ${call.method} ${call.path.slice(0, 100)} ${call.body?.slice(0, 100) ?? ''} → ${problem}`,
          );
      }
      return found;
    });
    console.log(
      `valid requests: ${sent} (seed ${seed}), operations answered with a success: ${succeeded.size}, ` +
        `answers off the document: ${problems.length}`,
    );
    expect(problems).toEqual([]);
    // Not only refusals: a good share of the operations are seen answering with their success schema.
    expect(succeeded.size).toBeGreaterThan(operations.length / 3);
  }, 600_000);

  it('refuses with a documented 4xx every request the document forbids', async () => {
    const seed = Date.now();
    let sent = 0;
    const problems = await everyOperation(async (op) => {
      const ways = op.breakages();
      if (ways.length === 0) return [];
      const found: string[] = [];
      const cases = fc.sample(fc.tuple(op.valid(known), fc.constantFrom(...ways)), { numRuns: INVALID_RUNS, seed });
      for (const [parts, way] of cases) {
        const broken = { ...parts, path: [...parts.path], query: [...parts.query] };
        if (way.part === 'body') {
          broken.body = applyBreakage(parts.body, way.breakage as Breakage);
          if (allows(op.bodySchema!, broken.body)) continue; // another key made it valid again
        } else {
          const list = way.part === 'query' ? op.queryParams : op.pathParams;
          const at = list.findIndex((p) => p.name === way.name);
          (way.part === 'query' ? broken.query : broken.path)[at] = (way.breakage as string | null) ?? undefined!;
        }
        const call = op.call(broken, site.tokens.admin);
        sent += 1;
        const answer = await send(site.gatewayUrl, call).catch((err: Error) => ({
          status: 599,
          headers: {},
          body: String(err),
        }));
        const what =
          typeof way.breakage === 'object' && way.breakage ? way.breakage.label : `${way.name}=${way.breakage}`;
        const problem =
          answer.status < 400 || answer.status >= 500
            ? `accepted a forbidden ${way.part} (${what}) with ${answer.status}`
            : op.judge(answer);
        if (problem)
          found.push(
            `${op.name}: ${call.method} ${call.path.slice(0, 100)} ${call.body?.slice(0, 100) ?? ''} → ${problem}`,
          );
      }
      return found;
    });
    console.log(`forbidden requests: ${sent} (seed ${seed}), not refused as documented: ${problems.length}`);
    expect(sent).toBeGreaterThan(operations.length);
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers a method a documented path does not take with 405 and the methods it does', async () => {
    const problems: string[] = [];
    // The document's own paths (and its readable page) are the gateway's, and take only reads.
    const own = { [OPENAPI_DOCUMENT_PATH]: { get: {} }, [API_DOCS_PATH]: { get: {} } };
    for (const [path, ops] of Object.entries({ ...doc.paths, ...own })) {
      const documented = Object.keys(ops).map((m) => m.toUpperCase());
      const method = ['DELETE', 'PATCH', 'PUT', 'POST'].find((m) => !documented.includes(m))!;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const answer = await send(site.gatewayUrl, { method, path: url, headers: {} });
      const allow = String(answer.headers.allow ?? '').split(/,\s*/);
      const body = answer.body.startsWith('{') ? JSON.parse(answer.body) : answer.body;
      const ok =
        answer.status === 405 &&
        documented.every((m) => allow.includes(m)) &&
        !allow.includes(method) &&
        (!documented.includes('GET') || allow.includes('HEAD')) &&
        body?.error === METHOD_NOT_ALLOWED;
      if (!ok)
        problems.push(`${method} ${url} → ${answer.status} allow=${answer.headers.allow} ${answer.body.slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });

  describe("the outside check's probes", () => {
    const post = (path: string, body: unknown, auth?: string) =>
      send(site.gatewayUrl, {
        method: 'POST',
        path,
        headers: { 'content-type': JSON_TYPE, ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify(body),
      });
    const operation = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path)!;

    it('refuses a number where an e-mail is due: POST /reset-password {"email":12345}', async () => {
      const res = await post('/api/reset-password', { email: 12345 });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
    });

    it('creates no comment from a list: POST /add-comment {"_id":1,"comment":["a"]}', async () => {
      const blog = await site.services.blog.db('blogs').where({ draft: false }).first();
      const count = async () => Number((await site.services.blog.db('comments').count({ n: '*' }))[0].n);
      const before = await count();
      const res = await post('/api/add-comment', { _id: blog?.id, comment: ['a'] }, site.tokens.user);
      expect(res.status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('renames no one to a number: POST /update-profile {"username":12345}', async () => {
      const before = await site.services.account.db('users').where({ email: 'budi@yayasan.test' }).first();
      const res = await post('/api/update-profile', { username: 12345 }, site.tokens.user);
      expect(res.status).toBe(400);
      const after = await site.services.account.db('users').where({ email: 'budi@yayasan.test' }).first();
      expect(after?.username).toBe(before?.username);
    });

    it('searches for no list: POST /search-users {"query":["a"]}', async () => {
      expect((await post('/api/search-users', { query: ['a'] })).status).toBe(400);
    });

    it('records no offline gift whose amount is a text: amount "10000", where the number is recorded', async () => {
      const campaigns = site.services.donation.db('donations');
      const campaign = await campaigns
        .clone()
        .where({ draft: false })
        .where('expiry_time', '>', new Date())
        .whereRaw('target_amount - total_collected >= ?', [20_000])
        .first();
      if (!campaign) throw new Error('The seed has no open campaign with room for two gifts');
      const url = `/api/donation/${campaign.donation_id}/offline-donations`;
      const gift = { date: new Date().toISOString().slice(0, 10), method: 'cash', show_in_donor_list: true };
      const asText = await post(url, { ...gift, amount: '10000' }, site.tokens.admin);
      expect(asText.status).toBe(400);
      const after = await campaigns.clone().where({ id: campaign.id }).first();
      expect(after?.total_collected).toBe(campaign.total_collected);
      const asNumber = await post(url, { ...gift, amount: 10000 }, site.tokens.admin);
      expect(`${asNumber.status} ${asNumber.body}`).toMatch(/^201 /);
    });

    it('documents what POST /signin {} is refused for, and refuses it as documented', async () => {
      const op = operation('post', '/api/signin');
      const res = await post('/api/signin', {});
      expect(res.status).toBe(400);
      expect(op.judge({ ...res })).toBe('');
      const { email, password } = op.bodySchema!.properties!;
      expect((email as { description?: string }).description).toMatch(/400/);
      expect((password as { description?: string }).description).toMatch(/400/);
    });

    it('documents a snapshot day as a calendar date and refuses any other text', async () => {
      const day = operation('get', '/api/ledger/snapshots/{day}').pathParams[0].schema;
      expect(day).toMatchObject({ format: 'date', pattern: expect.any(String) });
      const res = await send(site.gatewayUrl, { method: 'GET', path: '/api/ledger/snapshots/abc', headers: {} });
      expect(res.status).toBe(400);
    });

    it('serves a refused unsubscribe link in a content type its document lists, to a browser and to a client', async () => {
      const op = operation('get', '/api/email/unsubscribe');
      for (const accept of ['text/html', JSON_TYPE]) {
        const res = await send(site.gatewayUrl, {
          method: 'GET',
          path: '/api/email/unsubscribe?token=abc',
          headers: { accept },
        });
        expect(res.status).toBe(400);
        expect(String(res.headers['content-type'])).toMatch(accept);
        expect(op.judge(res)).toBe('');
      }
    });

    it('answers DELETE /signin with 405 and Allow: POST', async () => {
      const res = await send(site.gatewayUrl, { method: 'DELETE', path: '/api/signin', headers: {} });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(JSON.parse(res.body)).toEqual({ error: METHOD_NOT_ALLOWED });
    });
  });
});
