import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SecondFactorChallenge, SecondFactorSetup, SessionUser } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Spinner, SecondFactorCodeField } from '@yayasan/ui';
import { checkSecondFactorCode, compactSecondFactorCode, SECOND_FACTOR_TEXT as T } from '@yayasan/validation';
import { useSignInSecondFactorMutation, useSignInSetupConfirmMutation, useSignInSetupMutation } from '../api';
import { RecoveryCodes, TotpSetup } from '../../../components/TotpSetup';

/**
 * The sign-in's second step, after the password (or Google, or a reset link) was accepted with a 202:
 * a code from the app or a recovery code; or, for an administrator who must have a factor and has none,
 * its setup, then the recovery codes, then the session.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: SessionUser) => void;
  onRestart: () => void;
}) {
  return (
    <>
      <h1>{challenge.second_factor === 'setup' ? T.setupTitle : T.signInTitle}</h1>
      <p>{challenge.message}</p>
      {challenge.second_factor === 'setup' ? (
        <SetupAtSignIn challenge={challenge.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
      ) : (
        <CodeAtSignIn challenge={challenge.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
      )}
    </>
  );
}

function CodeAtSignIn({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: SessionUser) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSignInSecondFactorMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const problem = checkSecondFactorCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      onSignedIn(await send({ challenge, code: compactSecondFactorCode(code) }).unwrap());
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <SecondFactorCodeField value={code} onChange={setCode} error={error} autoFocus />
      <Button type="submit" disabled={isLoading}>
        {T.verify}
      </Button>
      <Button type="button" $variant="ghost" onClick={onRestart} style={{ marginTop: 8 }}>
        {T.cancel}
      </Button>
    </form>
  );
}

function SetupAtSignIn({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: SessionUser) => void;
  onRestart: () => void;
}) {
  const [start, started] = useSignInSetupMutation();
  const [confirm, confirming] = useSignInSetupConfirmMutation();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [done, setDone] = useState<{ session: SessionUser; recovery_codes: string[] } | null>(null);

  // Asked once per challenge: each call makes a new secret, and the one shown must be the one kept.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === challenge) return;
    asked.current = challenge;
    start({ challenge })
      .unwrap()
      .then(setSetup, () => undefined);
  }, [start, challenge]);

  if (done) return <RecoveryCodes codes={done.recovery_codes} onDone={() => onSignedIn(done.session)} />;
  if (started.isError)
    return (
      <>
        <p role="alert">{apiErrorMessage(started.error)}</p>
        <Button type="button" onClick={onRestart}>
          {T.cancel}
        </Button>
      </>
    );
  if (!setup) return <Spinner />;
  return (
    <TotpSetup
      setup={setup}
      busy={confirming.isLoading}
      onCancel={onRestart}
      confirm={async (code) => {
        try {
          setDone(await confirm({ challenge, code }).unwrap());
          return null;
        } catch (err) {
          return apiErrorMessage(err);
        }
      }}
    />
  );
}
