import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, ProgressBar, above, useSignInPath } from '@yayasan/ui';
import type { Campaign } from '../api';

const DAY_MS = 24 * 3600_000;

/** Below this width the donate button lives in a bar fixed to the bottom of the screen. */
export const STICKY_BAR_BELOW = 900;

/** 'n hari lagi' while open; an ended campaign says whether it met its target. */
export function timeLeftLabel(
  campaign: Pick<Campaign, 'status' | 'expiry_time' | 'percentage_collected'>,
  now: number,
) {
  if (campaign.percentage_collected >= 100) return 'Target tercapai';
  if (campaign.status === 'Closed') return 'Berakhir';
  const days = Math.max(1, Math.ceil((Date.parse(campaign.expiry_time) - now) / DAY_MS));
  return `${days} hari lagi`;
}

/** 72 → '72', 33.33 → '33,33' (Indonesian decimal comma); never capped, so an over-funded campaign shows its true share. */
export const formatPercentage = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/** The spec's button for the visitor: donate, sign in to donate, or the ended campaign's disabled one. */
export function DonateAction({ campaign }: { campaign: Campaign }) {
  const user = useAppSelector(selectUser);
  const signInPath = useSignInPath();
  if (campaign.status === 'Closed') {
    return (
      <Button type="button" $variant="secondary" $block disabled aria-disabled="true">
        Donasi Telah Selesai
      </Button>
    );
  }
  if (campaign.draft) return null;
  return user ? (
    <Button as={Link} to={paths.donate(campaign.donation_id)} $block>
      Donasi Sekarang
    </Button>
  ) : (
    <Button as={Link} to={signInPath} $block>
      Masuk Untuk Donasi
    </Button>
  );
}

/**
 * What a visitor needs to decide, in the first screen: the title, collected and target amounts, the
 * progress, the time left (or 'Berakhir' / 'Target tercapai') and the number of donors. The donate
 * button sits here on larger screens and in the bottom bar on phones.
 */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  const [now] = useState(() => Date.now());
  return (
    <>
      <Title>{campaign.title}</Title>
      <Figures>
        <Figure>
          <small>Dana Terkumpul</small>
          <strong>{formatRp(campaign.total_collected)}</strong>
        </Figure>
        <Figure>
          <small>Target Donasi</small>
          <strong>{formatRp(campaign.target_amount)}</strong>
        </Figure>
      </Figures>
      <Figure>
        <Row>
          <small>Progress Berjalan</small>
          <span data-testid="percentage">{formatPercentage(campaign.percentage_collected)}%</span>
        </Row>
        <ProgressBar value={campaign.percentage_collected} label="Progress Berjalan" />
      </Figure>
      <Facts>
        <span data-testid="time-left">{timeLeftLabel(campaign, now)}</span>
        <span data-testid="donor-count">{campaign.donor_count ?? 0} donatur</span>
      </Facts>
      {/* Where the figures come from: the campaign's open accounts. */}
      <LedgerLink to={`${paths.donationDetail(campaign.donation_id)}?tab=laporan`}>
        Lihat laporan dana kampanye ini
      </LedgerLink>
      <InlineAction>
        <DonateAction campaign={campaign} />
      </InlineAction>
    </>
  );
}

/** The donate button kept in reach while scrolling on phones. */
export function StickyDonateBar({ campaign }: { campaign: Campaign }) {
  return (
    <Bar data-testid="sticky-donate-bar">
      <div>
        <small>Dana Terkumpul</small>
        <strong>{formatRp(campaign.total_collected)}</strong>
      </div>
      <DonateAction campaign={campaign} />
    </Bar>
  );
}

const LedgerLink = styled(Link)`
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.primary};
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.35;
`;
/** Collected and target side by side: the first screen of a phone has room for both on one line. */
const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;
const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  small {
    color: ${(p) => p.theme.colors.muted};
  }
  strong {
    font-size: 1.2rem;
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;
const Facts = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  font-weight: 600;
`;
const InlineAction = styled.div`
  display: none;
  ${above(STICKY_BAR_BELOW)} {
    display: block;
  }
`;
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: ${(p) => p.theme.colors.bg};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: 0 -4px 12px rgb(0 0 0 / 8%);
  div {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.75rem;
  }
  ${above(STICKY_BAR_BELOW)} {
    display: none;
  }
`;
