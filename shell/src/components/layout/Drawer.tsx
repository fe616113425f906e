import type { RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { LEDGER_LINK, MAIN_LINKS } from '@yayasan/contracts';
import { Drawer as DrawerPanel } from '@yayasan/ui';
import { SearchBox } from './SearchBox';

export const DRAWER_ID = 'main-drawer';

/** The main links and the search box for screens narrower than 1450 px: slides in from the left, no animation. */
export function Drawer({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <DrawerPanel id={DRAWER_ID} open={open} onClose={onClose} label="Menu utama" returnFocus={returnFocus}>
      <SearchBox id="drawer-search" placement="drawer" onSearch={onClose} />
      <Links aria-label="Menu utama">
        {MAIN_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end onClick={onClose}>
            {l.label}
          </NavLink>
        ))}
        <NavLink to={LEDGER_LINK.to} end onClick={onClose}>
          {LEDGER_LINK.label}
        </NavLink>
      </Links>
    </DrawerPanel>
  );
}

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    padding: 10px 8px;
    text-decoration: none;
    border-radius: 8px;
    font-weight: 600;
  }
  a.active {
    color: ${(p) => p.theme.colors.primary};
  }
`;
