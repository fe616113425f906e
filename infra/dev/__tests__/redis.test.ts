import { redisAnswers, startPrivateRedis } from '../redis';
import { freePort } from '@yayasan/service-kit/testing';

describe('the Redis of a dev stack or test run', () => {
  it('says no when nothing answers', async () => {
    expect(await redisAnswers(`redis://127.0.0.1:${await freePort()}`)).toBe(false);
  });

  it('starts a private redis-server on a free port and stops it', async () => {
    const redis = await startPrivateRedis();
    expect(redis).not.toBeNull();
    expect(await redisAnswers(redis!.url)).toBe(true);
    redis!.stop();
    const deadline = Date.now() + 10_000;
    while ((await redisAnswers(redis!.url)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await redisAnswers(redis!.url)).toBe(false);
  });
});
