import { expect, test } from '@playwright/test';
import type { FieldBeacon } from '@yayasan/contracts';
import { closeRedis, createDb, createRedis } from '@yayasan/service-kit';
import { fieldWindowFor } from '@yayasan/service-gateway/field';
import { areaReady } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

test("a page view's field signals reach the gateway: by route and remote version, counted in the release's window", async ({
  page,
}) => {
  const { env } = e2eState();
  const db = createDb(env.DATABASE_URL, { min: 0, max: 1 });
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL, { prefix: env.REDIS_PREFIX }) : null;
  const window = fieldWindowFor(db, redis);
  try {
    const since = Date.now() - 60_000;
    const sent = page.waitForRequest((r) => r.url().endsWith('/field') && r.method() === 'POST');
    await page.goto('/galeri');
    await areaReady(page, 'gallery');

    // Going elsewhere in the site ends the gallery's page view: its beacon leaves then.
    await page.getByRole('navigation', { name: 'Menu footer' }).getByRole('link', { name: 'Artikel' }).click();
    await expect(page).toHaveURL(/\/artikel$/);
    const request = await sent;
    expect((await request.response())?.status()).toBe(204);
    const beacon = request.postDataJSON() as FieldBeacon;
    expect(beacon.route).toBe('/galeri');
    const gallery = beacon.remotes.find((r) => r.remote === 'gallery');
    expect(gallery?.version).toMatch(/^[\w.-]+$/);
    expect(JSON.stringify(beacon)).not.toContain('?');

    await expect.poll(async () => (await window.read('gallery', gallery!.version, since)).pageViews).toBeGreaterThan(0);
  } finally {
    if (redis) await closeRedis(redis);
    await db.destroy();
  }
});
