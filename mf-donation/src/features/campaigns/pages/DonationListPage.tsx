import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_LIST_TABS, pageWords, paths } from '@yayasan/contracts';
import { Button, EmptyState, LoadError, notify, PageContainer, Spinner } from '@yayasan/ui';
import { useGetCampaignsQuery } from '../api';
import { CampaignCard, CardGrid } from '../components/CampaignCard';

export const LIST_ERROR = 'Server Error While Fetching Donation';
export const LIST_EMPTY = 'Saat Ini Belum Ada Donasi Yang Berjalan';

/** /donation: ongoing or completed campaigns, 9 per page. Tab and page live in the address. */
export default function DonationListPage() {
  const [params, setParams] = useSearchParams();
  const completed = params.get('tab') === CAMPAIGN_LIST_TABS.completedQuery;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, currentData, isLoading, isFetching, isError, refetch } = useGetCampaignsQuery({
    page,
    limit: CAMPAIGN_LIST_PAGE_SIZE,
    draft: false,
    ...(completed ? { status: 'Closed' as const } : {}),
  });

  useEffect(() => {
    if (isError) notify.error(LIST_ERROR);
  }, [isError]);

  const go = (next: { completed?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.completed ?? completed) search.set('tab', CAMPAIGN_LIST_TABS.completedQuery);
    const p = next.page ?? 1;
    if (p > 1) search.set('page', String(p));
    setParams(search);
    window.scrollTo?.({ top: 0 });
  };

  const totalPages = data?.totalPages ?? 0;
  const campaigns = data?.donations ?? [];

  return (
    <PageContainer>
      <Head>
        <h1>{completed ? 'Donasi Yang Sudah Selesai' : pageWords(paths.donations).title}</h1>
        <Toggle role="group" aria-label="Status donasi">
          <Button
            type="button"
            $variant={completed ? 'secondary' : 'primary'}
            aria-pressed={!completed}
            onClick={() => go({ completed: false })}
          >
            {CAMPAIGN_LIST_TABS.running}
          </Button>
          <Button
            type="button"
            $variant={completed ? 'primary' : 'secondary'}
            aria-pressed={completed}
            onClick={() => go({ completed: true })}
          >
            {CAMPAIGN_LIST_TABS.completed}
          </Button>
        </Toggle>
      </Head>

      {isLoading ? (
        <Spinner />
      ) : isError && !currentData ? (
        // A later ask of the same page that fails (offline) keeps its campaigns on screen.
        <LoadError message={LIST_ERROR} onRetry={() => refetch()} />
      ) : campaigns.length === 0 ? (
        <EmptyState>{LIST_EMPTY}</EmptyState>
      ) : (
        <>
          <CardGrid aria-busy={isFetching}>
            {campaigns.map((c, i) => (
              <CampaignCard key={c.donation_id} campaign={c} priority={i === 0} heading="h2" />
            ))}
          </CardGrid>
          <Pager aria-label="Halaman donasi">
            <Button
              type="button"
              $variant="secondary"
              disabled={page <= 1 || isFetching}
              onClick={() => go({ page: page - 1 })}
            >
              Sebelumnya
            </Button>
            <span>
              Halaman {page} Dari {Math.max(totalPages, 1)}
            </span>
            <Button
              type="button"
              $variant="secondary"
              disabled={page >= totalPages || isFetching}
              onClick={() => go({ page: page + 1 })}
            >
              Selanjutnya
            </Button>
          </Pager>
        </>
      )}
    </PageContainer>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
`;
const Toggle = styled.div`
  display: flex;
  gap: 8px;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 28px;
`;
