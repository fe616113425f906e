import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatRupiah } from '@yayasan/format';
import { Button, FieldMessage, TextArea, fieldA11y, useFocusOnMount } from '@yayasan/ui';
import type { Campaign } from '@yayasan/contracts';
import { LIMITS, MESSAGES, checkDonationAmount, checkPrayerMessage, parseRupiahInput } from '@yayasan/validation';
import { readAnonymous, writeAnonymous } from '../storage';
import { CampaignThumbnail } from './CampaignHeader';
import { PRESET_AMOUNTS } from '../../../lib/amount-presets';
import { AmountAlert, AmountField, AmountPreset, AmountPresets } from '../../../components/amount-fields';

export const defaultHint = (remaining: number) =>
  `Donasi tidak boleh kurang dari 10.000 rupiah dan tidak boleh lebih dari ${formatRupiah(remaining)} rupiah`;

/** The amount's problem by the shared amount rule, or null when it may be paid (or is not entered yet). */
export const amountError = (amount: number | null, remaining: number): string | null =>
  amount === null ? null : checkDonationAmount(amount, remaining);

/** Characters as the donor sees them (an emoji is one), the way the shared rule counts them. */
export const messageLength = (message: string) => [...message.trim()].length;

/**
 * SELECT_AMOUNT: presets, a free rupiah input, the optional prayer with its character counter, the
 * anonymous choice and 'Selanjutnya'.
 */
export function AmountStep({
  campaign,
  initialAmount,
  initialMessage = '',
  onNext,
}: {
  campaign: Pick<Campaign, 'title' | 'thumbnail' | 'remaining_amount'>;
  initialAmount: number | null;
  initialMessage?: string;
  onNext: (amount: number, anonymous: boolean, message: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const messageHintId = useId();
  const [message, setMessage] = useState(initialMessage);
  const messageError = checkPrayerMessage(message);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [amount, setAmount] = useState<number | null>(initialAmount);
  const [anonymous, setAnonymous] = useState(readAnonymous);
  const remaining = campaign.remaining_amount;
  const error = amountError(amount, remaining);
  const valid = amount !== null && error === null && messageError === null;
  const tooLow = error === MESSAGES.donationMinimum;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onNext(amount, anonymous, message.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <CampaignThumbnail src={campaign.thumbnail} title={campaign.title} />
      <Title ref={heading}>{campaign.title}</Title>
      <AmountPresets role="group" aria-label="Pilih nominal donasi">
        {PRESET_AMOUNTS.map((preset) => (
          <AmountPreset
            key={preset}
            type="button"
            $variant={amount === preset ? 'primary' : 'secondary'}
            aria-pressed={amount === preset}
            onClick={() => setAmount(preset)}
          >
            Rp {formatRupiah(preset)}
          </AmountPreset>
        ))}
      </AmountPresets>
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, margin: '16px 0 6px' }}>
        Nominal donasi lainnya
      </label>
      <AmountField>
        <span aria-hidden="true">Rp</span>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          {...fieldA11y(hintId, error)}
          value={amount === null ? '' : formatRupiah(amount)}
          onChange={(e) => setAmount(parseRupiahInput(e.target.value.replace(/\D/g, '')))}
        />
      </AmountField>
      <FieldMessage id={hintId} error={error} hint={defaultHint(remaining)} />
      {tooLow && <AmountAlert role="alert">{MESSAGES.donationMinimumAlert}</AmountAlert>}
      <label htmlFor={messageId} style={{ display: 'block', fontWeight: 600, margin: '16px 0 6px' }}>
        Doa &amp; dukungan (opsional)
      </label>
      <TextArea
        id={messageId}
        rows={3}
        placeholder="Tulis doa atau dukungan untuk anak-anak..."
        {...fieldA11y(messageHintId, messageError)}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FieldMessage
        id={messageHintId}
        error={messageError}
        hint={`Tampil di halaman donasi setelah pembayaran berhasil. ${messageLength(message)}/${LIMITS.prayerMessageMax} karakter`}
      />
      <Check>
        <input
          type="checkbox"
          checked={anonymous}
          onChange={(e) => {
            setAnonymous(e.target.checked);
            writeAnonymous(e.target.checked);
          }}
        />
        Donasi Sebagai Anonim
      </Check>
      <Button type="submit" $block disabled={!valid}>
        Selanjutnya
      </Button>
    </form>
  );
}

const Title = styled.h1`
  font-size: 1.3rem;
  margin: 14px 0 16px;
`;
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 16px 0;
  cursor: pointer;
`;
