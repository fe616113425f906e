import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@yayasan/ui/testing';
import { OFFLINE_NOTICE, OfflineNotice } from '../OfflineNotice';

/** Makes the browser report the connection as `online` and tells the page, as a browser does. */
function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

test('a quiet notice in a polite live region while the browser is offline, gone once it is back', () => {
  const { container } = renderWithProviders(<OfflineNotice />);
  const region = container.querySelector('[data-offline-notice]')!;
  expect(region).toHaveAttribute('aria-live', 'polite');
  // Not a status of its own: a page's status messages stay the only ones.
  expect(screen.queryByRole('status')).toBeNull();
  // Always in the page (empty while online), so its text is read out when it appears.
  expect(region).toBeEmptyDOMElement();

  setOnline(false);
  expect(region).toHaveTextContent(OFFLINE_NOTICE);
  expect(OFFLINE_NOTICE).toMatch(/^Anda sedang offline/);
  // Not a dialog: nothing takes focus or blocks the page.
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(document.body);

  setOnline(true);
  expect(region).toBeEmptyDOMElement();
});

test('a page opened while offline shows the notice at once', () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderWithProviders(<OfflineNotice />);
  expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible();
});
