import { lazy, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@yayasan/contracts';
import { createAppStore } from '@yayasan/store';
import { AppProviders } from '@yayasan/ui';
import { renderWithProviders } from '@yayasan/ui/testing';
import { renderToHtml } from '../../lib/renderToHtml';
import { RemoteModulesContext, type RemoteModules, type RemoteProps } from '../../lib/remotes/modules';
import { AppRoutes } from '../AppRoutes';

/** The blog's search page: its own articles below what the shell puts in it. */
function SearchPage({ children }: RemoteProps) {
  return (
    <div data-testid="search-page">
      {children}
      <p>Artikel yang cocok</p>
    </div>
  );
}

/** The donation remote's campaign results, given the route's params. */
function CampaignSearchResults({ query }: RemoteProps & { query?: unknown }) {
  return <section aria-label="Donasi Berjalan">{`Kampanye untuk ${String(query)}`}</section>;
}

function Broken(): ReactNode {
  throw new Error('the donation remote crashed');
}

/** Remote modules served from memory; `broken` names the ones that fail once. */
function modulesOf(found: Record<string, ComponentType<RemoteProps>>, broken = new Set<string>()) {
  const asked: string[] = [];
  const modules: RemoteModules = {
    component(remote: RemoteName, module: string) {
      const key = `${remote}/${module}`;
      asked.push(key);
      return broken.has(key) ? Broken : (found[key] ?? Broken);
    },
    retry(remote, module) {
      broken.delete(`${remote}/${module}`);
    },
  };
  return { modules, asked };
}

const render = (modules: RemoteModules) =>
  renderWithProviders(
    <RemoteModulesContext.Provider value={modules}>
      <AppRoutes />
    </RemoteModulesContext.Provider>,
    { route: '/search/paket%20sembako' },
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("the search route renders the donation remote's campaign results inside the blog's search page, above its articles", async () => {
  const { modules, asked } = modulesOf({
    'blog/./SearchPage': SearchPage,
    'donation/./CampaignSearchResults': CampaignSearchResults,
  });
  render(modules);
  const page = await screen.findByTestId('search-page');
  const campaigns = within(page).getByRole('region', { name: 'Donasi Berjalan' });
  expect(campaigns).toHaveTextContent('Kampanye untuk paket sembako');
  const articles = within(page).getByText('Artikel yang cocok');
  expect(campaigns.compareDocumentPosition(articles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(asked).toEqual(expect.arrayContaining(['blog/./SearchPage', 'donation/./CampaignSearchResults']));
});

test('when the campaign results fail, only their part says so with a retry; the articles stay', async () => {
  const { modules } = modulesOf(
    { 'blog/./SearchPage': SearchPage, 'donation/./CampaignSearchResults': CampaignSearchResults },
    new Set(['donation/./CampaignSearchResults']),
  );
  render(modules);
  const page = await screen.findByTestId('search-page');
  const alert = within(page).getByRole('alert');
  expect(alert).toHaveTextContent('Maaf, bagian ini sedang tidak dapat dimuat.');
  expect(within(page).getByText('Artikel yang cocok')).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await within(page).findByRole('region', { name: 'Donasi Berjalan' })).toBeInTheDocument();
  expect(within(page).queryByRole('alert')).toBeNull();
});

test('the composed search page is written on the server with both parts and hydrates in place', async () => {
  const page = (modules: RemoteModules) => (
    <RemoteModulesContext.Provider value={modules}>
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/search/sembako']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </RemoteModulesContext.Provider>
  );
  const found = { 'blog/./SearchPage': SearchPage, 'donation/./CampaignSearchResults': CampaignSearchResults };
  const serverErrors: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = await renderToHtml(page(modulesOf(found).modules), (error) => serverErrors.push(error));
  expect(serverErrors).toEqual([]);
  document.body.append(container);
  const served = within(container).getByRole('region', { name: 'Donasi Berjalan' });
  expect(served).toHaveTextContent('Kampanye untuk sembako');

  // The browser loads each remote's code before it hydrates that part.
  const lazyOf = (component: ComponentType<RemoteProps>) => lazy(async () => ({ default: component }));
  const browser = modulesOf({
    'blog/./SearchPage': lazyOf(SearchPage),
    'donation/./CampaignSearchResults': lazyOf(CampaignSearchResults),
  });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browser.modules), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(within(container).getByRole('region', { name: 'Donasi Berjalan' })).toBe(served);
  container.remove();
});
