import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, testUser } from '@yayasan/ui/testing';
import { TopBar } from '../TopBar';

describe('TopBar', () => {
  afterEach(() => sessionStorage.clear());

  it('offers Masuk and Daftar when signed out, without bell or admin links', () => {
    renderWithProviders(<TopBar />);
    // On the home page there is nowhere to come back to.
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Notifikasi' })).toBeNull();
    expect(screen.queryByText('Tulis Artikel')).toBeNull();
  });

  it('shows the admin links only to administrators', () => {
    const { unmount } = renderWithProviders(<TopBar />, { user: testUser() });
    expect(screen.queryByText('Tulis Artikel')).toBeNull();
    unmount();
    renderWithProviders(<TopBar />, { user: testUser({ isAdmin: true }) });
    // Shown from 1000 px by CSS; jsdom does not evaluate media queries, so look them up by text.
    expect(screen.getByText('Tulis Artikel').closest('a')).toHaveAttribute('href', '/editor');
    expect(screen.getByText('Buat Donasi').closest('a')).toHaveAttribute('href', '/donation/create');
  });

  it('puts a red dot on the bell when a notification is new, and says so in its name', () => {
    const { unmount } = renderWithProviders(<TopBar />, { user: testUser() });
    expect(screen.getByRole('link', { name: 'Notifikasi' })).toHaveAttribute('href', '/dashboard/notifications');
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    unmount();
    renderWithProviders(<TopBar />, { user: testUser({ new_notification_available: true }) });
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifikasi, ada yang baru' })).toBeInTheDocument();
  });

  it('sign-in and sign-up links bring the visitor back to the page they were on', () => {
    renderWithProviders(<TopBar />, { route: '/donation/detail/3?tab=x' });
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fdonation%2Fdetail%2F3%3Ftab%3Dx',
    );
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fdonation%2Fdetail%2F3%3Ftab%3Dx',
    );
  });

  it('the drawer: aria-expanded on ☰, focus inside, search in it, Escape closes and focus returns to ☰', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const menu = screen.getByRole('button', { name: 'Buka menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu utama' });
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('searchbox', { name: 'Pencarian' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('searching from the drawer closes it and does not open it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const menu = screen.getByRole('button', { name: 'Buka menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu utama' });
    await user.type(within(drawer).getByRole('searchbox', { name: 'Pencarian' }), 'anak{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('phones: the search button opens the field with focus in it; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const open = screen.getByRole('button', { name: 'Buka pencarian' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // No phone field until the button is used (the inline box is the one shown from 780 px).
    expect(document.getElementById('phone-search')).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const field = document.getElementById('phone-search') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleName('Pencarian');
    expect(open).toHaveAttribute('aria-controls', field.closest('[id]:not(input)')?.id);
    await user.type(field, 'anak');
    await user.keyboard('{Escape}');
    expect(document.getElementById('phone-search')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('phones: the keyboard alone opens, searches and closes; the close button closes too', async () => {
    const user = userEvent.setup();
    const Where = () => <output data-testid="location">{useLocation().pathname}</output>;
    renderWithProviders(
      <>
        <TopBar />
        <Where />
      </>,
      { route: '/kontak' },
    );
    const open = screen.getByRole('button', { name: 'Buka pencarian' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('phone-search')).toHaveFocus();
    // Enter on an empty field does nothing and keeps it open.
    await user.keyboard('{Enter}');
    expect(document.getElementById('phone-search')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tutup pencarian' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('phone-search')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.keyboard('paket sembako{Enter}');
    expect(document.getElementById('phone-search')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/search/paket%20sembako');
    expect(open).toHaveFocus();
  });

  it('hides the theme toggle on any address containing "donate"', () => {
    const { unmount } = renderWithProviders(<TopBar />, { route: '/donation/detail/5/donate' });
    expect(screen.queryByTestId('theme-toggle')).toBeNull();
    unmount();
    renderWithProviders(<TopBar />, { route: '/donation/detail/5' });
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
  });

  it('signs out only after confirming in the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<TopBar />, { user: testUser({ username: 'budi' }) });
    const avatar = screen.getByRole('button', { name: 'Menu akun' });
    await user.click(avatar);
    expect(screen.getByRole('button', { name: /Sign Out/ })).toHaveTextContent('@budi');
    await user.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(screen.getByRole('dialog', { name: 'Anda yakin ingin keluar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(store.getState().session.user).not.toBeNull();
    // The menu item that opened the dialog is gone: focus returns to the avatar button.
    expect(avatar).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    await user.click(screen.getByRole('button', { name: /Sign Out/ }));
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(store.getState().session.user).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('closes the account menu 200 ms after it loses focus', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(
        <>
          <TopBar />
          <button>elsewhere</button>
        </>,
        { user: testUser() },
      );
      await user.click(screen.getByRole('button', { name: 'Menu akun' }));
      expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'elsewhere' }));
      act(() => jest.advanceTimersByTime(150));
      expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60));
      expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
