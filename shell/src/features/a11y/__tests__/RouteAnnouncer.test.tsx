import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@yayasan/ui/testing';
import { RouteAnnouncer, routePathFor } from '../RouteAnnouncer';

function Pages({ children }: { children?: ReactNode }) {
  return (
    <>
      <RouteAnnouncer />
      {children}
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Beranda</h1>
              <Link to="/donation/detail/7">Kampanye</Link>
            </main>
          }
        />
        <Route
          path="/donation/detail/:id"
          element={
            <main>
              <h1>Kampanye Tujuh</h1>
            </main>
          }
        />
      </Routes>
    </>
  );
}

describe('RouteAnnouncer', () => {
  it('finds the route-table path of an address', () => {
    expect(routePathFor('/donation/detail/3/donate')).toBe('/donation/detail/:id/donate');
    expect(routePathFor('/kontak')).toBe('/kontak');
    expect(routePathFor('/tidak/ada')).toBeNull();
  });

  it('titles each page, and after a page change focuses its h1 and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />);
    expect(document.title).toBe('Yayasan Peduli Anak Yatim');
    // The first load leaves focus where the browser put it.
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Kampanye' }));
    expect(document.title).toBe('Donasi | Yayasan Peduli Anak Yatim');
    expect(screen.getByRole('heading', { name: 'Kampanye Tujuh' })).toHaveFocus();
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    await waitFor(() => expect(document.getElementById('live-announcer')).toHaveTextContent('Donasi'));
  });

  it("wins over focus handed back in the same commit's effects (a drawer closed by the link that changes the page)", async () => {
    // Like a closing drawer whose effect runs after the announcer's: it gives focus back to its opener.
    function HandsFocusBack() {
      const { pathname } = useLocation();
      const opener = useRef<HTMLButtonElement>(null);
      useEffect(() => {
        if (pathname !== '/') opener.current?.focus();
      }, [pathname]);
      return <button ref={opener}>Buka menu</button>;
    }
    const user = userEvent.setup();
    renderWithProviders(
      <Pages>
        <HandsFocusBack />
      </Pages>,
    );
    await user.click(screen.getByRole('link', { name: 'Kampanye' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kampanye Tujuh' })).toHaveFocus());
  });
});
