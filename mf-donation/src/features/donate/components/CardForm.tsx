import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@yayasan/ui';
import { cardDigits, checkCardCvv, checkCardExpiry, checkCardNumber } from '@yayasan/validation';
import { midtransCardCall, type CardConfig, type CardFields } from '../../../lib/midtrans-card';

const FIELDS = ['number', 'expiry', 'cvv'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

const CHECKS: Record<Field, (value: string) => string | null> = {
  number: checkCardNumber,
  expiry: (value) => checkCardExpiry(value),
  cvv: checkCardCvv,
};

/** Groups of four as the card prints them, while typing. */
const spaced = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export const CARD_TOKEN_FAILED = 'Data kartu ditolak. Periksa kembali nomor, masa berlaku dan CVV kartu Anda';
export const CARD_TOKEN_UNREACHABLE = 'Tidak dapat menghubungi Midtrans, coba lagi nanti';

/**
 * Asks Midtrans for a one-time token for the card, from the browser itself: the card's number, expiry
 * and CVV go to Midtrans only, never to this site's servers, which charge with the token.
 */
export async function requestCardToken(
  card: CardConfig,
  fields: CardFields,
): Promise<{ token?: string; error?: string }> {
  const result = await midtransCardCall(card.token_url, card, fields, 'token_id');
  if ('value' in result) return { token: result.value };
  return { error: 'unreachable' in result ? CARD_TOKEN_UNREACHABLE : CARD_TOKEN_FAILED };
}

/**
 * The card form: number, expiry (BB/TT) and CVV, each checked with the shared card rules as the donor
 * leaves it and all at once on sending; a token from Midtrans is handed to `onToken`.
 */
export function CardForm({
  card,
  busy,
  onToken,
  onCancel,
}: {
  card: CardConfig;
  busy: boolean;
  onToken: (tokenId: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ number: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const check = (field: Field, value = values[field]) =>
    setErrors((e) => ({ ...e, [field]: CHECKS[field](value) ?? undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    for (const field of FIELDS) {
      const problem = CHECKS[field](values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    const { token, error } = await requestCardToken(card, values);
    setSending(false);
    if (token) onToken(token);
    else setFormError(error ?? CARD_TOKEN_FAILED);
  };

  const field = (name: Field, label: string, props: Record<string, string | number>) => (
    <Row>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => {
          const value = name === 'number' ? spaced(e.target.value) : e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          if (errors[name]) check(name, value);
        }}
        onBlur={() => values[name] && check(name)}
        {...props}
      />
      {errors[name] && (
        <Problem id={`${id}-${name}-error`} role="alert">
          {errors[name]}
        </Problem>
      )}
    </Row>
  );

  const disabled = busy || sending;
  return (
    <Form onSubmit={submit} noValidate aria-label="Data kartu">
      {field('number', 'Nomor kartu', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 5678 9012 3456',
        maxLength: 23,
      })}
      <Pair>
        {field('expiry', 'Masa berlaku (BB/TT)', {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'BB/TT',
          maxLength: 7,
        })}
        {field('cvv', 'CVV', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
      </Pair>
      <Note>Data kartu dikirim langsung ke Midtrans dan tidak disimpan oleh yayasan.</Note>
      {formError && <Problem role="alert">{formError}</Problem>}
      <Button type="submit" $block disabled={disabled}>
        {disabled ? 'Memproses...' : 'Bayar dengan Kartu'}
      </Button>
      <Button type="button" $variant="ghost" $block onClick={onCancel} disabled={disabled}>
        Kembali Ke Tipe Pembayaran
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;
  margin-top: 14px;
`;
const Row = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-size: 1rem;
  }
  input[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;
const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.9rem;
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;
