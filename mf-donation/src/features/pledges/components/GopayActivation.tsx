import { useEffect, useRef, useState } from 'react';
import type { Pledge } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { LoadError, Spinner, useFocusOnMount } from '@yayasan/ui';
import { useActivatePledgeMutation } from '../api';
import { dateTitle } from '../words';
import { Panel } from './NewPledge';

export const ACTIVATION_FAILED = 'GoPay belum dapat dihubungkan, coba lagi nanti';

type Outcome = { pledge: Pledge } | { error: string };

/**
 * Back from GoPay's linking page (`?pledge=<id>`): asks the server to check the linked account and
 * start the monthly charges, once, and says how it went.
 */
export function GopayActivation({ pledgeId }: { pledgeId: number }) {
  const [activate] = useActivatePledgeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    // Once per attempt, also when a development render runs effects twice.
    if (asked.current === attempt) return;
    asked.current = attempt;
    activate(pledgeId)
      .unwrap()
      .then((pledge) => setOutcome({ pledge }))
      .catch((err: unknown) => setOutcome({ error: apiErrorMessage(err, ACTIVATION_FAILED) }));
  }, [activate, pledgeId, attempt]);

  if (!outcome) return <Spinner />;
  if ('error' in outcome) {
    return (
      <LoadError
        message={outcome.error}
        onRetry={() => {
          setOutcome(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  return <Activated pledge={outcome.pledge} />;
}

function Activated({ pledge }: { pledge: Pledge }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Panel aria-labelledby="gopay-activated">
      <h2 id="gopay-activated" ref={heading} tabIndex={-1}>
        {pledge.state === 'active' ? 'GoPay terhubung, donasi rutin Anda aktif' : 'GoPay belum terhubung'}
      </h2>
      <p>
        {pledge.campaign.title}
        {pledge.next_date ? `: tagihan berikutnya pada ${dateTitle(pledge.next_date)}.` : '.'}
      </p>
    </Panel>
  );
}
