import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Pledge } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Select, useFocusOnMount } from '@yayasan/ui';
import { MESSAGES, checkDonationAmountAlone } from '@yayasan/validation';
import { useUpdatePledgeMutation } from '../api';
import { PLEDGE_DAYS } from '../words';
import { AmountChoice, FieldLabel } from './AmountChoice';
import { Problem } from './PledgeForm';

export const UPDATE_FAILED = 'Perubahan tidak dapat disimpan, coba lagi nanti';

/** "Ubah": a pledge's amount and day; only what changed is sent. */
export function EditPledgeForm({
  pledge,
  onDone,
  onCancel,
}: {
  pledge: Pledge;
  onDone: (pledge: Pledge) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [amount, setAmount] = useState<number | null>(pledge.amount);
  const [day, setDay] = useState(pledge.day_of_month);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdatePledgeMutation();
  const amountError = amount === null ? MESSAGES.donationMinimum : checkDonationAmountAlone(amount);
  const unchanged = amount === pledge.amount && day === pledge.day_of_month;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (amountError !== null || amount === null) {
      document.getElementById(`${id}-form`)?.querySelector<HTMLInputElement>('input[inputmode="numeric"]')?.focus();
      return;
    }
    try {
      const changed = await update({
        id: pledge.id,
        ...(amount !== pledge.amount ? { amount } : {}),
        ...(day !== pledge.day_of_month ? { day_of_month: day } : {}),
      }).unwrap();
      onDone(changed);
    } catch (err) {
      setProblem(apiErrorMessage(err, UPDATE_FAILED));
    }
  };

  return (
    <Form id={`${id}-form`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Ubah donasi rutin
      </h3>
      <AmountChoice amount={amount} error={amountError} onChange={setAmount} />
      <FieldLabel htmlFor={`${id}-day`}>Tanggal setiap bulan</FieldLabel>
      <Select id={`${id}-day`} value={day} onChange={(e) => setDay(Number(e.target.value))}>
        {PLEDGE_DAYS.map((d) => (
          <option key={d} value={d}>
            Tanggal {d}
          </option>
        ))}
      </Select>
      {problem && <Problem role="alert">{problem}</Problem>}
      <Actions>
        <Button type="submit" disabled={isLoading || unchanged}>
          {isLoading ? 'Menyimpan...' : 'Simpan'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={isLoading}>
          Batal
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  margin-top: 12px;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
