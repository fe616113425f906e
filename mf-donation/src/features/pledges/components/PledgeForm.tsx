import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PLEDGE_WORDS,
  recordOf,
  type PaymentMethod,
  type PaymentOptions,
  type Pledge,
  type PledgeCreateBody,
} from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, FieldMessage, Hint, Input, Select, TextArea, fieldA11y, useFocusOnMount } from '@yayasan/ui';
import {
  LIMITS,
  MESSAGES,
  checkCardCvv,
  checkCardExpiry,
  checkCardNumber,
  checkDonationAmountAlone,
  checkPrayerMessage,
} from '@yayasan/validation';
import { useCreatePledgeMutation } from '../api';
import { registerCard } from '../card-register';
import { PLEDGE_DAYS, REMINDER_METHODS } from '../words';
import { AmountChoice, FieldLabel } from './AmountChoice';

type Way = Pledge['way'];
type AutomaticMethod = 'gopay' | 'credit_card';
const CARD_FIELDS = ['number', 'expiry', 'cvv'] as const;
type CardField = (typeof CARD_FIELDS)[number];

const CARD_CHECKS: Record<CardField, (value: string) => string | null> = {
  number: checkCardNumber,
  expiry: (value) => checkCardExpiry(value),
  cvv: checkCardCvv,
};

export const GOPAY_PHONE_EMPTY = 'Mohon isi nomor HP yang terdaftar di GoPay';
export const PLEDGE_FAILED = 'Donasi rutin tidak dapat dibuat, coba lagi nanti';

/** Characters as the donor sees them (an emoji is one), the way the shared prayer rule counts them. */
const messageLength = (message: string) => [...message.trim()].length;

/** Today's day in Jakarta, moved to the 28th at most: the first day offered for a new pledge. */
function firstDay(now = new Date()): number {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  return Math.min(jakarta.getUTCDate(), 28);
}

/**
 * "Donasi rutin setiap bulan" for one running campaign: the amount (the donation amount rule), the day
 * of the month, the way (a reminder with any method, or automatic by GoPay or card), the prayer and
 * anonymity. An automatic card is registered with Midtrans by the browser first; the server gets the
 * saved token only. `onCreated` gets the server's pledge (for GoPay, with the linking page to go to).
 */
export function PledgeForm({
  campaign,
  card,
  onCreated,
  onCancel,
}: {
  campaign: { id: string; title: string };
  card: PaymentOptions['card'];
  onCreated: (pledge: Pledge) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [amount, setAmount] = useState<number | null>(null);
  const [day, setDay] = useState(firstDay);
  const [way, setWay] = useState<Way>('reminder');
  const [reminderMethod, setReminderMethod] = useState<PaymentMethod>('bank_transfer');
  const [automaticMethod, setAutomaticMethod] = useState<AutomaticMethod>('gopay');
  const [phone, setPhone] = useState('');
  const [cardValues, setCardValues] = useState<Record<CardField, string>>({ number: '', expiry: '', cvv: '' });
  const [prayer, setPrayer] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const [create, { isLoading }] = useCreatePledgeMutation();

  // An empty amount, once the donor tried to send, is below the minimum: the rule's own words say so.
  const amountError = amount === null ? (shown ? MESSAGES.donationMinimum : null) : checkDonationAmountAlone(amount);
  const prayerError = checkPrayerMessage(prayer);
  const byCard = way === 'automatic' && automaticMethod === 'credit_card';
  const byGopay = way === 'automatic' && automaticMethod === 'gopay';
  const phoneError = byGopay && shown && !phone.trim() ? GOPAY_PHONE_EMPTY : null;
  const cardErrors = recordOf(CARD_FIELDS, (f) => (byCard && shown ? CARD_CHECKS[f](cardValues[f]) : null));
  const busy = isLoading || registering;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setProblem(null);
    const cardProblem = byCard && CARD_FIELDS.find((f) => CARD_CHECKS[f](cardValues[f]));
    const firstInvalid =
      checkDonationAmountAlone(amount) !== null
        ? `${id}-amount`
        : prayerError
          ? `${id}-prayer`
          : byGopay && !phone.trim()
            ? `${id}-phone`
            : cardProblem
              ? `${id}-card-${cardProblem}`
              : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    const body: PledgeCreateBody = {
      campaign_id: campaign.id,
      amount: amount!,
      day_of_month: day,
      way,
      payment_type: way === 'reminder' ? reminderMethod : automaticMethod,
      is_anonymous: anonymous,
      ...(prayer.trim() ? { prayer: prayer.trim() } : {}),
      ...(byGopay ? { gopay_phone: phone.trim() } : {}),
    };
    if (byCard && card) {
      setRegistering(true);
      const registered = await registerCard(card, cardValues);
      setRegistering(false);
      if (!registered.savedTokenId) {
        setProblem(registered.error ?? null);
        return;
      }
      body.saved_token_id = registered.savedTokenId;
    }
    try {
      onCreated(await create(body).unwrap());
    } catch (err) {
      setProblem(apiErrorMessage(err, PLEDGE_FAILED));
    }
  };

  const cardField = (name: CardField, label: string, props: Record<string, string | number>) => (
    <div id={`${id}-card-${name}`}>
      <FieldLabel htmlFor={`${id}-card-${name}-input`}>{label}</FieldLabel>
      <Input
        id={`${id}-card-${name}-input`}
        value={cardValues[name]}
        {...fieldA11y(`${id}-card-${name}-hint`, cardErrors[name])}
        onChange={(e) => setCardValues((v) => ({ ...v, [name]: e.target.value }))}
        {...props}
      />
      <FieldMessage id={`${id}-card-${name}-hint`} error={cardErrors[name]} />
    </div>
  );

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {PLEDGE_WORDS.choice}
      </h2>
      <p>
        Untuk <strong>{campaign.title}</strong>
      </p>
      <div id={`${id}-amount`}>
        <AmountChoice amount={amount} error={amountError} onChange={setAmount} />
      </div>

      <FieldLabel htmlFor={`${id}-day`}>Tanggal setiap bulan</FieldLabel>
      <Select id={`${id}-day`} value={day} onChange={(e) => setDay(Number(e.target.value))}>
        {PLEDGE_DAYS.map((d) => (
          <option key={d} value={d}>
            Tanggal {d}
          </option>
        ))}
      </Select>
      <Hint>Menurut waktu Jakarta (WIB). Tanggal 1–28 ada di setiap bulan.</Hint>

      <Choice>
        <legend>Cara membayar</legend>
        <label>
          <input type="radio" name={`${id}-way`} checked={way === 'reminder'} onChange={() => setWay('reminder')} />
          <span>
            <strong>{PLEDGE_WORDS.ways.reminder}</strong>
            <small>
              E-mail dan notifikasi dengan tautan pembayaran yang sudah terisi; bayar dengan metode apa saja.
            </small>
          </span>
        </label>
        <label>
          <input type="radio" name={`${id}-way`} checked={way === 'automatic'} onChange={() => setWay('automatic')} />
          <span>
            <strong>{PLEDGE_WORDS.ways.automatic}</strong>
            <small>Ditagih setiap bulan dari GoPay atau kartu Anda.</small>
          </span>
        </label>
      </Choice>

      {way === 'reminder' ? (
        <>
          <FieldLabel htmlFor={`${id}-method`}>Metode pembayaran yang biasa Anda pakai</FieldLabel>
          <Select
            id={`${id}-method`}
            value={reminderMethod}
            onChange={(e) =>
              setReminderMethod(REMINDER_METHODS.find((m) => m.value === e.target.value)?.value ?? 'bank_transfer')
            }
          >
            {REMINDER_METHODS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
          <Hint>Dipilihkan saat halaman pembayaran dibuka dari pengingat; tetap bisa diganti.</Hint>
        </>
      ) : (
        <>
          <Choice>
            <legend>Ditagih dari</legend>
            <label>
              <input
                type="radio"
                name={`${id}-auto`}
                checked={automaticMethod === 'gopay'}
                onChange={() => setAutomaticMethod('gopay')}
              />
              <span>
                <strong>GoPay</strong>
              </span>
            </label>
            {card && (
              <label>
                <input
                  type="radio"
                  name={`${id}-auto`}
                  checked={automaticMethod === 'credit_card'}
                  onChange={() => setAutomaticMethod('credit_card')}
                />
                <span>
                  <strong>Kartu Kredit/Debit</strong>
                </span>
              </label>
            )}
          </Choice>
          {byGopay && (
            <div id={`${id}-phone`}>
              <FieldLabel htmlFor={`${id}-phone-input`}>Nomor HP GoPay</FieldLabel>
              <Input
                id={`${id}-phone-input`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="08xxxxxxxxxx"
                value={phone}
                {...fieldA11y(`${id}-phone-hint`, phoneError)}
                onChange={(e) => setPhone(e.target.value)}
              />
              <FieldMessage
                id={`${id}-phone-hint`}
                error={phoneError}
                hint="Setelah dikirim, Anda diarahkan ke GoPay untuk menghubungkan akun."
              />
            </div>
          )}
          {byCard && (
            <>
              {cardField('number', 'Nomor kartu', {
                inputMode: 'numeric',
                autoComplete: 'cc-number',
                placeholder: '1234 5678 9012 3456',
                maxLength: 23,
              })}
              <Pair>
                {cardField('expiry', 'Masa berlaku (BB/TT)', {
                  inputMode: 'numeric',
                  autoComplete: 'cc-exp',
                  placeholder: 'BB/TT',
                  maxLength: 7,
                })}
                {cardField('cvv', 'CVV', {
                  inputMode: 'numeric',
                  autoComplete: 'cc-csc',
                  placeholder: '123',
                  maxLength: 4,
                })}
              </Pair>
              <Hint>Data kartu dikirim langsung ke Midtrans untuk didaftarkan dan tidak disimpan oleh yayasan.</Hint>
            </>
          )}
        </>
      )}

      <div id={`${id}-prayer`}>
        <FieldLabel htmlFor={`${id}-prayer-input`}>Doa &amp; dukungan (opsional)</FieldLabel>
        <TextArea
          id={`${id}-prayer-input`}
          rows={3}
          placeholder="Tulis doa atau dukungan untuk anak-anak..."
          {...fieldA11y(`${id}-prayer-hint`, prayerError)}
          value={prayer}
          onChange={(e) => setPrayer(e.target.value)}
        />
        <FieldMessage
          id={`${id}-prayer-hint`}
          error={prayerError}
          hint={`Tampil di halaman donasi setelah pembayaran berhasil. ${messageLength(prayer)}/${LIMITS.prayerMessageMax} karakter`}
        />
      </div>
      <Check>
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
        Donasi Sebagai Anonim
      </Check>

      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" $block disabled={busy}>
        {busy ? 'Memproses...' : 'Mulai Donasi Rutin'}
      </Button>
      {onCancel && (
        <Button type="button" $variant="ghost" $block onClick={onCancel} disabled={busy}>
          Batal
        </Button>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 4px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  > button {
    margin-top: 8px;
  }
`;
export const Choice = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 10px 12px;
    min-height: 44px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 10px;
    cursor: pointer;
  }
  label:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
  span {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 16px 0 8px;
  min-height: 44px;
  cursor: pointer;
`;
export const Problem = styled.p`
  margin: 8px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
