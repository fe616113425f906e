import { expect, test } from '@playwright/test';

const fileOf = (url: string) => new URL(url, 'http://x').pathname;

test('the shell page preloads the scripts it starts with; each one runs, fetched once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(fileOf(request.url()));
  });
  await page.goto('/kontak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const links = page.locator('link[rel="preload"][as="script"]');
  const preloaded = (await links.evaluateAll((all) => all.map((l) => l.getAttribute('href')))).map((href) =>
    fileOf(href ?? ''),
  );
  // Below the page's picture and first view.
  expect(await links.evaluateAll((all) => all.map((l) => l.getAttribute('fetchpriority')))).toEqual(
    preloaded.map(() => 'low'),
  );
  // The bootstrap chunk and React DOM's client: found only after main.js has run without a preload.
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/src_bootstrap_tsx\.[0-9a-f]{8}\.js$/));
  expect(preloaded).toContainEqual(
    expect.stringMatching(/^\/vendors-node_modules_react-dom_client_js\.[0-9a-f]{8}\.js$/),
  );
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
