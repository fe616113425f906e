import { useSyncExternalStore } from 'react';
import { supportsPasskeys } from '@yayasan/store';

/** The answer never changes while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * Whether this browser can use passkeys: null while not known. A page rendered on the server (which
 * has no browser to ask) is hydrated with null, then the browser's answer, without a mismatch.
 */
export const useWebAuthnSupport = (): boolean | null => useSyncExternalStore(unchanging, supportsPasskeys, () => null);

/** Kept with the step-up prompt's passkey check in the shared store; re-exported for this app's pages. */
export { passkeyErrorMessage } from '@yayasan/store';
