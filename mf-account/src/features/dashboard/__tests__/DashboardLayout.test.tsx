import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@yayasan/ui/testing';
import DashboardLayout from '../components/DashboardLayout';

// One of the two navigations is hidden by a media query at any width (jsdom matches none), so queries include hidden ones.
const hidden = { hidden: true };
const nav = (label: string) =>
  screen.getAllByRole('navigation', hidden).find((n) => n.getAttribute('aria-label') === label)!;
const side = () => nav('Navigasi dashboard');

describe('DashboardLayout', () => {
  it('sends a visitor without a session to /signin', () => {
    renderWithProviders(
      <DashboardLayout>
        <p>isi</p>
      </DashboardLayout>,
      { route: '/dashboard/blogs', path: '/dashboard/blogs' },
    );
    expect(screen.queryByText('isi')).toBeNull();
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('shows a user the dashboard and settings entries without the admin ones, and the page inside', () => {
    renderWithProviders(
      <DashboardLayout>
        <p>isi halaman</p>
      </DashboardLayout>,
      { route: '/dashboard/blogs', path: '/dashboard/blogs', user: testUser() },
    );
    expect(screen.getByText('isi halaman')).toBeInTheDocument();
    const links = within(side()).getAllByRole('link', hidden);
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ringkasan', '/dashboard'],
      ['Artikel', '/dashboard/blogs'],
      ['Notifikasi', '/dashboard/notifications'],
      ['Riwayat Donasi', '/dashboard/riwayat-donasi'],
      ['Donasi Rutin', '/dashboard/donasi-rutin'],
      ['Edit Profile', '/settings/edit-profile'],
      ['Change Password', '/settings/change-password'],
    ]);
    expect(within(side()).getByRole('link', { name: 'Artikel', ...hidden })).toHaveAttribute('aria-current', 'page');
    // The overview's path begins every dashboard page's: it is current on its own page only.
    expect(within(side()).getByRole('link', { name: 'Ringkasan', ...hidden })).not.toHaveAttribute('aria-current');
  });

  it('marks Ringkasan current on the overview, in both navigations', () => {
    renderWithProviders(<DashboardLayout />, {
      route: '/dashboard',
      path: '/dashboard',
      user: testUser({ isAdmin: true }),
    });
    for (const n of [side(), nav('Navigasi dashboard (ringkas)')]) {
      const links = within(n).getAllByRole('link', hidden);
      expect(links[0]).toHaveTextContent('Ringkasan');
      expect(links[0]).toHaveAttribute('aria-current', 'page');
      expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
    }
  });

  it('adds Donasi, Galeri and Laporan for admins, in both the side navigation and the tab bar', () => {
    renderWithProviders(<DashboardLayout />, {
      route: '/settings/edit-profile',
      path: '/settings/edit-profile',
      user: testUser({ isAdmin: true }),
    });
    for (const n of [side(), nav('Navigasi dashboard (ringkas)')]) {
      expect(within(n).getByRole('link', { name: 'Donasi', ...hidden })).toHaveAttribute(
        'href',
        '/dashboard/donations',
      );
      expect(within(n).getByRole('link', { name: 'Galeri', ...hidden })).toHaveAttribute(
        'href',
        '/dashboard/galleries',
      );
      expect(within(n).getByRole('link', { name: 'Laporan', ...hidden })).toHaveAttribute('href', '/dashboard/laporan');
      expect(within(n).getByRole('link', { name: 'Rilis', ...hidden })).toHaveAttribute('href', '/dashboard/rilis');
      expect(within(n).getByRole('link', { name: 'Edit Profile', ...hidden })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('marks Notifikasi when there are new notifications', () => {
    renderWithProviders(<DashboardLayout />, {
      route: '/dashboard/blogs',
      path: '/dashboard/blogs',
      user: testUser({ new_notification_available: true }),
    });
    expect(
      within(side()).getByRole('link', { name: /^Notifikasi\s*, ada yang baru$/, hidden: true }),
    ).toBeInTheDocument();
  });
});
