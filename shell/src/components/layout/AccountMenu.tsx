import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import type { SessionUser } from '@yayasan/store';
import { DisclosureMenu, ResponsiveImage } from '@yayasan/ui';

export const MENU_CLOSE_DELAY_MS = 200;

/** Avatar menu: Profile, Dashboard, Settings, Sign Out (@username); closes 200 ms after losing focus. */
export function AccountMenu({
  user,
  onSignOut,
  buttonRef,
}: {
  user: SessionUser;
  onSignOut: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Items>
      <DisclosureMenu
        buttonLabel="Menu akun"
        ButtonComponent={Avatar}
        buttonRef={buttonRef}
        closeDelayMs={MENU_CLOSE_DELAY_MS}
        buttonContent={
          user.profile_img ? (
            <ResponsiveImage src={user.profile_img} alt="" width={40} height={40} sizes="40px" />
          ) : (
            <span aria-hidden>{user.fullname.slice(0, 1).toUpperCase()}</span>
          )
        }
      >
        {(close) => (
          <>
            <li>
              <Link to={paths.profile(user.username)} onClick={close}>
                Profile
              </Link>
            </li>
            <li>
              <Link to={paths.overview} onClick={close}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to={paths.editProfile} onClick={close}>
                Settings
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                Sign Out
                <small>@{user.username}</small>
              </button>
            </li>
          </>
        )}
      </DisclosureMenu>
    </Items>
  );
}

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
const Items = styled.div`
  ul {
    overflow: hidden;
  }
  a,
  li button {
    display: flex;
    flex-direction: column;
    width: 100%;
    text-align: left;
    padding: 12px 16px;
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }
  a:hover,
  li button:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  a:focus-visible,
  li button:focus-visible {
    outline-offset: -4px;
  }
  li button {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
