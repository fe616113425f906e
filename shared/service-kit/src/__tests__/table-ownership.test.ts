import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mayRead, PUBLISHED_VIEWS, TABLE_OWNERS, type TableReader } from '..';

/**
 * A service reads and writes only its own tables, and of others only the views published for it
 * (table-owners.ts). Every query of every service's source is checked against the map, and the map
 * against the migrations that create the tables and views.
 */
const root = join(__dirname, '../../../..');
const servicesDir = join(root, 'services');
const services = readdirSync(servicesDir).filter((name) => statSync(join(servicesDir, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['__tests__', 'testing', 'node_modules', 'dist'].includes(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const relations = new Set([...Object.keys(TABLE_OWNERS), ...Object.keys(PUBLISHED_VIEWS)]);

/**
 * Relations a source names in a query: the first argument of a call (knex's `db('t')`, `db('t as x')`,
 * `.from`, `.join`, `.into`…), or after FROM, JOIN, INTO, UPDATE or TABLE in raw SQL.
 */
export function namedRelations(source: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  const patterns = [
    /\(\s*['"`]([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?['"`]/g,
    /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+`?([a-z_][a-z0-9_]*)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      if (relations.has(match[1]))
        found.push({ name: match[1], line: source.slice(0, match.index).split('\n').length });
    }
  }
  return found;
}

function trespasses(reader: TableReader, dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    namedRelations(readFileSync(file, 'utf8'))
      .filter(({ name }) => !mayRead(reader, name))
      .map(({ name, line }) => `${relative(root, file)}:${line} names ${name}`),
  );
}

describe('table ownership', () => {
  it.each(services)('the %s service names only its own tables and the views published for it', (service) => {
    expect(trespasses(service as TableReader, join(servicesDir, service, 'src'))).toEqual([]);
  });

  it.each(services)(
    'the %s service keeps its SQL out of its routes (routes validate and answer; domain queries)',
    (service) => {
      const routes = join(servicesDir, service, 'src', 'routes');
      if (!statSync(routes, { throwIfNoEntry: false })?.isDirectory()) return;
      const queries = sourceFiles(routes).flatMap((file) =>
        namedRelations(readFileSync(file, 'utf8')).map(
          ({ name, line }) => `${relative(root, file)}:${line} names ${name}`,
        ),
      );
      expect(queries).toEqual([]);
    },
  );

  /** The services that own the site's data (the gateway and the renderer only route and draw). */
  const domainServices = ['account', 'blog', 'donation', 'gallery', 'media'];
  it.each(domainServices)('the %s service keeps every query in its repositories', (service) => {
    const src = join(servicesDir, service, 'src');
    expect(statSync(join(src, 'repositories'), { throwIfNoEntry: false })?.isDirectory()).toBe(true);
    const queries = sourceFiles(src)
      .filter((file) => !file.startsWith(join(src, 'repositories')))
      .flatMap((file) =>
        namedRelations(readFileSync(file, 'utf8')).map(
          ({ name, line }) => `${relative(root, file)}:${line} names ${name}`,
        ),
      );
    expect(queries).toEqual([]);
  });

  it("the service kit's plumbing reads only the views published for it", () => {
    expect(trespasses('service-kit', join(__dirname, '..'))).toEqual([]);
  });

  it('every table and view is created by the migrations of the service the map names as its owner', () => {
    const created: Record<string, string> = {};
    for (const service of services) {
      const dir = join(servicesDir, service, 'migrations');
      if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
      for (const file of sourceFiles(dir)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:createTable\(|publishView\(\s*db,)\s*['"`]([a-z_][a-z0-9_]*)['"`]/g)) {
          created[m[1]] = service;
        }
      }
    }
    const owners = {
      ...TABLE_OWNERS,
      ...Object.fromEntries(Object.entries(PUBLISHED_VIEWS).map(([name, view]) => [name, view.owner])),
    };
    expect(created).toEqual(owners);
  });

  it('catches a query naming another service’s table, in knex and in raw SQL', () => {
    const source = [
      "await db('users as u').where({ id })",
      ".leftJoin('transactions as t', 't.user_id', 'u.id')",
      "trx.raw('UPDATE donations SET total_collected = 0')",
      "db('user_cards').first('id')",
    ].join('\n');
    expect(namedRelations(source).filter(({ name }) => !mayRead('blog', name))).toEqual([
      { name: 'users', line: 1 },
      { name: 'transactions', line: 2 },
      { name: 'donations', line: 3 },
    ]);
  });
});
