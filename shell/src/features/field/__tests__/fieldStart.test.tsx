import type { FieldFailure } from '@yayasan/contracts';
import { deliverFieldFailures, reportFieldFailure } from '../../../lib/field/fieldFailures';
import { beginFieldSignals } from '../fieldStart';

describe('beginFieldSignals', () => {
  it('decides once per page load, and counts failures only for a load in the sample', () => {
    const delivered: FieldFailure[] = [];
    deliverFieldFailures((failure) => delivered.push(failure));

    expect(beginFieldSignals(0.1, () => 0.5)).toBe(false);
    reportFieldFailure({ kind: 'remote-load', remote: 'blog' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'tidak dihitung' }));
    expect(delivered).toEqual([]);

    expect(beginFieldSignals(0.1, () => 0.05)).toBe(true);
    reportFieldFailure({ kind: 'remote-load', remote: 'blog' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'dihitung' }));
    expect(delivered).toEqual([
      { kind: 'remote-load', remote: 'blog' },
      { kind: 'error', message: 'dihitung' },
    ]);
  });
});
