import { useId } from 'react';
import styled from 'styled-components';
import { ASK_AGAIN_ON_VISIT, skipToken } from '@yayasan/store';
import { Button, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { campaignSearchApi } from '../api/search';
import { CampaignCard, CardGrid } from './CampaignCard';

export const CAMPAIGN_RESULTS_HEADING = 'Donasi Berjalan';
export const MORE_CAMPAIGNS_LABEL = 'Tampilkan donasi lainnya';

/**
 * The running campaigns a site search finds, shown on the search page above its articles (the shell
 * puts this area there). While they load a spinner holds their place; when none match there is no
 * section at all; a failure shows a retry here only, the rest of the page keeps its own state.
 */
export default function CampaignSearchResults({ query = '' }: { query?: string }) {
  const headingId = useId();
  const pages = campaignSearchApi.useSearchCampaignPagesInfiniteQuery(
    query.trim() ? query : skipToken,
    ASK_AGAIN_ON_VISIT,
  );
  const campaigns = pages.currentData?.pages.flatMap((p) => p.donations) ?? [];

  let body;
  if (pages.isError && !pages.currentData) {
    body = <LoadError message={LOAD_FAILED.campaigns} onRetry={() => pages.refetch()} />;
  } else if (!pages.currentData) {
    if (!pages.isFetching) return null;
    body = <Spinner />;
  } else if (campaigns.length === 0) {
    return null;
  } else {
    body = (
      <>
        <List as="ul">
          {campaigns.map((c) => (
            <li key={c.donation_id}>
              <CampaignCard campaign={c} />
            </li>
          ))}
        </List>
        {pages.isFetchNextPageError ? (
          <LoadError message={LOAD_FAILED.campaigns} onRetry={() => pages.fetchNextPage()} />
        ) : (
          pages.hasNextPage && (
            <More>
              <Button
                type="button"
                $variant="secondary"
                disabled={pages.isFetchingNextPage}
                onClick={() => pages.fetchNextPage()}
              >
                {MORE_CAMPAIGNS_LABEL}
              </Button>
            </More>
          )
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId} aria-busy={pages.isFetching}>
      <h2 id={headingId}>{CAMPAIGN_RESULTS_HEADING}</h2>
      {body}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: 28px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 12px;
  }
`;
/** The campaigns grid as a list; each card fills its cell, so a row's cards are as tall as each other. */
const List = styled(CardGrid)`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    min-width: 0;
  }
  > li > a {
    flex: 1;
  }
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 12px;
`;
