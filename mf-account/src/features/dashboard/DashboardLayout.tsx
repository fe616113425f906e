import type { ReactNode } from 'react';
import { NavLink, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';

const LINKS = [
  { label: 'Artikel', to: paths.dashboardBlogs() },
  { label: 'Notifikasi', to: paths.notifications },
  { label: 'Riwayat Donasi', to: paths.donationHistory },
  { label: 'Donasi', to: paths.donationManagement, adminOnly: true },
  { label: 'Galeri', to: paths.galleryManagement, adminOnly: true },
  { label: 'Edit Profile', to: paths.editProfile },
  { label: 'Change Password', to: paths.changePassword },
];

/** The frame of every /dashboard/* and /settings/* page: side navigation, and sign-in required. */
export default function DashboardLayout({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={paths.signIn} replace />;
  return (
    <Frame>
      <Side aria-label="Navigasi dashboard">
        <h2>Dashboard</h2>
        {LINKS.filter((l) => !l.adminOnly || user.isAdmin).map((l) => (
          <NavLink key={l.to} to={l.to}>
            {l.label}
          </NavLink>
        ))}
      </Side>
      <Main>{children}</Main>
    </Frame>
  );
}

const Frame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 24px;
  @media (min-width: 900px) {
    grid-template-columns: 220px 1fr;
  }
`;
const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  h2 { font-size: 1rem; color: ${(p) => p.theme.colors.muted}; margin: 0 0 8px; }
  a { padding: 10px 12px; border-radius: 8px; text-decoration: none; font-weight: 600; }
  a.active { background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.primary}; }
`;
const Main = styled.div`
  min-width: 0;
`;
