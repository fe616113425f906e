import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, REGULAR_PROGRAMME_WORDS as WORDS, regularProgrammePledgeLink, withNext } from '@yayasan/contracts';
import { loadFailure, selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, Hint, LoadError, PageContainer, Spinner } from '@yayasan/ui';
import { useGetRegularProgrammeQuery, type Campaign } from '../api';
import { CampaignCard } from '../components/CampaignCard';

/**
 * /donasi-rutin: the foundation's regular programme, the campaign an administrator marked, offered for
 * monthly pledges. A visitor signs in first and then lands on the pledge form, as the donate button does.
 */
export default function RegularProgrammePage() {
  const { data, error, isLoading, isFetching, refetch } = useGetRegularProgrammeQuery();
  return (
    <PageContainer>
      <h1>{WORDS.title}</h1>
      <Lead>{WORDS.lead}</Lead>
      <section aria-labelledby="regular-programme-how">
        <h2 id="regular-programme-how">{WORDS.howTitle}</h2>
        <Steps>
          {WORDS.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </section>
      <Body aria-busy={isFetching}>
        {isLoading ? (
          <Spinner />
        ) : error && loadFailure(error) === 'not-found' ? (
          <NoProgramme />
        ) : error || !data ? (
          <LoadError message={WORDS.error} onRetry={() => refetch()} />
        ) : (
          <Programme campaign={data} />
        )}
      </Body>
    </PageContainer>
  );
}

function Programme({ campaign }: { campaign: Campaign }) {
  const user = useAppSelector(selectUser);
  const pledgeLink = regularProgrammePledgeLink(campaign.donation_id);
  return (
    <Offer>
      <CampaignCard campaign={campaign} heading="h2" priority />
      <Action>
        <Button as={Link} to={user ? pledgeLink : withNext(paths.signIn, pledgeLink)} $block>
          {WORDS.button}
        </Button>
        {!user && <Hint>{WORDS.signInFirst}</Hint>}
      </Action>
    </Offer>
  );
}

function NoProgramme() {
  return (
    <>
      <EmptyState>{WORDS.empty}</EmptyState>
      <p>{WORDS.emptyHint}</p>
      <Link to={paths.donations}>{WORDS.seeCampaigns}</Link>
    </>
  );
}

const Lead = styled.p`
  max-width: 720px;
  font-size: 1.05rem;
`;
const Steps = styled.ol`
  max-width: 720px;
  padding-left: 1.25rem;
  li + li {
    margin-top: 4px;
  }
`;
const Body = styled.div`
  margin-top: 24px;
`;
const Offer = styled.div`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;
const Action = styled.div`
  display: grid;
  gap: 8px;
`;
