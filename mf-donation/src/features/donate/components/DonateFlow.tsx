import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, Spinner, useSignInPath } from '@yayasan/ui';
import { TransactionReceipt } from '../../../components/receipt';
import { useGetDonateCampaignQuery } from '../api';
import { enterCampaign, readSavedPayment, savePayment, type SavedPayment } from '../storage';
import { useResumedOrder } from '../hooks/useResumedOrder';
import { AmountStep } from './AmountStep';
import { PaymentStep } from './PaymentStep';

/** The flow's steps (spec §2.4). */
type Step = 'SELECT_AMOUNT' | 'PAYMENT' | 'INVOICING';

/** `?amount=` (donating again after an unpaid one expired): the amount step starts with it. */
function amountParam(params: URLSearchParams): number | null {
  const value = Number(params.get('amount'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The donate page: signed-in donors only; a payment named by `?order=` is first read from the server
 * (any device), then the flow opens.
 */
export function DonateFlow({ donationId }: { donationId: string }) {
  const user = useAppSelector(selectUser);
  const signInPath = useSignInPath();
  if (!user) {
    return (
      <EmptyState>
        <Button as={Link} to={signInPath}>
          Masuk Untuk Donasi
        </Button>
      </EmptyState>
    );
  }
  return <ResumedFlow donationId={donationId} />;
}

function ResumedFlow({ donationId }: { donationId: string }) {
  const resume = useResumedOrder(donationId);
  if (resume.state === 'loading') return <Spinner />;
  if (resume.state === 'failed') {
    return (
      <EmptyState>
        <p>{resume.notFound ? 'Transaksi tidak ditemukan' : 'Transaksi tidak dapat dimuat, coba lagi nanti'}</p>
        <Button as={Link} to={paths.donate(donationId)}>
          Donasi Sekarang
        </Button>
      </EmptyState>
    );
  }
  return <Flow donationId={donationId} resumed={resume.state === 'ready' ? resume.payment : null} />;
}

/**
 * SELECT_AMOUNT → PAYMENT → INVOICING for one campaign. Opens at PAYMENT when a saved payment record
 * exists for this campaign; entering a different campaign clears the stored payment data first.
 */
function Flow({ donationId, resumed }: { donationId: string; resumed: SavedPayment | null }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser)!;
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => {
    enterCampaign(donationId);
    // A payment read from the server replaces whatever this browser kept.
    if (resumed) savePayment(resumed);
    return readSavedPayment(donationId);
  });
  const [step, setStep] = useState<Step>(initial ? 'PAYMENT' : 'SELECT_AMOUNT');
  const [amount, setAmount] = useState<number | null>(
    initial ? Number(initial.midtrans.gross_amount) : amountParam(params),
  );
  const [message, setMessage] = useState('');
  const [trxId, setTrxId] = useState<string | null>(null);
  const { data: campaign, isLoading, error } = useGetDonateCampaignQuery(donationId);
  const resumedOrder = params.has('order');

  useEffect(() => {
    // The resumed payment is in the flow's storage now; a reload or a new payment must not bring the old one back.
    if (resumedOrder) setParams((p) => (p.delete('order'), p), { replace: true });
  }, [resumedOrder, setParams]);

  const onPaid = useCallback((id: string) => {
    setTrxId(id);
    setStep('INVOICING');
  }, []);

  if (isLoading) return <Spinner />;
  // Only a first load that failed: a later ask that fails (offline, on reconnect) never takes the form,
  // and the amount and prayer being typed in it, off the screen.
  if (!campaign) {
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
