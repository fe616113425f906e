import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, PLEDGE_WORDS, type Pledge } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { loadFailure } from '@yayasan/store';
import { Button, EmptyState, LoadError, Spinner, useFocusOnMount } from '@yayasan/ui';
import { useGetPledgeCampaignQuery, useGetPledgePaymentOptionsQuery } from '../api';
import { openGopayLinking } from '../gopay-link';
import { dateTitle, methodLabel } from '../words';
import { PledgeForm } from './PledgeForm';

export const CAMPAIGN_NOT_FOUND = 'Kampanye tidak ditemukan';
export const CAMPAIGN_ENDED = 'Kampanye ini telah berakhir. Pilih kampanye lain yang sedang berjalan.';

/**
 * A new pledge for the campaign named by `?campaign=` (the donate page's "Donasi rutin setiap bulan"):
 * the form, then the confirmation; an automatic GoPay pledge goes on to GoPay's linking page.
 */
export function NewPledge({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const campaign = useGetPledgeCampaignQuery(campaignId);
  const options = useGetPledgePaymentOptionsQuery();
  const [created, setCreated] = useState<Pledge | null>(null);
  const [linking, setLinking] = useState(false);

  if (campaign.isLoading || options.isLoading) return <Spinner />;
  if (!campaign.data) {
    return loadFailure(campaign.error) === 'not-found' ? (
      <EmptyState>{CAMPAIGN_NOT_FOUND}</EmptyState>
    ) : (
      <LoadError message="Kampanye tidak dapat dimuat" onRetry={() => void campaign.refetch()} />
    );
  }
  if (linking) return <p role="status">Mengalihkan ke GoPay untuk menghubungkan akun...</p>;
  if (created) return <Confirmation pledge={created} onClose={onClose} />;
  if (campaign.data.status !== 'Open') {
    return (
      <Panel>
        <p>{CAMPAIGN_ENDED}</p>
        <Button as={Link} to={paths.donations} $variant="secondary">
          Lihat Donasi Yang Sedang Berjalan
        </Button>
      </Panel>
    );
  }
  return (
    <Panel>
      <PledgeForm
        campaign={{ id: campaign.data.donation_id, title: campaign.data.title }}
        card={options.data?.card ?? null}
        onCancel={onClose}
        onCreated={(pledge) => {
          if (pledge.state === 'linking' && pledge.activation_url) {
            setLinking(true);
            openGopayLinking(pledge.activation_url);
          } else setCreated(pledge);
        }}
      />
    </Panel>
  );
}

/** The pledge as the server recorded it; a confirmation e-mail follows. */
function Confirmation({ pledge, onClose }: { pledge: Pledge; onClose: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Panel aria-labelledby="pledge-confirmed">
      <h2 id="pledge-confirmed" ref={heading} tabIndex={-1}>
        Terima kasih, donasi rutin Anda tercatat
      </h2>
      <p>
        {formatRp(pledge.amount)} setiap tanggal {pledge.day_of_month} untuk <strong>{pledge.campaign.title}</strong>,{' '}
        {pledge.way === 'reminder'
          ? `dengan pengingat setiap bulan (${methodLabel(pledge.payment_type)})`
          : `ditagih otomatis (${methodLabel(pledge.payment_type)})`}
        .
      </p>
      {pledge.next_date && <p>Jadwal berikutnya: {dateTitle(pledge.next_date)}.</p>}
      <p>Konfirmasi juga kami kirim ke e-mail Anda.</p>
      <Button type="button" onClick={onClose}>
        Lihat {PLEDGE_WORDS.title} Saya
      </Button>
    </Panel>
  );
}

export const Panel = styled.section`
  padding: 16px;
  margin-bottom: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;
