import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { above } from '@yayasan/ui';

/**
 * Enter with text opens /search/{query}; Enter with an empty box does nothing. The top bar's box
 * shows from 780 px; the drawer carries one for narrower screens.
 */
export function SearchBox({
  id = 'site-search',
  inDrawer = false,
  onSearch,
}: {
  id?: string;
  inDrawer?: boolean;
  onSearch?: () => void;
}) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  return (
    <Wrap role="search" $inDrawer={inDrawer}>
      <label htmlFor={id} className="visually-hidden">
        Pencarian
      </label>
      <input
        id={id}
        type="search"
        placeholder="Pencarian"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // Handled here: otherwise the key's default action reaches whatever has focus next (after the
          // drawer closes, its ☰ button, which would open the drawer again).
          e.preventDefault();
          const q = query.trim();
          if (!q) return;
          onSearch?.();
          navigate(paths.search(q));
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div<{ $inDrawer: boolean }>`
  display: ${(p) => (p.$inDrawer ? 'block' : 'none')};
  margin-bottom: ${(p) => (p.$inDrawer ? '12px' : '0')};
  ${(p) => above(p.theme.breakpoints.search)} {
    display: block;
  }
  input {
    width: ${(p) => (p.$inDrawer ? '100%' : '220px')};
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.colors.muted};
    background: ${(p) => p.theme.colors.surface};
  }
  input::placeholder {
    color: ${(p) => p.theme.colors.muted};
    opacity: 1;
  }
`;
