import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '@yayasan/contracts';
import { above } from '@yayasan/ui';

/**
 * Where a search box sits: the top bar's inline box (shown from 780 px, as the spec says), the
 * drawer's, or the phone's search panel opened from the top bar's search button.
 */
export type SearchBoxPlacement = 'inline' | 'drawer' | 'panel';

/**
 * Enter with text opens /search/{query}; Enter with an empty box does nothing. A form action with the
 * browser's own field: a search sent before the page is hydrated is held by React and made once it is,
 * and what was typed stays.
 */
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
  const navigate = useNavigate();
  const search = (form: FormData) => {
    const q = String(form.get('q') ?? '').trim();
    if (!q) return;
    onSearch?.();
    navigate(paths.search(q));
  };
  return (
    <Wrap as="form" role="search" action={search} $placement={placement}>
      <label htmlFor={id} className="visually-hidden">
        Pencarian
      </label>
      <input id={id} ref={inputRef} name="q" type="search" placeholder="Pencarian" />
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
