import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { setStepUpPrompt, supportsPasskeys, type StepUpAsk } from '@yayasan/store';
import {
  checkSecondFactorCode,
  compactSecondFactorCode,
  PASSKEY_TEXT,
  SECOND_FACTOR_TEXT as T,
} from '@yayasan/validation';
import { Button } from './Button';
import { FieldMessage, fieldA11y, Input, Label } from './Field';
import { Modal } from './Modal';

/**
 * The code field of every second-factor prompt (sign-in, settings, step-up): one-time-code autofill,
 * a numeric keyboard that still lets a recovery code be typed, and the error read out as it appears.
 */
export function SecondFactorCodeField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The step exists to take this one field: it has focus as soon as it shows.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <>
      <Label htmlFor={`${id}-code`}>{T.codeLabel}</Label>
      <Input
        ref={input}
        id={`${id}-code`}
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        data-autofocus={autoFocus ? '' : undefined}
        {...fieldA11y(`${id}-message`, error)}
      />
      <FieldMessage id={`${id}-message`} error={error} hint={T.codeHint} />
    </>
  );
}

type Answer = string | { token: string } | null;

interface Pending extends StepUpAsk {
  resolve: (answer: Answer) => void;
}

/**
 * The step-up dialog: mounted once by the page (shell, standalone remote), it answers the store's
 * request for a code when a money or power action needs a fresh second-factor check, or, where the
 * browser supports WebAuthn, the fresh token a check with the person's passkey gave.
 */
export function SecondFactorPrompt() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const current = useRef<Pending | null>(null);

  // Only ever open in the browser (a step-up answers a call): the server's page never shows the button.
  const withPasskey = Boolean(pending?.passkey) && supportsPasskeys();

  useEffect(
    () =>
      setStepUpPrompt(
        (ask) =>
          new Promise<Answer>((resolve) => {
            current.current?.resolve(null);
            const next = { ...ask, resolve };
            current.current = next;
            setCode('');
            setError(ask.problem ?? null);
            setPending(next);
          }),
      ),
    [],
  );

  const finish = (value: Answer) => {
    const open = current.current;
    current.current = null;
    setPending(null);
    open?.resolve(value);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSecondFactorCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    finish(compactSecondFactorCode(code));
  };

  const checkWithPasskey = async () => {
    const check = current.current?.passkey;
    if (!check) return;
    setChecking(true);
    const outcome = await check();
    setChecking(false);
    if (current.current?.passkey !== check) return; // closed or replaced meanwhile
    if ('token' in outcome) finish({ token: outcome.token });
    else setError(outcome.problem);
  };

  return (
    <Modal open={pending !== null} onClose={() => finish(null)} title={T.stepUpTitle} width={420}>
      <Message>{pending?.message}</Message>
      <form onSubmit={submit} noValidate>
        <SecondFactorCodeField value={code} onChange={setCode} error={error} autoFocus />
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => finish(null)}>
            {T.cancel}
          </Button>
          {withPasskey && (
            <Button
              type="button"
              $variant="secondary"
              onClick={checkWithPasskey}
              disabled={checking}
              aria-busy={checking}
            >
              {PASSKEY_TEXT.stepUp}
            </Button>
          )}
          <Button type="submit" disabled={checking}>
            {T.verify}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

const Message = styled.p`
  margin-top: 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;
