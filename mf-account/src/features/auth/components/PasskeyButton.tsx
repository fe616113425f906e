import { useState } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '@yayasan/contracts';
import { Button, notify, useHydrated } from '@yayasan/ui';
import { PASSKEY_TEXT as T } from '@yayasan/validation';
import { passkeyErrorMessage, useWebAuthnSupport } from '../../../lib/passkeys';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from '../api';

/**
 * 'Masuk dengan Passkey': the browser lets the person pick one of this site's passkeys and confirm
 * with a fingerprint, face or device PIN; the answer is the session, with no password and no code.
 * Removed where the browser turns out to have no WebAuthn.
 */
export function PasskeyButton({ onSignedIn, busy }: { onSignedIn: (session: SessionUser) => void; busy?: boolean }) {
  const supported = useWebAuthnSupport();
  const hydrated = useHydrated();
  const [options] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [waiting, setWaiting] = useState(false);

  // Shown on the server's page too (nearly every browser has WebAuthn), so the hydrated page matches it;
  // a browser without it loses the button once it has said so.
  if (supported === false) return null;

  const start = async () => {
    setWaiting(true);
    try {
      // The WebAuthn library comes with the first use: the sign-in page's first load does without it.
      const [optionsJSON, { startAuthentication }] = await Promise.all([
        options().unwrap(),
        import('@simplewebauthn/browser'),
      ]);
      const credential = await startAuthentication({ optionsJSON });
      onSignedIn(await signIn({ credential }).unwrap());
    } catch (err) {
      notify.error(passkeyErrorMessage(err, T.signInFailed));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <Wide
      type="button"
      $variant="secondary"
      onClick={start}
      disabled={!hydrated || waiting || busy}
      aria-busy={waiting}
    >
      {T.signIn}
    </Wide>
  );
}

const Wide = styled(Button)`
  width: 100%;
  margin-top: 12px;
`;
