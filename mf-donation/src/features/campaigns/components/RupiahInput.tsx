import { FieldMessage, fieldA11y, Input } from '@yayasan/ui';
import { formatRupiah } from '@yayasan/format';
import { LIMITS, MESSAGES } from '@yayasan/validation';

/**
 * Rupiah amount with dot separators: digits only (other keys are ignored), empty clears, a leading
 * zero is rejected and clears the value; below the donation minimum the spec's message shows under it
 * (unless `checkMinimum` is false: ledger amounts have no minimum).
 */
export function RupiahInput({
  id,
  value,
  onChange,
  checkMinimum = true,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  checkMinimum?: boolean;
}) {
  const change = (raw: string) => {
    const digits = raw.replace(/\./g, '');
    if (digits === '') return onChange(null);
    if (!/^\d+$/.test(digits)) return; // keep the previous value: digits only
    if (digits.startsWith('0')) return onChange(null);
    const n = Number(digits);
    if (Number.isSafeInteger(n)) onChange(n);
  };
  const tooLow = checkMinimum && value !== null && value < LIMITS.donationMinimum;
  return (
    <>
      <div style={{ position: 'relative' }}>
        <span
          style={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', opacity: 0.7 }}
          aria-hidden="true"
        >
          Rp
        </span>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          style={{ paddingLeft: 42 }}
          value={value === null ? '' : formatRupiah(value)}
          onChange={(e) => change(e.target.value)}
          {...fieldA11y(`${id}-hint`, tooLow ? MESSAGES.donationMinimum : null)}
        />
      </div>
      <FieldMessage id={`${id}-hint`} error={tooLow ? MESSAGES.donationMinimum : null} />
    </>
  );
}
