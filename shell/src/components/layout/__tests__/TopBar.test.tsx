import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@yayasan/ui/testing';
import { TopBar } from '../TopBar';

describe('TopBar', () => {
  afterEach(() => sessionStorage.clear());

  it('offers Masuk and Daftar when signed out, without bell or admin links', () => {
    renderWithProviders(<TopBar />);
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

  it('puts a red dot on the bell when a notification is new', () => {
    const { unmount } = renderWithProviders(<TopBar />, { user: testUser() });
    expect(screen.getByRole('link', { name: 'Notifikasi' })).toHaveAttribute('href', '/dashboard/notifications');
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    unmount();
    renderWithProviders(<TopBar />, { user: testUser({ new_notification_available: true }) });
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    expect(screen.getByRole('menuitem', { name: /Sign Out/ })).toHaveTextContent('@budi');
    await user.click(screen.getByRole('menuitem', { name: /Sign Out/ }));
    expect(screen.getByText('Anda yakin ingin keluar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(store.getState().session.user).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    await user.click(screen.getByRole('menuitem', { name: /Sign Out/ }));
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
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'elsewhere' }));
      act(() => jest.advanceTimersByTime(150));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60));
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
