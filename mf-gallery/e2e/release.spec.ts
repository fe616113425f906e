import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RemotesConfig } from '@yayasan/contracts';
import { createDb, type Db } from '@yayasan/service-kit';
import { canaryWatches } from '@yayasan/service-gateway/releases';
import { ROOT } from '@yayasan/infra/dev/paths';
import { fieldSignalsStarted } from '@yayasan/infra/e2e/helpers';
import { throwingCopy } from '@yayasan/infra/e2e/release-build';
import {
  BUCKET_COOKIE,
  INLINE_REMOTES_SELECTOR,
  publishBuild,
  releaseCli,
  releaseManifest,
  remotesFor,
  shellFingerprint,
  startReleaseCli,
} from '@yayasan/infra/e2e/releases';
import { e2eState } from '@yayasan/infra/e2e/state';

// Each test moves the gallery's live release: they run in order, one after the other.
test.describe.configure({ mode: 'serial' });
// Browsers here are given their bucket by the gateway or by browserInBucket, not the suite's fixed one.
test.use({ storageState: { cookies: [], origins: [] } });

const IN_PLACE_BUILD = join(ROOT, 'mf-gallery', 'dist');

/** Opens /galeri and waits for the gallery remote's own page (its heading), so what it lacks is really absent. */
async function openGallery(page: Page) {
  await page.goto('/galeri');
  await expect(page.getByRole('heading', { level: 1, name: 'Galeri' })).toBeVisible();
}

async function inlineGalleryManifest(page: Page): Promise<string> {
  const text = await page.locator(INLINE_REMOTES_SELECTOR).textContent();
  return (JSON.parse(text ?? '{}') as RemotesConfig).remotes.gallery;
}

/** A browser whose canary bucket is fixed by its cookie. */
async function browserInBucket(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: e2eState().baseURL }]);
  return context;
}

/** Waits until every gateway replica's short registry cache shows the switch to a browser in `bucket`. */
const expectGalleryManifest = (bucket: number, manifest: string) =>
  expect.poll(async () => (await remotesFor(bucket)).gallery, { timeout: 30_000 }).toBe(manifest);

/**
 * The releases `--list` shows (version, time published, state), without the visitors' figures under
 * each: the beacons of pages the earlier tests opened may still arrive and change those at any time.
 */
const releaseRows = (listed: string) => listed.split('\n').filter((line) => !line.startsWith(' '));

let current: string;

test('a changed gallery release goes live on reload, the shell stays byte-identical, and a rollback brings the old page back', async ({
  page,
}) => {
  const { marker, dist } = e2eState().changedGallery;
  const shellBefore = shellFingerprint();

  // Today's build as a release first: the version a rollback returns to.
  current = await publishBuild('gallery', IN_PLACE_BUILD);
  expect(current).toMatch(/^\d{8}-\d{6}-[0-9a-z]+(\.\d+)?$/);
  await expectGalleryManifest(0, releaseManifest('gallery', current));
  await openGallery(page);
  await expect(page.getByText(marker)).toHaveCount(0);

  const changed = await publishBuild('gallery', dist);
  expect(changed).not.toBe(current);
  await expectGalleryManifest(0, releaseManifest('gallery', changed));
  await page.reload();
  await expect(page.getByText(marker)).toBeVisible();
  expect(await inlineGalleryManifest(page)).toBe(releaseManifest('gallery', changed));

  // Versioned files are cached for a year: a switch is a new URL, never a changed file.
  const manifest = await page.request.get(releaseManifest('gallery', changed));
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const listed = await releaseCli('--list', 'gallery');
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(new RegExp(`${changed.replaceAll('.', '\\.')}\\s+\\S+\\s+LIVE`));
  expect(listed.stdout).toMatch(new RegExp(`${current.replaceAll('.', '\\.')}\\s+\\S+\\s+previous`));

  const rolledBack = await releaseCli('--rollback', 'gallery', current);
  expect(rolledBack.code).toBe(0);
  await expectGalleryManifest(0, releaseManifest('gallery', current));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Galeri' })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);

  expect(shellFingerprint()).toEqual(shellBefore);
});

test('a release missing a module the shell loads is refused, and nothing changes', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'gallery-broken-'));
  try {
    cpSync(e2eState().changedGallery.dist, broken, { recursive: true });
    const manifestFile = join(broken, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: { name: string }[] };
    manifest.exposes = manifest.exposes.filter((e) => e.name !== 'GalleryPage');
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const store = join(e2eState().releasesDir, 'gallery');
    const storedBefore = readdirSync(store).sort();
    const listBefore = releaseRows((await releaseCli('--list', 'gallery')).stdout);

    const refused = await releaseCli('gallery', '--dist', broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Release of gallery refused, nothing changed');
    expect(refused.stderr).toContain('it does not expose ./GalleryPage, which the shell loads');

    expect(readdirSync(store).sort()).toEqual(storedBefore);
    expect(releaseRows((await releaseCli('--list', 'gallery')).stdout)).toEqual(listBefore);
    expect((await remotesFor(0)).gallery).toBe(releaseManifest('gallery', current));
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('a canary reaches browsers in buckets below its share only, sticky per browser, until it is promoted', async ({
  browser,
}) => {
  const { marker, dist } = e2eState().changedGallery;
  // Half the visitors: every browser in bucket 0 gets the canary, no browser in bucket 99 does.
  const canary = await publishBuild('gallery', dist, '--canary', '50');
  await expectGalleryManifest(0, releaseManifest('gallery', canary));
  expect((await remotesFor(99)).gallery).toBe(releaseManifest('gallery', current));

  const listed = (await releaseCli('--list', 'gallery')).stdout;
  expect(listed).toMatch(new RegExp(`${canary.replaceAll('.', '\\.')}\\s+\\S+\\s+CANARY 50% of visitors`));
  expect(listed).toMatch(new RegExp(`${current.replaceAll('.', '\\.')}\\s+\\S+\\s+LIVE`));

  const inCanary = await browserInBucket(browser, 0);
  const outside = await browserInBucket(browser, 99);
  const fresh = await browser.newContext();
  try {
    const canaryPage = await inCanary.newPage();
    await openGallery(canaryPage);
    await expect(canaryPage.getByText(marker)).toBeVisible();
    expect(await inlineGalleryManifest(canaryPage)).toBe(releaseManifest('gallery', canary));

    const livePage = await outside.newPage();
    await openGallery(livePage);
    await expect(livePage.getByText(marker)).toHaveCount(0);
    expect(await inlineGalleryManifest(livePage)).toBe(releaseManifest('gallery', current));

    // A new browser is given a bucket on its first page and keeps it: the same version on every load.
    const freshPage = await fresh.newPage();
    await openGallery(freshPage);
    const cookie = (await fresh.cookies()).find((c) => c.name === BUCKET_COOKIE);
    expect(cookie?.value).toMatch(/^\d{1,2}$/);
    const expected = releaseManifest('gallery', Number(cookie!.value) < 50 ? canary : current);
    expect(await inlineGalleryManifest(freshPage)).toBe(expected);
    await freshPage.reload();
    expect(await inlineGalleryManifest(freshPage)).toBe(expected);
    expect((await fresh.cookies()).find((c) => c.name === BUCKET_COOKIE)?.value).toBe(cookie!.value);

    const promoted = await releaseCli('--promote', 'gallery');
    expect(promoted.code).toBe(0);
    await expectGalleryManifest(99, releaseManifest('gallery', canary));
    await livePage.reload();
    await expect(livePage.getByText(marker)).toBeVisible();
  } finally {
    await Promise.all([inCanary.close(), outside.close(), fresh.close()]);
    // Back to the served build for whatever runs next.
    await releaseCli('--rollback', 'gallery', current);
  }
});

/**
 * One page view of /galeri in `context`, ended by going to the articles inside the site: the shell
 * sends its field beacon then. Answers the beacon's status.
 */
async function galleryPageView(context: BrowserContext): Promise<number | undefined> {
  const page = await context.newPage();
  try {
    await page.goto('/galeri');
    await fieldSignalsStarted(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/field') && r.method() === 'POST');
    await page.getByRole('navigation', { name: 'Menu footer' }).getByRole('link', { name: 'Artikel' }).click();
    return (await (await sent).response())?.status();
  } finally {
    await page.close();
  }
}

/**
 * Visitors in the canary's bucket and outside it keep opening /galeri while the gallery's canary is
 * under watch (a verdict, acted on, ends the watch), for `most` rounds at most.
 */
async function visitWhileWatched(browser: Browser, db: Db, most = 120) {
  const inCanary = await browserInBucket(browser, 0);
  const outside = await browserInBucket(browser, 99);
  try {
    for (let round = 0; round < most; round++) {
      if (!(await canaryWatches(db, 'gallery')).length) return;
      await galleryPageView(inCanary);
      await galleryPageView(outside);
    }
    throw new Error(`no verdict after ${most} page views on each side`);
  } finally {
    await Promise.all([inCanary.close(), outside.close()]);
  }
}

/** The verdicts the watch recorded on `version`, from the gateway's audit trail. */
async function verdictsOn(db: Db, version: string) {
  const rows = await db('gateway_audit_log').where({ action: 'release.decision', object_id: 'gallery' }).orderBy('seq');
  return rows
    .map((r) => ({
      actor: r.actor_username as string,
      ...(JSON.parse(r.after_json) as { decision: string; canary: string }),
    }))
    .filter((v) => v.canary === version);
}

test.describe('canaries judged by what visitors meet', () => {
  // Dozens of page views, and looks at the figures every few seconds: far longer than a page's test.
  test.describe.configure({ timeout: 600_000 });
  let db: Db;
  test.beforeAll(() => {
    db = createDb(e2eState().env.DATABASE_URL, { min: 0, max: 1 });
  });
  test.afterAll(() => db.destroy());

  test('a canary that throws for every visitor in its bucket is rolled back by the gateway after the command stopped', async ({
    browser,
  }) => {
    const throwing = throwingCopy(e2eState().changedGallery.dist, 'GalleryPage');
    try {
      const canary = await publishBuild('gallery', throwing, '--canary', '50');
      await expectGalleryManifest(0, releaseManifest('gallery', canary));

      // The command opens the watch and is stopped: the gateway's job goes on judging.
      const watch = startReleaseCli('--watch', 'gallery', '30m', '--min-views', '20');
      await expect.poll(async () => (await canaryWatches(db, 'gallery'))[0]?.version, { timeout: 60_000 }).toBe(canary);
      watch.stop();
      await watch.result;

      await visitWhileWatched(browser, db);
      await expectGalleryManifest(0, releaseManifest('gallery', current));
      const verdicts = await verdictsOn(db, canary);
      expect(verdicts).toEqual([expect.objectContaining({ decision: 'rollback', actor: 'job:canary-watch' })]);

      // Everyone, the canary's bucket included, gets the stable gallery again.
      const context = await browserInBucket(browser, 0);
      try {
        const page = await context.newPage();
        await openGallery(page);
        expect(await inlineGalleryManifest(page)).toBe(releaseManifest('gallery', current));
      } finally {
        await context.close();
      }
    } finally {
      rmSync(throwing, { recursive: true, force: true });
    }
  });

  test('a healthy canary is promoted once both sides have enough page views', async ({ browser }) => {
    const { marker, dist } = e2eState().changedGallery;
    const canary = await publishBuild('gallery', dist, '--canary', '50');
    try {
      await expectGalleryManifest(0, releaseManifest('gallery', canary));
      const watch = startReleaseCli('--watch', 'gallery', '30m', '--min-views', '15');
      await expect.poll(async () => (await canaryWatches(db, 'gallery'))[0]?.version, { timeout: 60_000 }).toBe(canary);

      await visitWhileWatched(browser, db);
      const { code, stderr } = await watch.result;
      expect(stderr).toContain('gallery: the canary was promoted: live for everyone');
      expect(code).toBe(0);
      expect(await verdictsOn(db, canary)).toEqual([expect.objectContaining({ decision: 'promote' })]);

      await expectGalleryManifest(99, releaseManifest('gallery', canary));
      const context = await browserInBucket(browser, 99);
      try {
        const page = await context.newPage();
        await openGallery(page);
        await expect(page.getByText(marker)).toBeVisible();
      } finally {
        await context.close();
      }
    } finally {
      await releaseCli('--rollback', 'gallery', current);
    }
  });
});
