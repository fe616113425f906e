import { LiveReleaseCache, type LiveReleases } from '../releases';

const V1 = { gallery: { live: '20261124-050000-abc1234' } };
const V2 = { gallery: { live: '20261124-060000-def5678' } };

describe('the live release cache', () => {
  it('answers the new versions as soon as the registry answers', async () => {
    let answer = V1;
    const cache = new LiveReleaseCache(async () => answer, 0);
    expect(await cache.current()).toEqual(V1);
    answer = V2;
    expect(await cache.current()).toEqual(V2);
  });

  it('keeps pages going on the last answer while a read hangs or fails, and takes the next good one', async () => {
    let read: () => Promise<LiveReleases> = async () => V1;
    const errors: unknown[] = [];
    const cache = new LiveReleaseCache(
      () => read(),
      0,
      (err) => errors.push(err),
      10,
    );
    expect(await cache.current()).toEqual(V1);

    let fail!: (err: Error) => void;
    read = () => new Promise((_resolve, reject) => (fail = reject));
    expect(await cache.current()).toEqual(V1);
    fail(new Error('database down'));
    expect(await cache.current()).toEqual(V1);
    expect(errors).toHaveLength(1);

    read = async () => V2;
    let latest = await cache.current();
    while (latest !== V2) latest = await cache.current();
    expect(latest).toEqual(V2);
  });

  it('before any answer, waits for the first read, and falls back to the in-place builds if it fails', async () => {
    const cache = new LiveReleaseCache(async () => Promise.reject(new Error('no database')), 0);
    expect(await cache.current()).toEqual({});
  });
});
