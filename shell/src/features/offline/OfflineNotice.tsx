import styled from 'styled-components';
import { useOnline } from './useOnline';

export const OFFLINE_NOTICE =
  'Anda sedang offline. Yang sudah tampil tetap bisa dibaca; sisanya dimuat lagi saat koneksi kembali.';

/**
 * A quiet notice while the browser is offline: a polite live region (read out once, never taking focus,
 * never blocking the page) that is always in the page, so a screen reader hears it when its text appears.
 * No `status` role: the pages' own status messages stay the only ones. It lets taps through and sits
 * above the phones' bottom bars.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <Region aria-live="polite" aria-atomic="true" data-offline-notice="">
      {online ? null : <Pill>{OFFLINE_NOTICE}</Pill>}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(88px + env(safe-area-inset-bottom, 0px));
  z-index: 900;
  display: flex;
  justify-content: center;
  padding: 0 12px;
  pointer-events: none;
  @media (min-width: 768px) {
    bottom: 16px;
  }
`;
const Pill = styled.p`
  margin: 0;
  max-width: 36rem;
  padding: 8px 14px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.text};
  color: ${(p) => p.theme.colors.bg};
  font-size: 0.85rem;
  line-height: 1.4;
  text-align: center;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.2);
`;
