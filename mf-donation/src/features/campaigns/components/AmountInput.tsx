import { formatRupiah } from '@yayasan/format';
import { Input } from '@yayasan/ui';

/** A rupiah amount typed as digits and shown with dot separators; empty is null. */
export function AmountInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      placeholder="Rp 0"
      value={value === null ? '' : `Rp ${formatRupiah(value)}`}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '');
        const n = Number(digits);
        onChange(digits === '' ? null : Number.isSafeInteger(n) ? n : value);
      }}
    />
  );
}
