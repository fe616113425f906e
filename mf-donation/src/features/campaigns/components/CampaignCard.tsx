import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CAMPAIGN_CARD_DESCRIPTION_LENGTH, LEAD_IMAGE_SIZES, paths } from '@yayasan/contracts';
import { formatRp, truncate } from '@yayasan/format';
import { ProgressBar } from '@yayasan/ui';
import type { Campaign } from '../api';
import { CampaignThumbnail } from './CampaignThumbnail';

/**
 * One campaign in a grid: picture, title, card description, progress, collected and target.
 */
export function CampaignCard({
  campaign,
  showDescription = true,
  priority = false,
  heading = 'h3',
}: {
  campaign: Campaign;
  showDescription?: boolean;
  /** The first card of the list: its picture is the page's largest. */
  priority?: boolean;
  /** One level below the list's own heading (`h2` in a page's list under its `h1`). */
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card to={paths.donationDetail(campaign.donation_id)} data-testid="campaign-card">
      <CampaignThumbnail src={campaign.thumbnail} sizes={LEAD_IMAGE_SIZES.campaignCard} priority={priority} />
      <Body>
        <Title as={heading}>{campaign.title}</Title>
        {showDescription && campaign.description && (
          <Description>{truncate(campaign.description, CAMPAIGN_CARD_DESCRIPTION_LENGTH)}</Description>
        )}
        <ProgressBar value={campaign.percentage_collected} label={`Progress ${campaign.title}`} />
        <Amounts>
          <span>
            <small>Terkumpul</small>
            <strong>{formatRp(campaign.total_collected)}</strong>
          </span>
          <span>
            <small>Target</small>
            <strong>{formatRp(campaign.target_amount)}</strong>
          </span>
        </Amounts>
      </Body>
    </Card>
  );
}

export const CardGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  overflow: hidden;
  transition: box-shadow 0.2s ease;
  &:hover,
  &:focus-visible {
    box-shadow: 0 4px 18px rgba(0, 0, 0, 0.12);
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px 16px;
  flex: 1;
`;
const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;
const Description = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
  flex: 1;
`;
const Amounts = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  span {
    display: flex;
    flex-direction: column;
  }
  span:last-child {
    text-align: right;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
