import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, pledgePayLink, PLEDGE_WORDS, type Pledge } from '@yayasan/contracts';
import { formatMonthName, formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { announce, Button, ConfirmDialog } from '@yayasan/ui';
import { usePausePledgeMutation, useResumePledgeMutation, useStopPledgeMutation } from '../api';
import { dateTitle, methodLabel, wordFor } from '../words';
import { Actions, EditPledgeForm } from './EditPledgeForm';
import { MoveCampaign } from './MoveCampaign';
import { Problem } from './PledgeForm';

export const ACTION_FAILED = 'Donasi rutin tidak dapat diubah, coba lagi nanti';
export const STOP_QUESTION = 'Hentikan donasi rutin ini? Tidak ada pengingat atau tagihan lagi setelahnya.';
export const CAMPAIGN_ENDED_NOTE =
  'Kampanye ini telah berakhir, jadi donasi rutin ini dijeda dan tidak ada yang ditagih. Pilih kampanye lain atau hentikan donasi rutin ini.';

const DONE: Record<'pause' | 'resume' | 'stop' | 'update' | 'move', string> = {
  pause: 'Donasi rutin dijeda',
  resume: 'Donasi rutin dilanjutkan',
  stop: 'Donasi rutin dihentikan',
  update: 'Perubahan donasi rutin disimpan',
  move: 'Donasi rutin dipindahkan ke kampanye lain',
};

/**
 * One pledge: its campaign, amount, day and way, its state and next date, each of its latest months
 * (an unpaid month of a reminder pledge can be paid from here), and what the donor may do with it.
 */
export function PledgeCard({ pledge }: { pledge: Pledge }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const [pause, pausing] = usePausePledgeMutation();
  const [resume, resuming] = useResumePledgeMutation();
  const [stop, stopping] = useStopPledgeMutation();
  const busy = pausing.isLoading || resuming.isLoading || stopping.isLoading;
  const { campaign } = pledge;
  const live = pledge.state !== 'stopped';
  const canResume = pledge.state === 'paused' && campaign.status === 'running';
  const payable = pledge.way === 'reminder' && pledge.state === 'active' && campaign.status === 'running';

  const act = async (kind: 'pause' | 'resume' | 'stop', run: () => Promise<Pledge>) => {
    setProblem(null);
    setDone(null);
    try {
      await run();
      setDone(DONE[kind]);
      announce(DONE[kind]);
    } catch (err) {
      setProblem(apiErrorMessage(err, ACTION_FAILED));
    } finally {
      setConfirmStop(false);
    }
  };

  return (
    <Card aria-labelledby={titleId} data-testid={`pledge-${pledge.id}`}>
      <Head>
        <h2 id={titleId}>
          <Link to={paths.donationDetail(campaign.id)}>{campaign.title}</Link>
        </h2>
        <State $state={pledge.state}>{wordFor(PLEDGE_WORDS.states, pledge.state)}</State>
      </Head>
      <Facts>
        <div>
          <dt>Nominal</dt>
          <dd>{formatRp(pledge.amount)} / bulan</dd>
        </div>
        <div>
          <dt>Tanggal</dt>
          <dd>Setiap tanggal {pledge.day_of_month}</dd>
        </div>
        <div>
          <dt>Cara membayar</dt>
          <dd>
            {wordFor(PLEDGE_WORDS.ways, pledge.way)} · {methodLabel(pledge.payment_type)}
          </dd>
        </div>
        <div>
          <dt>Berikutnya</dt>
          <dd>{pledge.next_date ? dateTitle(pledge.next_date) : '—'}</dd>
        </div>
      </Facts>
      {pledge.pause_reason === 'campaign_ended' && live && (
        <>
          <Note>{CAMPAIGN_ENDED_NOTE}</Note>
          <MoveCampaign
            pledge={pledge}
            onDone={() => {
              setDone(DONE.move);
              announce(DONE.move);
            }}
          />
        </>
      )}
      {pledge.state === 'linking' && pledge.activation_url && (
        <Note>
          GoPay belum terhubung. <a href={pledge.activation_url}>Hubungkan GoPay</a>
        </Note>
      )}
      {pledge.months.length > 0 && (
        <Months aria-label={`Bulan donasi rutin ${campaign.title}`}>
          {pledge.months.map((m) => (
            <li key={m.month}>
              <span>{formatMonthName(m.month)}</span>
              <MonthState $state={m.state}>
                {wordFor(PLEDGE_WORDS.monthStates, m.state)}
                {m.state === 'paid' && m.amount !== null ? ` · ${formatRp(m.amount)}` : ''}
              </MonthState>
              {m.state === 'waiting' && payable && (
                <Link
                  to={pledgePayLink(campaign.id, pledge.id, m.month)}
                  aria-label={`Bayar donasi rutin ${formatMonthName(m.month)}`}
                >
                  Bayar
                </Link>
              )}
            </li>
          ))}
        </Months>
      )}
      {done && <Done role="status">{done}</Done>}
      {problem && <Problem role="alert">{problem}</Problem>}
      {live && !editing && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            Ubah
          </Button>
          {pledge.state === 'active' && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void act('pause', () => pause(pledge.id).unwrap())}
              disabled={busy}
            >
              {pausing.isLoading ? 'Memproses...' : PLEDGE_WORDS.pause}
            </Button>
          )}
          {canResume && (
            <Button type="button" onClick={() => void act('resume', () => resume(pledge.id).unwrap())} disabled={busy}>
              {resuming.isLoading ? 'Memproses...' : PLEDGE_WORDS.resume}
            </Button>
          )}
          <Button ref={stopButton} type="button" $variant="danger" onClick={() => setConfirmStop(true)} disabled={busy}>
            {PLEDGE_WORDS.stop}
          </Button>
        </Actions>
      )}
      {editing && (
        <EditPledgeForm
          pledge={pledge}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            setProblem(null);
            setDone(DONE.update);
            announce(DONE.update);
          }}
        />
      )}
      <ConfirmDialog
        open={confirmStop}
        message={STOP_QUESTION}
        confirmLabel={stopping.isLoading ? 'Memproses...' : 'Ya, Hentikan'}
        onConfirm={() => void act('stop', () => stop(pledge.id).unwrap())}
        onCancel={() => setConfirmStop(false)}
        busy={busy}
        returnFocus={stopButton}
      />
    </Card>
  );
}

const Card = styled.article`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.bg};
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const State = styled.span<{ $state: Pledge['state'] }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  border: 1px solid ${(p) => (p.$state === 'active' ? p.theme.colors.primary : p.theme.colors.border)};
  color: ${(p) => (p.$state === 'active' ? p.theme.colors.primary : p.theme.colors.muted)};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 8px 16px;
  margin: 12px 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;
const Note = styled.p`
  margin: 8px 0;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.accent};
`;
const Months = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    min-height: 32px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > span:first-child {
    min-width: 9rem;
  }
`;
const MonthState = styled.span<{ $state: Pledge['months'][number]['state'] }>`
  font-weight: 600;
  color: ${(p) =>
    p.$state === 'paid'
      ? p.theme.colors.primary
      : p.$state === 'missed'
        ? p.theme.colors.danger
        : p.theme.colors.muted};
`;
const Done = styled.p`
  margin: 8px 0 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;
