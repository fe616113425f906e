import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SecondFactorSetup } from '@yayasan/contracts';
import { Button, SecondFactorCodeField } from '@yayasan/ui';
import { checkSecondFactorCode, compactSecondFactorCode, SECOND_FACTOR_TEXT as T } from '@yayasan/validation';

/**
 * Turning the second factor on (sign-in of an administrator who must, or the settings page): the QR
 * code to scan, the secret to type, and the first code that confirms it. `confirm` answers the
 * server's refusal as a message, or null once accepted.
 */
export function TotpSetup({
  setup,
  confirm,
  busy,
  onCancel,
}: {
  setup: SecondFactorSetup;
  confirm: (code: string) => Promise<string | null>;
  busy: boolean;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = checkSecondFactorCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(await confirm(compactSecondFactorCode(code)));
  };

  return (
    <div>
      <p>{T.setupIntro}</p>
      <Qr src={setup.qr} alt={T.qrAlt} width={200} height={200} />
      <p>{T.secretLabel}</p>
      <Secret aria-label="Kunci rahasia">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</Secret>
      <form onSubmit={submit} noValidate>
        <SecondFactorCodeField value={code} onChange={setCode} error={error} />
        <Actions>
          {onCancel && (
            <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
              {T.cancel}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {T.verify}
          </Button>
        </Actions>
      </form>
    </div>
  );
}

/** The recovery codes, shown once after the factor is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div>
      <h2>{T.recoveryTitle}</h2>
      <p>{T.recoveryIntro}</p>
      <CodeList aria-label={T.recoveryTitle}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </CodeList>
      <p role="status" aria-live="polite">
        {copied ? T.copied : ''}
      </p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={copy}>
          {T.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {T.recoveryDone}
        </Button>
      </Actions>
    </div>
  );
}

const Qr = styled.img`
  display: block;
  margin: 12px auto;
  max-width: 100%;
  height: auto;
  background: #fff;
  padding: 8px;
  border-radius: 8px;
`;
const Secret = styled.code`
  display: block;
  font-size: 1rem;
  word-break: break-all;
  letter-spacing: 0.05em;
  padding: 8px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
`;
const CodeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px 16px;
  padding: 12px;
  list-style: none;
  font-family: monospace;
  font-size: 1rem;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;
