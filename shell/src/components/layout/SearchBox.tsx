import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '@yayasan/contracts';
import { above } from '@yayasan/ui';

/**
 * Where a search box sits: the top bar's inline box (shown from 780 px, as the spec says), the
 * drawer's, or the phone's search panel opened from the top bar's search button.
 */
export type SearchBoxPlacement = 'inline' | 'drawer' | 'panel';

/** Enter with text opens /search/{query}; Enter with an empty box does nothing. */
export function SearchBox({
  id = 'site-search',
  placement = 'inline',
  onSearch,
  inputRef,
}: {
  id?: string;
  placement?: SearchBoxPlacement;
  onSearch?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  return (
    <Wrap role="search" $placement={placement}>
      <label htmlFor={id} className="visually-hidden">
        Pencarian
      </label>
      <input
        id={id}
        ref={inputRef}
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

const placements = {
  inline: css`
    display: none;
    ${(p) => above(p.theme.breakpoints.search)} {
      display: block;
    }
    input {
      width: 220px;
    }
  `,
  drawer: css`
    margin-bottom: 12px;
  `,
  panel: css`
    flex: 1;
    min-width: 0;
  `,
};

const Wrap = styled.div<{ $placement: SearchBoxPlacement }>`
  display: block;
  ${(p) => placements[p.$placement]}
  input {
    ${(p) => p.$placement !== 'inline' && 'width: 100%;'}
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
