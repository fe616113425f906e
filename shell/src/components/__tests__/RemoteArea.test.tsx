import { lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { themes } from '@yayasan/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteModulesContext } from '../../lib/remotes/modules';
import { loadRemoteModule } from '../../lib/remotes/registry';
import { renderToHtml } from '../../lib/renderToHtml';
import { RemoteArea } from '../RemoteArea';

jest.mock('../../lib/remotes/registry', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));
const load = loadRemoteModule as jest.Mock;

describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module with its props and children', async () => {
    load.mockResolvedValue({
      default: ({ who, children }: { who: string; children: React.ReactNode }) => (
        <p>
          halo {who} {children}
        </p>
      ),
    });
    renderWithProviders(
      <RemoteArea remote="blog" module="./Greeting" props={{ who: 'dunia' }}>
        <b>!</b>
      </RemoteArea>,
    );
    await screen.findByText(/halo dunia/);
    expect(load).toHaveBeenCalledWith('blog', './Greeting');
  });

  it('shows an Indonesian fallback when the remote cannot load, and retries on request', async () => {
    load.mockRejectedValueOnce(new Error('network down'));
    renderWithProviders(<RemoteArea remote="gallery" module="./Broken" variant="widget" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('bagian ini sedang tidak dapat dimuat');
    load.mockResolvedValueOnce({ default: () => <p>galeri siap</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByText('galeri siap');
  });

  it('gives up on a remote that never answers, shows the fallback and retries afresh', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValueOnce(new Promise(() => undefined));
      renderWithProviders(<RemoteArea remote="blog" module="./Silent" />);
      expect(document.querySelector('[data-remote-loading="blog"]')).not.toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('halaman ini sedang tidak dapat dimuat');
      load.mockResolvedValueOnce({ default: () => <p>blog siap</p> });
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Coba Lagi' }));
      await screen.findByText('blog siap');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a page that failed offline loads by itself when the connection returns', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderWithProviders(<RemoteArea remote="donation" module="./DonationDetailPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('halaman ini sedang tidak dapat dimuat');
    load.mockResolvedValueOnce({ default: () => <p>donasi siap</p> });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('donasi siap');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page that failed does not follow the visitor: the next page tries it afresh', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { rerender } = render(
      <ThemeProvider theme={themes.light}>
        <RemoteArea remote="donation" module="./DonationListPage" resetOn="/donation/detail/1" />
      </ThemeProvider>,
    );
    await screen.findByRole('alert');
    load.mockResolvedValueOnce({ default: () => <p>kampanye berikutnya</p> });
    rerender(
      <ThemeProvider theme={themes.light}>
        <RemoteArea remote="donation" module="./DonationListPage" resetOn="/donation/detail/2" />
      </ThemeProvider>,
    );
    await screen.findByText('kampanye berikutnya');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a widget on a page from the server', () => {
  let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const realObserver = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = realObserver;
    near = undefined;
  });

  function Widget() {
    const [liked, setLiked] = useState(false);
    return (
      <button type="button" onClick={() => setLiked(true)}>
        {liked ? 'disukai' : 'suka'}
      </button>
    );
  }

  it('keeps the server markup, loads no code until it comes near the viewport, then hydrates in place', async () => {
    // The server: no IntersectionObserver, so the widget is rendered with the page.
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const serverModules = { component: () => Widget, retry: () => undefined };
    const container = document.createElement('div');
    const serverErrors: unknown[] = [];
    container.innerHTML = await renderToHtml(
      <ThemeProvider theme={themes.light}>
        <RemoteModulesContext.Provider value={serverModules}>
          <RemoteArea remote="gallery" module="./Widget" variant="widget" />
        </RemoteModulesContext.Provider>
      </ThemeProvider>,
      (error) => serverErrors.push(error),
    );
    expect(serverErrors).toEqual([]);
    document.body.append(container);
    const served = container.querySelector('button')!;
    expect(served).toHaveTextContent('suka');

    // The browser: the widget is below the fold.
    window.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        near = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    let arrive!: (module: { default: typeof Widget }) => void;
    const codeLoads = jest.fn(() => new Promise<{ default: typeof Widget }>((resolve) => (arrive = resolve)));
    const LazyWidget = lazy(codeLoads);
    const browserModules = { component: () => LazyWidget, retry: () => undefined };
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeProvider theme={themes.light}>
          <RemoteModulesContext.Provider value={browserModules}>
            <RemoteArea remote="gallery" module="./Widget" variant="widget" />
          </RemoteModulesContext.Provider>
        </ThemeProvider>,
        {
          onRecoverableError: (error) => mismatches.push(error),
        },
      );
    });
    expect(codeLoads).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(served);

    await act(async () => near!([{ isIntersecting: true }]));
    expect(codeLoads).toHaveBeenCalled();
    await act(async () => arrive({ default: Widget }));
    // Hydrated, not drawn again: the server's button is the one that now answers.
    expect(container.querySelector('button')).toBe(served);
    await userEvent.click(served);
    expect(served).toHaveTextContent('disukai');
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
