import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  exposedModule,
  REMOTE_NAMES,
  SHELL_SERVER_MODULE,
  type FederationContainer,
  type PageRenderRequest,
  type RemoteName,
  type RenderedPage,
  type ServerRemote,
} from '@yayasan/contracts';
import { releaseKey, type ReleaseStore } from '@yayasan/service-gateway/releases';
import { evaluateContainer } from './evaluate';

/** Where an app's server container sits inside its build and inside a release. */
export const SERVER_ENTRY = 'server/remoteEntry.js';

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The in-place build of an app (`shell`, `mf-<remote>`), labelled by its file's time and size. */
async function inPlace(webRoot: string, app: string): Promise<{ file: string; label: string } | null> {
  const file = join(webRoot, app, 'dist', SERVER_ENTRY);
  try {
    const { mtimeMs, size } = await stat(file);
    return { file, label: `build-${Math.round(mtimeMs)}-${size}` };
  } catch {
    return null;
  }
}

/**
 * The server containers the renderer uses, each read and started once per version and kept: a
 * remote's from the release store under the version the gateway chose (never from an address a
 * request names), or its in-place build when it has no recorded release; the shell's from its
 * in-place build (the shell is not released on its own).
 */
export class ServerContainers {
  private readonly cache = new Map<string, Promise<FederationContainer>>();
  private shellEntry: { label: string; renderPage: Promise<RenderPage> } | undefined;

  constructor(
    private readonly webRoot: string,
    private readonly store: ReleaseStore,
  ) {}

  /** Once per key; a failed load is forgotten, so the next page tries again. */
  private once(key: string, load: () => Promise<FederationContainer>): Promise<FederationContainer> {
    let loading = this.cache.get(key);
    if (!loading) {
      loading = load();
      this.cache.set(key, loading);
      loading.catch(() => this.cache.delete(key));
    }
    return loading;
  }

  /** The label of the shell build `renderPage()` last answered with. */
  get shellLabel(): string | undefined {
    return this.shellEntry?.label;
  }

  /** The shell's server entry, `renderPage`, from its current in-place build. */
  async renderPage(): Promise<RenderPage> {
    const build = await inPlace(this.webRoot, 'shell');
    if (!build) throw new Error(`the shell has no server build (${join('shell', 'dist', SERVER_ENTRY)})`);
    if (this.shellEntry?.label !== build.label) {
      const renderPage = this.once(`shell@${build.label}`, async () =>
        evaluateContainer(await readFile(build.file, 'utf8'), build.file),
      ).then(async (container) => {
        // The shell's container is the host on the server: it provides the shared singletons.
        await container.init({});
        // Code loaded at run time: that `renderPage` is a function is checked below, its signature cannot be.
        const entry = (await exposedModule(container, SHELL_SERVER_MODULE)) as { renderPage?: RenderPage };
        if (typeof entry.renderPage !== 'function') throw new Error('the shell server entry has no renderPage');
        return entry.renderPage;
      });
      renderPage.catch(() => {
        if (this.shellEntry?.renderPage === renderPage) this.shellEntry = undefined;
      });
      this.shellEntry = { label: build.label, renderPage };
    }
    return this.shellEntry.renderPage;
  }

  /**
   * Reads and starts the shell's and the in-place remotes' containers ahead of the first page, so that
   * page is not the one whose areas miss the time allowed and are left to the browser. Answers what
   * could not be started (a missing build is not an error: a page then says why).
   */
  async warm(): Promise<string[]> {
    const starts = [
      this.renderPage(),
      ...REMOTE_NAMES.map(async (name) => (await this.remote(name, undefined)).load()),
    ];
    const results = await Promise.allSettled(starts);
    return results.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason instanceof Error ? r.reason.message : r.reason)] : [],
    );
  }

  /** What the shell is handed for one remote: the release `version`, or (none) the in-place build. */
  async remote(remote: RemoteName, version: string | undefined): Promise<ServerRemote> {
    if (version) {
      const key = releaseKey(remote, version, SERVER_ENTRY);
      return {
        version,
        load: () =>
          this.once(key, async () => {
            const code = await this.store.get(key);
            if (!code) throw new Error(`release ${version} has no server container`);
            // A name for stack traces only: the code is the store's, never read from this path.
            return evaluateContainer(code.toString('utf8'), `/releases/${key}`);
          }),
      };
    }
    const build = await inPlace(this.webRoot, `mf-${remote}`);
    if (!build) {
      return { version: 'build', load: () => Promise.reject(new Error(`mf-${remote} has no server build`)) };
    }
    return {
      version: build.label,
      load: () =>
        this.once(`${remote}@${build.label}`, async () =>
          evaluateContainer(await readFile(build.file, 'utf8'), build.file),
        ),
    };
  }
}
