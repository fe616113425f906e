import { BROWSER_RENDERED_DIGEST, type FieldFailure } from '@yayasan/contracts';
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@yayasan/ui/testing';
import { RemoteArea } from '../../../components/RemoteArea';
import { containerAt } from '../../../lib/remotes/containers';
import { loadRemoteModule } from '../../../lib/remotes/registry';
import { writeRemotesConfig } from '../../../lib/remotes/testing';
import { renderToHtml } from '../../../lib/renderToHtml';
import { deliverFieldFailures, listenForFieldFailures } from '../../../lib/field/fieldFailures';
import { reportServerRenderFallbacks } from '../serverRenderFallbacks';

jest.mock('../../../lib/remotes/containers', () => ({
  ...jest.requireActual('../../../lib/remotes/containers'),
  containerAt: jest.fn(),
}));
const start = containerAt as jest.Mock;
/** A started container exposing one module. */
const containerOf = (module: unknown) => ({ init: jest.fn(), get: jest.fn(async () => () => module) });

const reported: FieldFailure[] = [];

beforeAll(() => {
  listenForFieldFailures();
  deliverFieldFailures((failure) => reported.push(failure));
  writeRemotesConfig(
    JSON.stringify({
      remotes: { blog: '/mf/blog/mf-manifest.json', donation: '/d', gallery: '/g', account: '/a' },
    }),
  );
});

beforeEach(() => {
  reported.length = 0;
  start.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('what the shell reports of its failures', () => {
  it('reports a remote that could not be loaded, scrubbed', async () => {
    start.mockRejectedValue(new Error('Failed to fetch for siti@example.com'));
    await expect(loadRemoteModule('gallery', './GalleryPage')).rejects.toThrow('Failed to fetch');
    expect(reported).toEqual([{ kind: 'remote-load', remote: 'gallery', message: 'Failed to fetch for <email>' }]);
  });

  it('reports an area that fell back to its error message, with its remote', async () => {
    const Broken = () => {
      throw new Error('Cannot read properties of undefined');
    };
    start.mockResolvedValue(containerOf({ default: Broken }));
    renderWithProviders(<RemoteArea remote="blog" module="./ArticlePage" />);
    await screen.findByRole('alert');
    expect(reported).toContainEqual({
      kind: 'boundary',
      remote: 'blog',
      message: 'Cannot read properties of undefined',
    });
  });

  it('reports each area the server left to the browser, from the page before it hydrates', async () => {
    const Unavailable = () => {
      throw new Error('remote missing on the server');
    };
    const html = await renderToHtml(
      <main>
        <p>Beranda</p>
        <Suspense fallback={null}>
          <Unavailable />
        </Suspense>
        <Suspense fallback={null}>
          <Unavailable />
        </Suspense>
      </main>,
      () => undefined,
    );
    expect(html).toContain(BROWSER_RENDERED_DIGEST);
    document.body.insertAdjacentHTML('beforeend', `<div id="root">${html}</div>`);
    reportServerRenderFallbacks();
    expect(reported).toEqual([{ kind: 'render-fallback' }, { kind: 'render-fallback' }]);
    document.getElementById('root')?.remove();
  });
});
