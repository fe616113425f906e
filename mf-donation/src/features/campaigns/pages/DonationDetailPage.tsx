import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ANONYMOUS_DONOR_NAME, LEAD_IMAGE_SIZES, pageWords, paths } from '@yayasan/contracts';
import { formatDonorDate, formatRp } from '@yayasan/format';
import { loadFailure, selectIsAdmin, useAppSelector } from '@yayasan/store';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LoadError,
  NotFound,
  PageContainer,
  Region,
  retryingLazy,
  Spinner,
  TabBar,
  above,
} from '@yayasan/ui';
import { useGetCampaignQuery, type Campaign } from '../api';
import { CampaignThumbnail } from '../components/CampaignThumbnail';
import { PrayerWall } from '../components/PrayerWall';
import { ShareDialog } from '../components/ShareDialog';
import { CampaignSummary, StickyDonateBar, STICKY_BAR_BELOW } from '../components/CampaignSummary';
import { MOVE_TO_DRAFT_CONFIRM, useDraftToggle } from '../hooks/useDraftToggle';

/** The query value that opens the "Kabar Terbaru" tab. */
export const NEWS_TAB_PARAM = 'kabar';
/** The query value that opens the "Laporan Dana" tab. */
export const REPORT_TAB_PARAM = 'laporan';
const TAB_PARAMS = [null, NEWS_TAB_PARAM, REPORT_TAB_PARAM];

// The news (with the article renderer and the admin's news form) and the accounts (and their chart)
// load only when their tab opens: the campaign page's first load carries the description tab only.
// A tab whose code cannot be loaded (offline) fails in its panel alone and loads again on retry.
const CampaignNewsTab = retryingLazy(() =>
  import(/* webpackChunkName: "campaign-news" */ '../components/CampaignNewsTab').then((m) => ({
    default: m.CampaignNewsTab,
  })),
);
const CampaignReportTab = retryingLazy(
  () => import(/* webpackChunkName: "campaign-report" */ '../components/CampaignReportTab'),
);

/** /donation/:id and /donation/detail/:id */
export default function DonationDetailPage() {
  const { id = '' } = useParams();
  // Asked again when the page regains focus: a donor back from the payment app sees the new total.
  const { data, error, isLoading, refetch } = useGetCampaignQuery(id, { skip: !id, refetchOnFocus: true });

  if (isLoading) return <Spinner />;
  if (!id || (error && loadFailure(error) === 'not-found')) return <NotFound />;
  // A later ask that fails (offline, on focus or reconnect) keeps the campaign already on screen.
  if (!data) {
    console.error('campaign detail failed', error);
    return (
      <PageContainer>
        <LoadError message="Detail donasi tidak dapat dimuat." onRetry={() => refetch()} />
      </PageContainer>
    );
  }
  return <CampaignDetail campaign={data} />;
}

function CampaignDetail({ campaign }: { campaign: Campaign }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const [sharing, setSharing] = useState(false);
  // `?tab=kabar` (the news notifications' link) opens the news tab, `?tab=laporan` the accounts.
  const [search] = useSearchParams();
  const tabIndex = Math.max(0, TAB_PARAMS.indexOf(search.get('tab')));
  const [confirming, setConfirming] = useState(false);
  const { toggle, busy } = useDraftToggle();
  const closed = campaign.status === 'Closed';
  const donors = campaign.successful_donors_details ?? [];

  const moveToDraft = async () => {
    if (await toggle(campaign.donation_id, true)) setConfirming(false);
  };

  return (
    <PageContainer>
      <h1>{closed ? ENDED_HEADING : pageWords('/donation/detail/:id').heading}</h1>
      {campaign.draft && <Badge>Draft</Badge>}
      <Layout>
        <Lead>
          <CampaignThumbnail src={campaign.thumbnail} alt={campaign.title} sizes={LEAD_IMAGE_SIZES.campaign} priority />
        </Lead>

        <Side aria-label="Ringkasan donasi">
          <CampaignSummary campaign={campaign} />
          <Actions>
            <Button type="button" $variant="secondary" $block onClick={() => setSharing(true)}>
              Bagikan Donasi
            </Button>
            {isAdmin && (
              <>
                <Button as={Link} to={paths.donationEdit(campaign.donation_id)} $variant="secondary" $block>
                  Edit Donasi
                </Button>
                {!closed &&
                  (campaign.draft ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      $block
                      disabled={busy}
                      onClick={() => toggle(campaign.donation_id, false)}
                    >
                      Publish
                    </Button>
                  ) : (
                    <Button type="button" $variant="danger" $block disabled={busy} onClick={() => setConfirming(true)}>
                      Pindahkan Ke Draft
                    </Button>
                  ))}
              </>
            )}
          </Actions>

          <Donors>
            <h2>Donasi Terbaru</h2>
            {donors.length === 0 ? (
              <EmptyState>Belum ada donasi</EmptyState>
            ) : (
              <ul>
                {donors.map((d, i) => (
                  <li key={`${d.donation_date}-${i}`}>
                    <Row>
                      <strong>{d.name || ANONYMOUS_DONOR_NAME}</strong>
                      <span>{formatRp(d.donation_amount)}</span>
                    </Row>
                    <small>Tanggal Donasi: {d.donation_date ? formatDonorDate(d.donation_date) : '-'}</small>
                  </li>
                ))}
              </ul>
            )}
          </Donors>
        </Side>

        <Main>
          {/* Keyed by the query's tab: a link to ?tab=laporan on this page (the figures' link) opens it. */}
          <TabBar key={tabIndex} labels={['Deskripsi', 'Kabar Terbaru', 'Laporan Dana']} defaultIndex={tabIndex}>
            {[
              <Description key="deskripsi">
                <h2>{campaign.title}</h2>
                <p>{campaign.content || campaign.description}</p>
              </Description>,
              <Region key="kabar" message="Kabar terbaru tidak dapat dimuat.">
                <CampaignNewsTab donationId={campaign.donation_id} isAdmin={isAdmin} />
              </Region>,
              <Region key="laporan" message="Laporan dana tidak dapat dimuat.">
                <CampaignReportTab donationId={campaign.donation_id} isAdmin={isAdmin} />
              </Region>,
            ]}
          </TabBar>
          <PrayerWall donationId={campaign.donation_id} isAdmin={isAdmin} />
        </Main>
      </Layout>
      <StickyDonateBar campaign={campaign} />

      <ShareDialog
        donationId={campaign.donation_id}
        title={campaign.title}
        open={sharing}
        onClose={() => setSharing(false)}
      />
      <ConfirmDialog
        open={confirming}
        message={MOVE_TO_DRAFT_CONFIRM}
        confirmLabel="Pindahkan"
        cancelLabel="Batal"
        busy={busy}
        onConfirm={moveToDraft}
        onCancel={() => setConfirming(false)}
      />
    </PageContainer>
  );
}

/** The page's heading once a campaign has ended (the spec's one is for a running campaign). */
export const ENDED_HEADING = 'Detail Donasi Selesai';

/**
 * Phones: picture, summary (with the first screen's figures), then the tabs; the donate button is in
 * the bottom bar, so the page leaves room for it. Larger screens: picture and tabs beside the summary.
 */
const Layout = styled.div`
  display: grid;
  gap: 20px;
  grid-template-areas: 'lead' 'side' 'main';
  padding-bottom: 72px;
  ${above(STICKY_BAR_BELOW)} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    grid-template-areas: 'lead side' 'main side';
    grid-template-rows: auto 1fr;
    align-items: start;
    gap: 24px;
    padding-bottom: 0;
  }
`;
const Lead = styled.div`
  grid-area: lead;
  img,
  [data-testid='thumbnail-placeholder'] {
    border-radius: ${(p) => p.theme.radius};
  }
`;
const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
const Description = styled.article`
  h2 {
    margin-top: 0;
  }
  p {
    white-space: pre-wrap;
    line-height: 1.6;
  }
`;
const Side = styled.aside`
  grid-area: side;
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  ${above(STICKY_BAR_BELOW)} {
    position: sticky;
    top: 90px;
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
const Donors = styled.section`
  h2 {
    font-size: 1.1rem;
    margin: 8px 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  li {
    padding: 10px 12px;
    border-radius: 8px;
    background: ${(p) => p.theme.colors.bg};
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Badge = styled.span`
  display: inline-block;
  margin: -8px 0 16px;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.accent};
  color: #1c1f24;
  font-size: 0.8rem;
  font-weight: 700;
`;
