import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths, PLEDGE_DASHBOARD_PATH, PLEDGE_WORDS } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { SignInRedirect } from '@yayasan/ui';

interface NavEntry {
  label: string;
  to: string;
  adminOnly?: boolean;
  /** Shows the new-notification dot. */
  bell?: boolean;
  /** Active on its own path only (the overview's path begins every dashboard page's). */
  exact?: boolean;
}

/**
 * The dashboard's two groups: dashboard pages (the overview first), then settings. Donasi, Galeri and
 * Laporan are for admins only.
 */
export const DASHBOARD_NAV: { title: string; entries: NavEntry[] }[] = [
  {
    title: 'Dashboard',
    entries: [
      { label: 'Ringkasan', to: paths.overview, exact: true },
      { label: 'Artikel', to: paths.dashboardBlogs() },
      { label: 'Notifikasi', to: paths.notifications, bell: true },
      { label: 'Riwayat Donasi', to: paths.donationHistory },
      { label: PLEDGE_WORDS.title, to: PLEDGE_DASHBOARD_PATH },
      { label: 'Donasi', to: paths.donationManagement, adminOnly: true },
      { label: 'Galeri', to: paths.galleryManagement, adminOnly: true },
      { label: 'Laporan', to: paths.adminReports, adminOnly: true },
      { label: 'Jejak Audit', to: paths.auditTrail, adminOnly: true },
      { label: 'Rilis', to: paths.releaseHealth, adminOnly: true },
    ],
  },
  {
    title: 'Settings',
    entries: [
      { label: 'Edit Profile', to: paths.editProfile },
      { label: 'Change Password', to: paths.changePassword },
    ],
  },
];

/**
 * The frame of every /dashboard/* and /settings/* page: sign-in required, a side navigation on wide
 * screens and a scrollable tab bar of the same entries on narrow ones.
 */
export default function DashboardLayout({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return <SignInRedirect />;
  const groups = DASHBOARD_NAV.map((g) => ({ ...g, entries: g.entries.filter((e) => !e.adminOnly || user.isAdmin) }));
  const link = (e: NavEntry) => (
    <NavLink key={e.to} to={e.to} end={e.exact ?? false}>
      {e.label}
      {e.bell && user.new_notification_available && (
        <Dot>
          <span className="visually-hidden">, ada yang baru</span>
        </Dot>
      )}
    </NavLink>
  );
  return (
    <Frame>
      <Side aria-label="Navigasi dashboard">
        {groups.map((g) => (
          <div key={g.title}>
            <h2>{g.title}</h2>
            {g.entries.map(link)}
          </div>
        ))}
      </Side>
      <CompactTabs>{groups.flatMap((g) => g.entries).map(link)}</CompactTabs>
      <Main>{children}</Main>
    </Frame>
  );
}

/** The narrow screens' tab bar keeps the current page's tab in view. */
function CompactTabs({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    bar.current?.querySelector('a.active')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Tabs ref={bar} aria-label="Navigasi dashboard (ringkas)">
      {children}
    </Tabs>
  );
}

const WIDE = 900;

const Frame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 16px 48px;
  display: grid;
  gap: 16px;
  @media (min-width: ${WIDE}px) {
    padding-top: 24px;
    grid-template-columns: 220px 1fr;
    gap: 32px;
  }
`;
const Side = styled.nav`
  display: none;
  @media (min-width: ${WIDE}px) {
    display: flex;
    flex-direction: column;
    gap: 24px;
    position: sticky;
    top: 96px;
    align-self: start;
    padding-right: 16px;
    border-right: 1px solid ${(p) => p.theme.colors.border};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  h2 {
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
    margin: 0 0 8px;
  }
  a {
    position: relative;
    padding: 10px 12px;
    border-radius: 8px;
    text-decoration: none;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }
  a:hover,
  a:focus-visible {
    background: ${(p) => p.theme.colors.surface};
  }
  a.active {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  scrollbar-width: thin;
  a {
    position: relative;
    flex-shrink: 0;
    padding: 10px 14px;
    text-decoration: none;
    white-space: nowrap;
    font-weight: 500;
    color: ${(p) => p.theme.colors.muted};
    border-bottom: 3px solid transparent;
  }
  a.active {
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
  @media (min-width: ${WIDE}px) {
    display: none;
  }
`;
const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  vertical-align: super;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.danger};
`;
const Main = styled.div`
  min-width: 0;
`;
