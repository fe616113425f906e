import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../hooks';

function PopupButton() {
  return <button disabled={!useHydrated()}>Lanjutkan</button>;
}

test("disabled in the server's HTML, enabled once hydrated, with no mismatch", async () => {
  const html = renderToString(<PopupButton />);
  expect(html).toContain('disabled');
  const container = document.createElement('div');
  container.innerHTML = html;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <PopupButton />, { onRecoverableError: recoverable });
  });
  expect(container.querySelector('button')).toBeEnabled();
  expect(recoverable).not.toHaveBeenCalled();
});
