import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { above } from '@yayasan/ui';

/** Enter with text opens /search/{query}; Enter with an empty box does nothing. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  return (
    <Wrap role="search">
      <label htmlFor="site-search" className="visually-hidden">
        Pencarian
      </label>
      <input
        id="site-search"
        type="search"
        placeholder="Pencarian"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const q = query.trim();
          if (q) navigate(paths.search(q));
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: none;
  ${(p) => above(p.theme.breakpoints.search)} {
    display: block;
  }
  input {
    width: 220px;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
  }
`;
