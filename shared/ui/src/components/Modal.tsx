import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useModalFocus } from '../a11y/focus';
import { Button } from './Button';

/**
 * The modal dialog (WAI-ARIA APG): the page behind is inert, Tab stays inside, Escape and a click
 * on the backdrop close it, and focus goes back to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  label,
  children,
  width = 480,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** The visible heading; `label` names a dialog without one. */
  title?: string;
  label?: string;
  children: ReactNode;
  width?: number;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  useModalFocus(layer, { open, onClose, returnFocus });
  if (!open) return null;
  return createPortal(
    <Backdrop ref={layer} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        style={{ maxWidth: width }}
      >
        {title && <h2 id={titleId}>{title}</h2>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

/** Yes/no confirmation with the caller's wording; focus starts on the harmless answer. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  onCancel,
  busy,
  returnFocus,
}: {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal open={open} onClose={onCancel} label={message} returnFocus={returnFocus}>
      <p style={{ fontSize: '1.1rem', marginTop: 0 }}>{message}</p>
      <Actions>
        <Button $variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
      </Actions>
    </Modal>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.55);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;
const Panel = styled.div`
  width: 100%;
  max-height: 90vh;
  overflow: auto;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  border-radius: 14px;
  padding: 24px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;
