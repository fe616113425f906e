import { useSyncExternalStore } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { apiErrorMessage } from '@yayasan/store';
import { PASSKEY_MESSAGES, PASSKEY_TEXT } from '@yayasan/validation';

/** The answer never changes while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * Whether this browser can use passkeys: null while not known. A page rendered on the server (which
 * has no browser to ask) is hydrated with null, then the browser's answer, without a mismatch.
 */
export const useWebAuthnSupport = (): boolean | null =>
  useSyncExternalStore(unchanging, browserSupportsWebAuthn, () => null);

/**
 * The text for a failed passkey step: the browser's own refusals (the person closed the dialog, the
 * time ran out, the authenticator already holds a passkey here) in words, the server's as it sent them.
 */
export function passkeyErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error) {
    if (err.name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
    if (err.name === 'NotAllowedError' || err.name === 'AbortError') return PASSKEY_TEXT.cancelled;
    return fallback;
  }
  return apiErrorMessage(err);
}
