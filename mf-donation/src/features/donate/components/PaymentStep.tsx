import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatRp } from '@yayasan/format';
import { apiErrorMessage, selectUser, useAppDispatch, useAppSelector } from '@yayasan/store';
import { Button, notify } from '@yayasan/ui';
import { campaignTags, donateApi, useGetPaymentOptionsQuery, usePayDonationMutation } from '../api';
import { storedCharge } from '../charge';
import { openThreeDs } from '../three-ds';
import { clearPayment, readAnonymous, readSavedPayment, savePayment, type SavedPayment } from '../storage';
import { CardForm } from './CardForm';
import { MethodChoice, type MethodSelection } from './MethodChoice';
import { DeniedScreen, ExpiredScreen, PaidScreen, REDIRECT_SECONDS } from './Outcome';
import { PaymentPanel } from './PaymentPanel';

type Phase = 'choose' | 'card' | 'pay' | 'paid' | 'expired' | 'denied';

/**
 * PAYMENT: method choice (a card through its form), then the payment itself; 'paid' shows the success
 * screen for five seconds before `onPaid` (INVOICING); 'expired' and 'denied' offer a way back to the
 * method choice.
 */
export function PaymentStep({
  donationId,
  title,
  amount,
  message = '',
  pledgeMonth,
  preferredMethod,
  onPaid,
  onChangeAmount,
}: {
  donationId: string;
  /** A pledge month this payment pays (the reminder's one-tap link). */
  pledgeMonth?: { pledge_id: number; month: string };
  /** The method the donor chose when pledging, marked among the choices. */
  preferredMethod?: string;
  title: string;
  amount: number;
  /** The prayer written on the amount step, sent with the payment. */
  message?: string;
  onPaid: (transactionId: string) => void;
  onChangeAmount?: () => void;
}) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [payment, setPayment] = useState<SavedPayment | null>(() => readSavedPayment(donationId));
  const [phase, setPhase] = useState<Phase>(payment ? 'pay' : 'choose');
  const [pay, { isLoading }] = usePayDonationMutation();
  const { data: options } = useGetPaymentOptionsQuery();
  const anonymous = readAnonymous();
  const shownAmount = payment ? Number(payment.midtrans.gross_amount) : amount;

  useEffect(() => {
    // The collected total and donor list changed: campaign pages must not show the cached figures.
    if (phase === 'paid') dispatch(donateApi.util.invalidateTags(campaignTags(donationId)));
  }, [phase, donationId, dispatch]);

  useEffect(() => {
    if (phase !== 'paid' || !payment) return;
    const trxId = payment.midtrans.transaction_id;
    const timer = setTimeout(() => {
      clearPayment();
      onPaid(trxId);
    }, REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [phase, payment, onPaid]);

  const choose = async ({ method, bank, store, token_id }: MethodSelection) => {
    if (!user) return;
    try {
      const res = await pay({
        id: donationId,
        amount: shownAmount,
        name: anonymous ? ANONYMOUS_DONOR_NAME : user.fullname,
        username: user.username,
        payment_method: method,
        bank,
        ...(store && { store }),
        ...(token_id && { token_id }),
        anonymous,
        ...(message ? { message } : {}),
        ...pledgeMonth,
      }).unwrap();
      const saved: SavedPayment = {
        midtrans: storedCharge(res.midtrans_response, { ...res, amount: shownAmount }),
        method,
        bank: bank ?? null,
        bankImg: store ?? bank ?? method,
      };
      savePayment(saved);
      setPayment(saved);
      setPhase('pay');
      const threeDs = res.midtrans_response.redirect_url;
      if (method === 'credit_card' && threeDs && res.midtrans_response.transaction_status === 'pending') {
        openThreeDs(threeDs);
      }
    } catch (err) {
      console.error('payment request failed', err);
      notify.error(apiErrorMessage(err, 'Gagal membuat pembayaran, coba lagi nanti'));
    }
  };

  const backToMethods = () => {
    clearPayment();
    setPayment(null);
    setPhase('choose');
  };

  return (
    <div>
      <Summary>
        <div>
          <small>Donasi Untuk</small>
          <Title>{title}</Title>
        </div>
        <div>
          <small>Jumlah</small>
          <strong data-testid="payment-amount">{formatRp(shownAmount)}</strong>
        </div>
      </Summary>
      {phase === 'choose' && (
        <>
          <MethodChoice
            onSelect={choose}
            onCard={() => setPhase('card')}
            cardAvailable={!!options?.card}
            preferred={preferredMethod}
            busy={isLoading}
          />
          {onChangeAmount && (
            <Button
              type="button"
              $variant="ghost"
              $block
              onClick={onChangeAmount}
              disabled={isLoading}
              style={{ marginTop: 12 }}
            >
              Ubah Nominal
            </Button>
          )}
        </>
      )}
      {phase === 'card' && options?.card && (
        <CardForm
          card={options.card}
          busy={isLoading}
          onToken={(token_id) => void choose({ method: 'credit_card', token_id })}
          onCancel={() => setPhase('choose')}
        />
      )}
      {phase === 'pay' && payment && (
        <PaymentPanel
          payment={payment}
          donor={{ name: anonymous ? ANONYMOUS_DONOR_NAME : (user?.fullname ?? ''), username: user?.username ?? '' }}
          onPaid={() => setPhase('paid')}
          onExpired={() => setPhase('expired')}
          onDenied={() => setPhase('denied')}
          onBack={backToMethods}
        />
      )}
      {phase === 'paid' && <PaidScreen amount={shownAmount} />}
      {phase === 'expired' && <ExpiredScreen amount={shownAmount} onBack={backToMethods} />}
      {phase === 'denied' && <DeniedScreen amount={shownAmount} onBack={backToMethods} />}
    </div>
  );
}

const Summary = styled.div`
  display: grid;
  gap: 10px;
  padding: 14px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
    white-space: nowrap;
  }
  strong,
  h1 {
    text-align: right;
  }
`;
/** The campaign is the page's one heading while paying. */
const Title = styled.h1`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
`;
