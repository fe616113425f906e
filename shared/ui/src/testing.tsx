import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, signedIn, type SessionUser } from '@yayasan/store';
import { AppProviders } from './Providers';

export * from './fakeApi';

export const testUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  access_token: 'test-token',
  username: 'budi',
  fullname: 'Budi Santoso',
  profile_img: '',
  isAdmin: false,
  new_notification_available: false,
  ...over,
});

export interface RenderOptions {
  /** The address the page opens at. */
  route?: string;
  /** The route pattern `ui` renders under (its params come from `route`). */
  path?: string;
  /** The signed-in user, if any. */
  user?: SessionUser | null;
}

/** Renders with router, store and theme: the one way component tests render. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', user = null }: RenderOptions = {}) {
  const store = createAppStore();
  if (user) store.dispatch(signedIn(user));
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}

/** Gives the test page (jsdom has no WebAuthn) the API passkeys need, or takes it away. */
export function setWebAuthn(present: boolean): void {
  if (present) {
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: class PublicKeyCredential {},
      configurable: true,
      writable: true,
    });
  } else Reflect.deleteProperty(window, 'PublicKeyCredential');
}
