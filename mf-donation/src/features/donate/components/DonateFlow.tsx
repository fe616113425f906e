import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, Spinner, useSignInPath } from '@yayasan/ui';
import { TransactionReceipt } from '../../../components/receipt';
import { useGetDonateCampaignQuery } from '../api';
import { enterCampaign, readSavedPayment } from '../storage';
import type { Step } from '../types';
import { AmountStep } from './AmountStep';
import { PaymentStep } from './PaymentStep';

/**
 * SELECT_AMOUNT → PAYMENT → INVOICING for one campaign. Opens at PAYMENT when a saved payment record
 * exists for this campaign; entering a different campaign clears the stored payment data first.
 */
export function DonateFlow({ donationId }: { donationId: string }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const signInPath = useSignInPath();
  const [initial] = useState(() => {
    enterCampaign(donationId);
    return readSavedPayment(donationId);
  });
  const [step, setStep] = useState<Step>(initial ? 'PAYMENT' : 'SELECT_AMOUNT');
  const [amount, setAmount] = useState<number | null>(initial ? Number(initial.midtrans.gross_amount) : null);
  const [message, setMessage] = useState('');
  const [trxId, setTrxId] = useState<string | null>(null);
  const { data: campaign, isLoading, isError, error } = useGetDonateCampaignQuery(donationId);

  const onPaid = useCallback((id: string) => {
    setTrxId(id);
    setStep('INVOICING');
  }, []);

  if (!user) {
    return (
      <EmptyState>
        <Button as={Link} to={signInPath}>
          Masuk Untuk Donasi
        </Button>
      </EmptyState>
    );
  }
  if (isLoading) return <Spinner />;
  if (isError || !campaign) {
    console.error('campaign fetch failed', error);
    return <EmptyState>Donasi tidak ditemukan</EmptyState>;
  }

  if (step === 'INVOICING' && trxId) {
    return (
      <TransactionReceipt
        username={user.username}
        trxId={trxId}
        focusHeading
        action={
          <Button type="button" onClick={() => navigate(paths.donationDetail(donationId))}>
            Selesai
          </Button>
        }
      />
    );
  }
  if (step === 'PAYMENT' && amount !== null) {
    return (
      <PaymentStep
        donationId={donationId}
        title={campaign.title}
        amount={amount}
        message={message}
        onPaid={onPaid}
        onChangeAmount={campaign.status === 'Open' ? () => setStep('SELECT_AMOUNT') : undefined}
      />
    );
  }
  if (campaign.status === 'Closed') {
    return (
      <EmptyState>
        <Button type="button" disabled>
          Donasi Telah Selesai
        </Button>
      </EmptyState>
    );
  }
  return (
    <AmountStep
      campaign={campaign}
      initialAmount={amount}
      initialMessage={message}
      onNext={(value, _anonymous, prayer) => {
        setAmount(value);
        setMessage(prayer);
        setStep('PAYMENT');
      }}
    />
  );
}
