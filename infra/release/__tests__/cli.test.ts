import { resolve } from 'node:path';
import { parseArgs } from '../cli';

describe('npm run release arguments', () => {
  it('reads every command', () => {
    expect(parseArgs(['gallery'])).toEqual({
      kind: 'publish',
      remote: 'gallery',
      canaryPercent: undefined,
      dist: undefined,
      watch: undefined,
    });
    expect(parseArgs(['blog', '--canary', '10'])).toEqual({
      kind: 'publish',
      remote: 'blog',
      canaryPercent: 10,
      dist: undefined,
      watch: undefined,
    });
    expect(parseArgs(['donation', '--canary', '10', '--watch', '30m'])).toMatchObject({
      kind: 'publish',
      canaryPercent: 10,
      watch: { forMs: 30 * 60_000 },
    });
    expect(parseArgs(['donation', '--canary', '10', '--watch', '30m', '--min-views', '40'])).toMatchObject({
      watch: { forMs: 30 * 60_000, minPageViews: 40 },
    });
    expect(parseArgs(['--watch', 'donation', '2h'])).toEqual({
      kind: 'watch',
      remote: 'donation',
      watch: { forMs: 2 * 3_600_000 },
    });
    expect(parseArgs(['gallery', '--dist', 'build/out'])).toMatchObject({ dist: resolve('build/out') });
    expect(parseArgs(['--list', 'donation'])).toEqual({ kind: 'list', remote: 'donation' });
    expect(parseArgs(['--rollback', 'account', '20261124-050720-abc1234'])).toEqual({
      kind: 'rollback',
      remote: 'account',
      version: '20261124-050720-abc1234',
    });
    expect(parseArgs(['gallery', '--promote'])).toEqual({ kind: 'promote', remote: 'gallery' });
  });

  it('refuses unknown remotes, shares outside 0–100 and missing values', () => {
    expect(() => parseArgs(['shell'])).toThrow('unknown remote "shell"');
    expect(() => parseArgs(['gallery', '--canary', '101'])).toThrow('whole percentage from 0 to 100');
    expect(() => parseArgs(['gallery', '--canary', '5.5'])).toThrow('whole percentage from 0 to 100');
    expect(() => parseArgs(['gallery', '--canary'])).toThrow('--canary needs a value');
    expect(() => parseArgs(['--rollback', 'gallery'])).toThrow('--rollback needs a remote and a version');
    expect(() => parseArgs(['gallery', 'blog'])).toThrow('name one remote');
    expect(() => parseArgs(['gallery', '--watch', '30m'])).toThrow('--watch judges a canary: add --canary');
    expect(() => parseArgs(['gallery', '--canary', '10', '--watch', 'soon'])).toThrow('a duration such as 30m');
    expect(() => parseArgs(['--watch', 'gallery', '0m'])).toThrow('a duration such as 30m');
    expect(() => parseArgs(['gallery', '--canary', '10', '--min-views', '40'])).toThrow(
      '--min-views goes with --watch',
    );
    expect(() => parseArgs(['--watch', 'gallery', '1h', '--min-views', '0'])).toThrow(
      '--min-views takes a whole number',
    );
  });
});
