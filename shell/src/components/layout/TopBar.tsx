import { useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_LINKS, paths, withNext } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { selectUser, signedOut, themeToggled, selectThemeName, useAppDispatch, useAppSelector } from '@yayasan/store';
import { ConfirmDialog, above, Button } from '@yayasan/ui';
import { AccountMenu } from './AccountMenu';
import { Drawer, DRAWER_ID } from './Drawer';
import { HeartIcon, MenuIcon, MoonIcon, SunIcon } from './icons';
import { PhoneSearch } from './PhoneSearch';
import { SearchBox } from './SearchBox';

export function TopBar() {
  const user = useAppSelector(selectUser);
  const theme = useAppSelector(selectThemeName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const avatarButton = useRef<HTMLButtonElement>(null);

  const signOut = () => {
    setConfirmSignOut(false);
    dispatch(signedOut());
    navigate(paths.home);
  };

  return (
    <Bar>
      <Left>
        <MenuButton
          ref={menuButton}
          aria-label="Buka menu"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </MenuButton>
        <Logo to={paths.home} aria-label={`${SITE.name} — Beranda`}>
          <HeartIcon /> <LogoText>{SITE.shortName}</LogoText>
        </Logo>
        <SearchBox />
      </Left>
      <MainLinks aria-label="Navigasi utama">
        {MAIN_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === paths.home}>
            {l.label}
          </NavLink>
        ))}
      </MainLinks>
      <Right>
        <PhoneSearch />
        {user?.isAdmin && (
          <AdminLinks>
            <Link to={paths.editor()}>Tulis Artikel</Link>
            <Link to={paths.donationCreate}>Buat Donasi</Link>
          </AdminLinks>
        )}
        {!pathname.includes('donate') && (
          <IconButton
            aria-label={theme === 'light' ? 'Ganti ke tema gelap' : 'Ganti ke tema terang'}
            data-testid="theme-toggle"
            onClick={() => dispatch(themeToggled())}
          >
            {theme === 'light' ? <MoonIcon /> : <SunIcon />}
          </IconButton>
        )}
        {user ? (
          <>
            <Bell
              to={paths.notifications}
              aria-label={user.new_notification_available ? 'Notifikasi, ada yang baru' : 'Notifikasi'}
            >
              <span aria-hidden>🔔</span>
              {user.new_notification_available && <Dot data-testid="notification-dot" />}
            </Bell>
            <AccountMenu user={user} onSignOut={() => setConfirmSignOut(true)} buttonRef={avatarButton} />
          </>
        ) : (
          <>
            <Button as={Link} to={withNext(paths.signIn, here)}>
              Masuk
            </Button>
            <Button as={Link} to={withNext(paths.signUp, here)} $variant="secondary">
              Daftar
            </Button>
          </>
        )}
      </Right>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocus={menuButton} />
      <ConfirmDialog
        open={confirmSignOut}
        message="Anda yakin ingin keluar?"
        confirmLabel="Keluar"
        cancelLabel="Batal"
        onConfirm={signOut}
        onCancel={() => setConfirmSignOut(false)}
        returnFocus={avatarButton}
      />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  height: ${(p) => p.theme.topBarHeight}px;
  padding: 0 10px;
  ${(p) => above(p.theme.breakpoints.search)} {
    gap: 16px;
    padding: 0 16px;
  }
  background: ${(p) => p.theme.colors.bg};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Left = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
`;
const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  ${(p) => above(p.theme.breakpoints.search)} {
    gap: 10px;
  }
  /* Phones: compact sign-in buttons so the bar never overflows. */
  @media (max-width: 420px) {
    a[href^='/signin'],
    a[href^='/signup'] {
      padding: 6px 12px;
      min-height: 34px;
    }
  }
`;
/* On phones the name gives way to the buttons; the heart stays as the home link. */
const LogoText = styled.span`
  @media (max-width: 480px) {
    display: none;
  }
`;
const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.15rem;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  text-decoration: none;
  color: ${(p) => p.theme.colors.primary};
  white-space: nowrap;
`;
const MenuButton = styled.button`
  display: grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  cursor: pointer;
  ${(p) => above(p.theme.breakpoints.mainLinks)} {
    display: none;
  }
`;
const MainLinks = styled.nav`
  display: none;
  gap: 20px;
  ${(p) => above(p.theme.breakpoints.mainLinks)} {
    display: flex;
  }
  a {
    text-decoration: none;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  a.active {
    color: ${(p) => p.theme.colors.primary};
  }
`;
const AdminLinks = styled.div`
  display: none;
  gap: 12px;
  ${(p) => above(p.theme.breakpoints.adminLinks)} {
    display: flex;
  }
  a {
    font-weight: 600;
    text-decoration: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;
const IconButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  cursor: pointer;
  display: grid;
  place-items: center;
`;
const Bell = styled(Link)`
  position: relative;
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  text-decoration: none;
  background: ${(p) => p.theme.colors.surface};
`;
const Dot = styled.span`
  position: absolute;
  top: 6px;
  right: 8px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #e53935;
`;
