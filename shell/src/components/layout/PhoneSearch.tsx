import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { above } from '@yayasan/ui';
import { SearchIcon } from './icons';
import { SearchBox } from './SearchBox';

export const OPEN_SEARCH_LABEL = 'Buka pencarian';
export const CLOSE_SEARCH_LABEL = 'Tutup pencarian';

/**
 * Phones' search: the spec shows the top bar's search box from 780 px only, so narrower screens get
 * a search button in the bar that opens the field over it. Focus moves into the field; Escape or the
 * close button closes it and focus returns to the search button; a search closes it as well.
 */
export function PhoneSearch() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <ToggleButton
        ref={button}
        type="button"
        aria-label={OPEN_SEARCH_LABEL}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </ToggleButton>
      {open && (
        <Panel
          id={panelId}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            close();
          }}
        >
          <SearchBox id="phone-search" placement="panel" inputRef={input} onSearch={close} />
          <CloseButton type="button" aria-label={CLOSE_SEARCH_LABEL} onClick={close}>
            <span aria-hidden>✕</span>
          </CloseButton>
        </Panel>
      )}
    </>
  );
}

const ToggleButton = styled.button`
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  ${(p) => above(p.theme.breakpoints.search)} {
    display: none;
  }
`;
/* Over the whole bar (the bar is sticky, so positioned): the field gets the phone's full width. */
const Panel = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 10px;
  background: ${(p) => p.theme.colors.bg};
  ${(p) => above(p.theme.breakpoints.search)} {
    display: none;
  }
`;
const CloseButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  font-size: 1.1rem;
  background: none;
  border: 0;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
`;
