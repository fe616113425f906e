import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { EmptyState, ProgressBar, Spinner } from '@yayasan/ui';
import { campaignsApi } from './api';

export const HOME_CAMPAIGN_COUNT = 3;

/** Home page: up to 3 running campaigns. */
export default function RunningCampaignsWidget() {
  const { data, isLoading } = campaignsApi.useGetDonationsQuery({ page: 1, limit: HOME_CAMPAIGN_COUNT, draft: false });
  const campaigns = data?.donations ?? [];
  return (
    <section>
      <Header>
        <h2>Donasi Yang Sedang Berjalan</h2>
        <Link to={paths.donations}>Lihat semua</Link>
      </Header>
      {isLoading ? (
        <Spinner />
      ) : campaigns.length === 0 ? (
        <EmptyState>Saat ini belum ada donasi yang berjalan</EmptyState>
      ) : (
        <Grid>
          {campaigns.map((c) => (
            <Card key={c.donation_id} to={paths.donationDetail(c.donation_id)}>
              {c.thumbnail && <img src={c.thumbnail} alt="" loading="lazy" />}
              <div>
                <h3>{c.title}</h3>
                <ProgressBar value={c.percentage_collected} label={`Progress ${c.title}`} />
                <p>
                  {formatRp(c.total_collected)} dari {formatRp(c.target_amount)}
                </p>
              </div>
            </Card>
          ))}
        </Grid>
      )}
    </section>
  );
}

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
`;
const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
const Card = styled(Link)`
  display: block;
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; display: block; }
  div { padding: 12px 14px; }
  h3 { margin: 0 0 10px; }
  p { color: ${(p) => p.theme.colors.muted}; margin: 8px 0 0; }
`;
