import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, PLEDGE_DASHBOARD_PATH, PLEDGE_WORDS, pledgePayLink, type PledgePayPrefill } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, LoadError, Spinner, useSignInPath } from '@yayasan/ui';
import { monthName } from '../../../components/ledger/flow-points';
import { TransactionReceipt } from '../../../components/receipt';
import { useGetDonateCampaignQuery } from '../api';
import {
  clearPayment,
  enterCampaign,
  readSavedPayment,
  savePayment,
  writeAnonymous,
  type SavedPayment,
} from '../storage';
import { usePledgePrefill } from '../hooks/usePledgePrefill';
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
  const pledge = usePledgePrefill();
  if (resume.state === 'loading') return <Spinner />;
  if (resume.state === 'failed') {
    return (
      <EmptyState as="div">
        <p>{resume.notFound ? 'Transaksi tidak ditemukan' : 'Transaksi tidak dapat dimuat, coba lagi nanti'}</p>
        <Button as={Link} to={paths.donate(donationId)}>
          Donasi Sekarang
        </Button>
      </EmptyState>
    );
  }
  const resumed = resume.state === 'ready' ? resume.payment : null;
  // A reminder's one-tap link (`?pledge=&month=`): the flow opens filled in with the pledge month's
  // amount, prayer, anonymity and method, and the payment is linked to that month.
  if (!resumed && pledge.state === 'loading') return <Spinner />;
  if (!resumed && pledge.state === 'failed') {
    return pledge.retry ? (
      <LoadError message={pledge.message} onRetry={pledge.retry} />
    ) : (
      <EmptyState as="div">
        <p role="alert">{pledge.message}</p>
        <Button as={Link} to={PLEDGE_DASHBOARD_PATH}>
          Lihat {PLEDGE_WORDS.title}
        </Button>
      </EmptyState>
    );
  }
  const prefill = !resumed && pledge.state === 'ready' ? pledge.prefill : null;
  if (prefill && prefill.campaign_id !== donationId) {
    // The pledge moved to another campaign since the link was sent: pay that one.
    return <Navigate replace to={pledgePayLink(prefill.campaign_id, prefill.pledge_id, prefill.month)} />;
  }
  // One Flow in one place: it keeps its state when `?order=` leaves the address.
  return <Flow donationId={donationId} resumed={resumed} prefill={prefill} />;
}

/**
 * SELECT_AMOUNT → PAYMENT → INVOICING for one campaign. Opens at PAYMENT when a saved payment record
 * exists for this campaign; entering a different campaign clears the stored payment data first.
 */
function Flow({
  donationId,
  resumed,
  prefill = null,
}: {
  donationId: string;
  resumed: SavedPayment | null;
  prefill?: PledgePayPrefill | null;
}) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser)!;
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => {
    enterCampaign(donationId);
    // A payment read from the server replaces whatever this browser kept.
    if (resumed) savePayment(resumed);
    if (prefill) {
      // A pledge month starts a payment of its own, as the donor chose it when pledging.
      clearPayment();
      writeAnonymous(prefill.is_anonymous);
    }
    return readSavedPayment(donationId);
  });
  const [step, setStep] = useState<Step>(initial ? 'PAYMENT' : 'SELECT_AMOUNT');
  const [amount, setAmount] = useState<number | null>(
    initial ? Number(initial.midtrans.gross_amount) : (prefill?.amount ?? amountParam(params)),
  );
  const [message, setMessage] = useState(prefill?.prayer ?? '');
  const pledgeMonth = prefill ? { pledge_id: prefill.pledge_id, month: prefill.month } : undefined;
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
        pledgeMonth={pledgeMonth}
        preferredMethod={prefill?.payment_type}
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
    <>
      {prefill && (
        <PledgeNote role="status">
          {PLEDGE_WORDS.title} {monthName(prefill.month)}: isian sudah disiapkan, silakan periksa lalu lanjutkan.
        </PledgeNote>
      )}
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
      {!prefill && (
        <PledgeEntry>
          <span>atau beri setiap bulan</span>
          <Button
            as={Link}
            $variant="secondary"
            $block
            to={`${PLEDGE_DASHBOARD_PATH}?campaign=${encodeURIComponent(donationId)}`}
          >
            {PLEDGE_WORDS.choice}
          </Button>
        </PledgeEntry>
      )}
    </>
  );
}

const PledgeNote = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
`;
/** The way to a monthly pledge, below the one-off amount step. */
const PledgeEntry = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  text-align: center;
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;
