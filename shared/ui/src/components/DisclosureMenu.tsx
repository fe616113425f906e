import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * A button that shows and hides a list of plain links and buttons (WAI-ARIA APG disclosure
 * navigation menu): `aria-expanded` on the button, Tab moves through the items, Escape closes and
 * puts focus back on the button, and the list closes `closeDelayMs` after focus leaves it.
 */
export function DisclosureMenu({
  buttonLabel,
  buttonContent,
  ButtonComponent = 'button',
  buttonRef,
  closeDelayMs = 0,
  children,
}: {
  buttonLabel: string;
  buttonContent: ReactNode;
  ButtonComponent?: React.ElementType;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  closeDelayMs?: number;
  /** The items; call `close()` when one is chosen. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = () => setOpen(false);
  return (
    <Wrap
      onBlur={() => {
        closeTimer.current = setTimeout(close, closeDelayMs);
      }}
      onFocus={() => clearTimeout(closeTimer.current)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
    >
      <ButtonComponent
        ref={button}
        type="button"
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {buttonContent}
      </ButtonComponent>
      <List id={listId} hidden={!open}>
        {open && children(close)}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;
const List = styled.ul`
  position: absolute;
  right: 0;
  top: 48px;
  min-width: 200px;
  z-index: 950;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.15);
  &[hidden] {
    display: none;
  }
`;
