import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useModalFocus } from '../a11y/focus';

/**
 * A side panel over the page (modal, like the dialog): focus moves in, Tab stays inside, Escape
 * or the backdrop closes it, and focus returns to the button that opened it. That button carries
 * `aria-expanded` and `aria-controls={id}`.
 */
export function Drawer({
  id,
  open,
  onClose,
  label,
  children,
  returnFocus,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const layer = useRef<HTMLDivElement>(null);
  useModalFocus(layer, { open, onClose, returnFocus });
  if (!open) return null;
  return createPortal(
    <div ref={layer}>
      <Backdrop onClick={onClose} />
      <Panel id={id} role="dialog" aria-modal="true" aria-label={label} data-testid="drawer">
        <CloseButton onClick={onClose} aria-label="Tutup menu">
          ×
        </CloseButton>
        {children}
      </Panel>
    </div>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
  z-index: 900;
`;
const Panel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  width: min(300px, 85vw);
  z-index: 901;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 56px 20px 20px;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  border-right: 1px solid ${(p) => p.theme.colors.border};
`;
const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  right: 12px;
  width: 44px;
  height: 44px;
  font-size: 1.8rem;
  line-height: 1;
  background: none;
  border: 0;
  cursor: pointer;
`;
