import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CAMPAIGN_CARD_DESCRIPTION_LENGTH, type Campaign, paths } from '@yayasan/contracts';
import { formatRp, truncate } from '@yayasan/format';
import { ProgressBar, ResponsiveImage } from '@yayasan/ui';

/** A campaign the search found: picture, title, description, progress and the amount collected; opens its page. */
export function CampaignResultCard({ campaign }: { campaign: Campaign }) {
  return (
    <Card to={paths.donationDetail(campaign.donation_id)} data-testid="search-campaign-card">
      {campaign.thumbnail ? <Thumb src={campaign.thumbnail} alt="" sizes="120px" /> : <ThumbSpace aria-hidden />}
      <Body>
        <Title>{campaign.title}</Title>
        {campaign.description && (
          <Description>{truncate(campaign.description, CAMPAIGN_CARD_DESCRIPTION_LENGTH)}</Description>
        )}
        <ProgressBar value={campaign.percentage_collected} label={`Progress ${campaign.title}`} />
        <Collected>
          Terkumpul <strong>{formatRp(campaign.total_collected)}</strong> dari {formatRp(campaign.target_amount)}
        </Collected>
      </Body>
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  gap: 14px;
  padding: 12px;
  color: inherit;
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  &:hover,
  &:focus-visible {
    box-shadow: 0 4px 18px rgba(0, 0, 0, 0.12);
  }
`;
const Thumb = styled(ResponsiveImage)`
  width: 96px;
  height: 96px;
  flex-shrink: 0;
  object-fit: cover;
  border-radius: 8px;
`;
const ThumbSpace = styled.div`
  width: 96px;
  height: 96px;
  flex-shrink: 0;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  flex: 1;
`;
const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`;
const Description = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.875rem;
`;
const Collected = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;
