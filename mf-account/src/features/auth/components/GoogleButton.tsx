import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, useHydrated } from '@yayasan/ui';
import { useGoogleAuthConfigQuery } from '../api';
import { loadGoogleIdentityServices, requestGoogleAccessToken, GoogleSignInError } from '../../../lib/google';

/** 'Lanjutkan dengan Google': opens the sign-in popup and hands the access token to `onToken`. */
export function GoogleButton({
  onToken,
  onError,
  busy,
}: {
  onToken: (accessToken: string) => void;
  onError: (err: GoogleSignInError) => void;
  busy?: boolean;
}) {
  const { data: config } = useGoogleAuthConfigQuery();
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (config?.clientId) loadGoogleIdentityServices().catch(() => undefined);
  }, [config?.clientId]);

  const start = () => {
    if (!config) return;
    setWaiting(true);
    requestGoogleAccessToken(config)
      .then(onToken, (err: unknown) => onError(err instanceof GoogleSignInError ? err : new GoogleSignInError(false)))
      .finally(() => setWaiting(false));
  };

  return (
    <Wide type="button" $variant="secondary" onClick={start} disabled={!hydrated || !config || waiting || busy}>
      <GoogleMark aria-hidden="true">G</GoogleMark>
      Lanjutkan dengan Google
    </Wide>
  );
}

const Wide = styled(Button)`
  width: 100%;
`;
const GoogleMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: #fff;
  color: #4285f4;
  font-weight: 800;
  border: 1px solid #dadce0;
`;
