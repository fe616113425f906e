import { Link } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { EmptyState, LoadError, SectionHeader, Spinner } from '@yayasan/ui';
import { useGetCampaignsQuery } from '../api';
import { CampaignCard, CardGrid } from './CampaignCard';

export const HOME_CAMPAIGN_COUNT = 3;

/** Home page: up to 3 running campaigns, newest first. */
export default function RunningCampaignsWidget() {
  const { data, isLoading, isError, refetch } = useGetCampaignsQuery({
    page: 1,
    limit: HOME_CAMPAIGN_COUNT,
    draft: false,
  });
  const campaigns = data?.donations ?? [];
  return (
    <section aria-labelledby="running-campaigns-heading">
      <SectionHeader>
        <h2 id="running-campaigns-heading">Donasi Yang Sedang Berjalan</h2>
        <Link to={paths.donations}>Lihat semua</Link>
      </SectionHeader>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <LoadError message="Donasi tidak dapat dimuat." onRetry={() => refetch()} />
      ) : campaigns.length === 0 ? (
        <EmptyState>Saat ini belum ada donasi yang berjalan</EmptyState>
      ) : (
        <CardGrid>
          {campaigns.map((c) => (
            <CampaignCard key={c.donation_id} campaign={c} showDescription={false} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
