import { useId } from 'react';
import styled from 'styled-components';
import { formatRupiah } from '@yayasan/format';
import { FieldMessage, fieldA11y } from '@yayasan/ui';
import { MESSAGES, parseRupiahInput } from '@yayasan/validation';
import { PRESET_AMOUNTS } from '../../../lib/amount-presets';
import { AmountAlert, AmountField, AmountPreset, AmountPresets } from '../../../components/amount-fields';

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
      <AmountPresets role="group" aria-label="Pilih nominal donasi">
        {PRESET_AMOUNTS.map((preset) => (
          <AmountPreset
            key={preset}
            type="button"
            $variant={amount === preset ? 'primary' : 'secondary'}
            aria-pressed={amount === preset}
            onClick={() => onChange(preset)}
          >
            Rp {formatRupiah(preset)}
          </AmountPreset>
        ))}
      </AmountPresets>
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
      {error === MESSAGES.donationMinimum && <AmountAlert role="alert">{MESSAGES.donationMinimumAlert}</AmountAlert>}
    </div>
  );
}

export const FieldLabel = styled.label`
  display: block;
  font-weight: 600;
  margin: 16px 0 6px;
`;
