import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';

/** An accessible modal: Escape and a click outside close it, focus moves in and comes back. */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = 480,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  children: ReactNode;
  width?: number;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
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

/** Yes/no confirmation with the caller's wording. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  onCancel,
  busy,
}: {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Modal open={open} onClose={onCancel}>
      <p style={{ fontSize: '1.1rem', marginTop: 0 }}>{message}</p>
      <Actions>
        <Button $variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
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
  outline: none;
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;
