import { useId } from 'react';
import styled from 'styled-components';
import { formatRupiah } from '@yayasan/format';
import { Button, FieldMessage, fieldA11y } from '@yayasan/ui';
import { MESSAGES, parseRupiahInput } from '@yayasan/validation';
import { PRESET_AMOUNTS } from '../../../lib/amount-presets';

export const PLEDGE_AMOUNT_HINT = 'Donasi tidak boleh kurang dari 10.000 rupiah, dalam rupiah bulat';

/** Presets and a free rupiah input, with the shared amount rule's message under it. */
export function AmountChoice({
  amount,
  error,
  onChange,
  label = 'Nominal setiap bulan',
}: {
  amount: number | null;
  error: string | null;
  onChange: (amount: number | null) => void;
  label?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div>
      <Presets role="group" aria-label="Pilih nominal donasi">
        {PRESET_AMOUNTS.map((preset) => (
          <Button
            key={preset}
            type="button"
            $variant={amount === preset ? 'primary' : 'secondary'}
            aria-pressed={amount === preset}
            onClick={() => onChange(preset)}
          >
            Rp {formatRupiah(preset)}
          </Button>
        ))}
      </Presets>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <AmountField>
        <span aria-hidden="true">Rp</span>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          {...fieldA11y(hintId, error)}
          value={amount === null ? '' : formatRupiah(amount)}
          onChange={(e) => onChange(parseRupiahInput(e.target.value.replace(/\D/g, '')))}
        />
      </AmountField>
      <FieldMessage id={hintId} error={error} hint={PLEDGE_AMOUNT_HINT} />
      {error === MESSAGES.donationMinimum && <Alert role="alert">{MESSAGES.donationMinimumAlert}</Alert>}
    </div>
  );
}

export const FieldLabel = styled.label`
  display: block;
  font-weight: 600;
  margin: 16px 0 6px;
`;
const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  @media (min-width: 520px) {
    grid-template-columns: repeat(4, 1fr);
  }
  button {
    border-radius: 10px;
  }
`;
const AmountField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  span {
    font-weight: 700;
    color: ${(p) => p.theme.colors.muted};
  }
  input {
    flex: 1;
    border: none;
    background: transparent;
    padding: 12px 0;
    font-size: 1.1rem;
    color: ${(p) => p.theme.colors.text};
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;
const Alert = styled.p`
  margin: 10px 0 0;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
