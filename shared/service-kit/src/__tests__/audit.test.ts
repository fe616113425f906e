import { AUDIT_VALUE_MAX, canonicalJson, changedFields, chainHash, CHAIN_GENESIS, csvCell } from '..';

describe('what an audit record keeps', () => {
  const fields = ['title', 'target_amount', 'draft', 'expiry_time'];

  it('keeps only the allowed fields that changed, never one outside the list', () => {
    expect(
      changedFields(
        fields,
        { title: 'A', target_amount: 1, draft: 1, password_hash: 'x', expiry_time: new Date('2026-01-01T00:00:00Z') },
        { title: 'A', target_amount: 2, draft: 1, password_hash: 'y', expiry_time: new Date('2026-01-02T00:00:00Z') },
      ),
    ).toEqual({
      before: { target_amount: 1, expiry_time: '2026-01-01T00:00:00.000Z' },
      after: { target_amount: 2, expiry_time: '2026-01-02T00:00:00.000Z' },
    });
  });

  it('keeps every allowed field of a creation (no before) and of a deletion (no after)', () => {
    expect(changedFields(fields, null, { title: 'B', secret: 's' })).toEqual({ before: null, after: { title: 'B' } });
    expect(changedFields(fields, { draft: false, token: 't' }, null)).toEqual({
      before: { draft: false },
      after: null,
    });
  });

  it('cuts a long text', () => {
    const { after } = changedFields(['title'], null, { title: 'x'.repeat(AUDIT_VALUE_MAX + 50) });
    expect(after!.title).toBe(`${'x'.repeat(AUDIT_VALUE_MAX)}…`);
  });
});

describe('the chain hashing', () => {
  it('serializes the same record the same way whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[1,{"e":1,"f":2}]},"b":1}',
    );
  });

  it('links a record to the one before: another previous hash gives another hash', () => {
    const first = chainHash(CHAIN_GENESIS, '{"a":1}');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(first, '{"a":1}')).not.toBe(first);
    expect(chainHash(CHAIN_GENESIS, '{"a":2}')).not.toBe(first);
  });
});

describe('a CSV cell', () => {
  it('quotes separators and quotes, and makes a formula inert', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
  });
});
