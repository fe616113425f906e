import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { STARTUP_LIBRARY_CHUNKS } from '@yayasan/contracts';
import { ROOT } from '@yayasan/infra/dev/paths';

/** The shell's startup libraries' files (React DOM's and the others'), by path. */
const startupLibraryFiles = STARTUP_LIBRARY_CHUNKS.map((chunk) =>
  expect.stringMatching(new RegExp(`^/${chunk}\\.[0-9a-f]{8}\\.js$`)),
);

const fileOf = (url: string) => new URL(url, 'http://x').pathname;

const { EAGER_COMPILE_HINT } = require('@yayasan/mf-config') as { EAGER_COMPILE_HINT: string };

/** The scripts the shell page preloads, by path. */
const preloadedScripts = async (page: Page) =>
  (
    await page.locator('link[rel="preload"][as="script"]').evaluateAll((all) => all.map((l) => l.getAttribute('href')))
  ).map((href) => fileOf(href ?? ''));

test('the shell page preloads the scripts it starts with; each one runs, fetched once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(fileOf(request.url()));
  });
  await page.goto('/kontak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const links = page.locator('link[rel="preload"][as="script"]');
  const preloaded = await preloadedScripts(page);
  // Below the page's picture and first view.
  expect(await links.evaluateAll((all) => all.map((l) => l.getAttribute('fetchpriority')))).toEqual(
    preloaded.map(() => 'low'),
  );
  // The bootstrap chunk and the libraries the shell starts with (React DOM's file and the others'):
  // found only after main.js has run without a preload.
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/src_bootstrap_tsx\.[0-9a-f]{8}\.js$/));
  for (const file of startupLibraryFiles) expect(preloaded).toContainEqual(file);
  // The field signals' collector: needed only by the sampled page views, so it is not preloaded for all.
  expect(preloaded).not.toContainEqual(expect.stringMatching(/field/i));

  // Chunks are named (`<id>.<hash>.js`) and each registers its id on the shell's chunk list when it runs.
  const ran = await page.evaluate(() =>
    ((window as unknown as { webpackChunkshell: [(string | number)[]][] }).webpackChunkshell ?? []).flatMap(([ids]) =>
      ids.map(String),
    ),
  );
  for (const file of preloaded) {
    expect(ran, `${file} ran`).toContain(file.slice(1).replace(/\.[0-9a-f]{8}\.js$/, ''));
    // The page's own request for it was served by the preload.
    expect(
      requested.filter((r) => r === file),
      `${file} fetched once`,
    ).toHaveLength(1);
  }
});

/**
 * Opens /kontak and answers the scripts it preloads (the libraries the shell starts with among them) and
 * `keep(answer)` of each script it loaded, by path.
 */
async function openKontak<T>(page: Page, keep: (answer: Response) => T) {
  const kept = new Map<string, T>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') kept.set(fileOf(response.url()), keep(response));
  });
  await page.goto('/kontak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await preloadedScripts(page);
  for (const file of startupLibraryFiles) expect(preloaded).toContainEqual(file);
  return { preloaded, kept };
}

test("each script the page starts with arrives as the build's stored brotli copy, not compressed per request", async ({
  page,
}) => {
  const { preloaded, kept: answers } = await openKontak(page, (answer) => answer.headers());
  for (const file of preloaded) {
    const built = join(ROOT, 'shell', 'dist', file);
    // The build leaves only a file too small to gain from it uncompressed.
    if (statSync(built).size < 1024) continue;
    expect(existsSync(`${built}.br`), `${file}.br written by the build`).toBe(true);
    const headers = answers.get(file);
    expect(headers?.['content-encoding'], `${file} sent compressed`).toBe('br');
    // A stored copy goes out whole, with its length; one compressed per request is streamed without.
    expect(Number(headers?.['content-length']), `${file} sent as stored`).toBe(statSync(`${built}.br`).size);
  }
});

test('each script the page starts with asks V8 to compile it whole as it arrives; the entry does not', async ({
  page,
}) => {
  const { preloaded, kept: bodies } = await openKontak(page, (answer) => answer.text());
  for (const file of preloaded) {
    expect((await bodies.get(file))?.split('\n')[0], `${file} starts with the hint`).toBe(EAGER_COMPILE_HINT);
  }
  // The entry, main.js, is not among them: it is compiled as usual, function by function.
  const others = [...bodies.keys()].filter((file) => !preloaded.includes(file));
  expect(others).toContain('/main.js');
  for (const file of others) expect(await bodies.get(file), file).not.toContain(EAGER_COMPILE_HINT);
});
