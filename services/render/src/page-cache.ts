import { LRUCache } from 'lru-cache';
import { PUBLIC_READ, readDataGeneration, type SharedRedis } from '@yayasan/service-kit';

/** How many rendered pages one renderer keeps (a page is some tens of KB). */
const MAX_PAGES = 500;

interface Kept<T> {
  generation: string;
  page: T;
}

/**
 * Rendered pages, kept per route, release and theme. A page holds no visitor's data, so one rendering
 * serves every visitor until the site's data changes: a page is reused only while the data generation
 * (counted in Redis by every write) is the one it was rendered under, and never longer than the public
 * answers it was made of may be cached (`PUBLIC_READ.maxAge`), which bounds what changes by time alone
 * (a campaign's days left). Without Redis nothing says when data changed, so every page is rendered.
 * Concurrent requests for a page not yet kept share one rendering.
 */
export class PageCache<T extends object> {
  private readonly pages = new LRUCache<string, Kept<T>>({ max: MAX_PAGES, ttl: PUBLIC_READ.maxAge * 1000 });
  private readonly renderings = new Map<string, Promise<T>>();

  constructor(private readonly redis: SharedRedis | null) {}

  /**
   * The page kept for `key`, else `render()`'s, kept when `keep` says it may be. `fresh`: rendered
   * anew whatever is kept (a request with `Cache-Control: no-cache`).
   */
  async page(
    key: string,
    render: () => Promise<T>,
    { keep, fresh = false }: { keep: (page: T) => boolean; fresh?: boolean },
  ): Promise<{ page: T; kept: boolean }> {
    const generation = this.redis ? await readDataGeneration(this.redis) : null;
    if (generation === null) return { page: await render(), kept: false };
    const kept = fresh ? undefined : this.pages.get(key);
    if (kept?.generation === generation) return { page: kept.page, kept: true };
    const rendering = `${generation} ${key}`;
    let page = fresh ? undefined : this.renderings.get(rendering);
    if (!page) {
      page = render().finally(() => this.renderings.delete(rendering));
      this.renderings.set(rendering, page);
      page.then(
        (p) => keep(p) && this.pages.set(key, { generation, page: p }),
        () => undefined,
      );
    }
    return { page: await page, kept: false };
  }
}
