import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import type { SessionUser } from '@yayasan/store';
import { ResponsiveImage } from '@yayasan/ui';

export const MENU_CLOSE_DELAY_MS = 200;

/** Avatar menu: Profile, Dashboard, Settings, Sign Out (@username); closes 200 ms after losing focus. */
export function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  return (
    <Wrap
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
      }}
      onFocus={cancelClose}
    >
      <Avatar aria-haspopup="menu" aria-expanded={open} aria-label="Menu akun" onClick={() => setOpen((o) => !o)}>
        {user.profile_img ? (
          <ResponsiveImage src={user.profile_img} alt="" width={40} height={40} sizes="40px" />
        ) : (
          <span>{user.fullname.slice(0, 1).toUpperCase()}</span>
        )}
      </Avatar>
      {open && (
        <Menu role="menu">
          <Link role="menuitem" to={paths.profile(user.username)} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Link role="menuitem" to={paths.dashboardBlogs()} onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <Link role="menuitem" to={paths.editProfile} onClick={() => setOpen(false)}>
            Settings
          </Link>
          <button
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            Sign Out
            <small>@{user.username}</small>
          </button>
        </Menu>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;
const Avatar = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  overflow: hidden;
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  padding: 0;
  cursor: pointer;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Menu = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  min-width: 200px;
  z-index: 950;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.15);
  overflow: hidden;
  a,
  button {
    text-align: left;
    padding: 12px 16px;
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  button {
    border-top: 1px solid ${(p) => p.theme.colors.border};
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
