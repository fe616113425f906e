import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { countAssertions, countRepository } from '../count-assertions';

/** The most the product's source may hold (knex rows and wire answers are typed instead). */
const MAX_ASSERTIONS = 60;

/** A small tree shaped like the repository: assertions in product source count, tests and builds do not. */
const ASSERTED = "export const n = JSON.parse('1') as number;\n";
const FILES: Record<string, string> = {
  'services/shop/src/orders.ts': [
    "const statuses = ['open', 'paid'] as const;",
    "const raw: unknown = JSON.parse('{}');",
    'export const order = raw as { id: number };',
    'export const id = <number>(<{ id: number }>raw).id;',
    'export const first = statuses[0];',
  ].join('\n'),
  'services/shop/src/orders.test.ts': ASSERTED,
  'services/shop/src/__tests__/helpers.ts': ASSERTED,
  'services/shop/migrations/001_orders.ts': ASSERTED,
  'mf-shop/src/Cart.tsx':
    'export const Cart = ({ items }: { items: unknown }) => <p>{(items as string[]).length}</p>;\n',
  'mf-shop/src/testing/fixtures.ts': ASSERTED,
  'mf-shop/e2e/cart.spec.ts': ASSERTED,
  'shared/kit/src/index.ts': 'export const kinds = { a: 1 } as const satisfies Record<string, number>;\n',
  'shared/kit/src/types.d.ts': 'export type Kind = string;\n',
  'shell/src/main.ts': 'export const main = 1;\n',
  'shell/dist/main.ts': ASSERTED,
  'infra/tool.ts': ASSERTED,
  'infra/node_modules/lib/index.ts': ASSERTED,
  'docs/notes.ts': ASSERTED,
};

describe('type assertion count', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'assertions-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts `as` and angle-bracket assertions, not `as const`', () => {
    expect(countAssertions(FILES['services/shop/src/orders.ts'], 'orders.ts')).toBe(3);
    expect(countAssertions(FILES['shared/kit/src/index.ts'], 'index.ts')).toBe(0);
    expect(countAssertions(FILES['mf-shop/src/Cart.tsx'], 'Cart.tsx')).toBe(1);
  });

  it('counts each package’s product source, leaving out tests, fixtures, builds and other folders', () => {
    const { total, packages } = countRepository(root);
    expect(packages).toEqual([
      { dir: 'infra', count: 1 },
      { dir: 'mf-shop', count: 1 },
      { dir: 'services/shop', count: 4 },
      { dir: 'shared/kit', count: 0 },
      { dir: 'shell', count: 0 },
    ]);
    expect(total).toBe(6);
  });

  it('stays at most 60 in the repository: each one is a type the compiler was not able to check', () => {
    const { total } = countRepository(join(__dirname, '../../..'));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(MAX_ASSERTIONS);
  });
});
