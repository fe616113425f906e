import type { ReactNode } from 'react';
import styled from 'styled-components';
import { selectUser, useAppSelector } from '@yayasan/store';
import { LoadError, SignInRedirect } from '@yayasan/ui';
import { useGetDonationOverviewQuery } from '../api';
import { ChartPanel, ChartSkeleton } from '../components/ChartPanel';
import { LatestDonations } from '../components/LatestDonations';
import { MemberSummary } from '../components/MemberSummary';
import { PledgeIncome } from '../components/PledgeIncome';
import { RunningCampaigns } from '../components/RunningCampaigns';
import { StatCards, StatCardsSkeleton } from '../components/StatCards';
import { usePageVisible } from '../hooks/usePageVisible';

/**
 * A settled donation shows at once through the notification stream (the overview's query is asked
 * again when a notification arrives); this slow poll while the page is on screen covers an
 * administrator who turned those notifications off, or a stream that is down.
 */
export const OVERVIEW_POLL_MS = 60_000;

/**
 * /dashboard — the foundation's overview for administrators, a member's own summary for everyone else.
 * `children`: what the site shows below either, the user's own articles (the blog remote's area, which
 * the shell puts here; administrators write articles too).
 */
export default function OverviewPage({
  pollMs = OVERVIEW_POLL_MS,
  children,
}: {
  pollMs?: number;
  children?: ReactNode;
}) {
  const user = useAppSelector(selectUser);
  if (!user) return <SignInRedirect />;
  return (
    <Page>
      <h1>Ringkasan</h1>
      {user.isAdmin ? <FoundationOverview pollMs={pollMs} /> : <MemberSummary username={user.username} />}
      {children}
    </Page>
  );
}

function FoundationOverview({ pollMs }: { pollMs: number }) {
  const visible = usePageVisible();
  const { data, isLoading, isError, refetch } = useGetDonationOverviewQuery(undefined, {
    pollingInterval: visible ? pollMs : 0,
    refetchOnFocus: true,
  });
  if (isLoading) {
    return (
      <>
        <StatCardsSkeleton />
        <ChartSkeleton aria-hidden="true" data-testid="chart-skeleton" />
      </>
    );
  }
  if (isError && !data) return <LoadError message="Ringkasan donasi tidak dapat dimuat" onRetry={() => refetch()} />;
  if (!data) return null;
  return (
    <>
      <section aria-labelledby="overview-donations">
        <h2 id="overview-donations">Donasi masuk</h2>
        <p>Online dan luring, menurut waktu Jakarta (WIB). Donasi yang dikembalikan tidak dihitung.</p>
        <StatCards periods={data.periods} />
      </section>
      <Columns>
        <section aria-labelledby="overview-latest">
          <h2 id="overview-latest">Donasi terbaru</h2>
          <LatestDonations donations={data.latest} />
        </section>
        <section aria-labelledby="overview-campaigns">
          <h2 id="overview-campaigns">Kampanye berjalan</h2>
          <RunningCampaigns campaigns={data.campaigns} />
        </section>
      </Columns>
      <section aria-labelledby="overview-charts">
        <h2 id="overview-charts">Grafik donasi</h2>
        <Charts>
          <ChartPanel title="Donasi per hari, 90 hari terakhir" unit="day" chart={data.daily} />
          <ChartPanel title="Donasi per bulan, 24 bulan terakhir" unit="month" chart={data.monthly} />
        </Charts>
      </section>
      <PledgeIncome />
    </>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
  h1,
  h2 {
    margin: 0 0 12px;
  }
  section {
    min-width: 0;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
`;
