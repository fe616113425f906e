import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_LINKS } from '@yayasan/contracts';

/** The main links for screens narrower than 1450 px: slides in from the left, no animation. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} />
      <Panel aria-label="Menu utama" data-testid="drawer">
        <CloseButton onClick={onClose} aria-label="Tutup menu">
          ×
        </CloseButton>
        {MAIN_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end onClick={onClose}>
            {l.label}
          </NavLink>
        ))}
      </Panel>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
  z-index: 900;
`;
const Panel = styled.nav`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  width: min(300px, 80vw);
  z-index: 901;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 56px 20px 20px;
  background: ${(p) => p.theme.colors.bg};
  border-right: 1px solid ${(p) => p.theme.colors.border};
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
const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  right: 12px;
  font-size: 1.8rem;
  background: none;
  border: 0;
  cursor: pointer;
`;
