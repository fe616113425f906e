import { useSyncExternalStore } from 'react';

/**
 * A phone: a narrow screen (below the spec's 780 px search breakpoint) or a touch-only device. A wallet
 * app's deeplink opens there; a larger screen scans a QR code with the phone instead.
 */
export const PHONE_QUERY = '(max-width: 779px), (hover: none) and (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches;

export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
