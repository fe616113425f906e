import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatDayMonthYear } from '@yayasan/format';
import { Button, ConfirmDialog, EmptyState, LoadError, Spinner, TabBar } from '@yayasan/ui';
import { MANAGEMENT_PAGE_SIZE, useGetCampaignsQuery, type Campaign } from '../api';
import { CampaignThumbnail } from '../components/CampaignThumbnail';
import { MOVE_TO_DRAFT_CONFIRM, useDraftToggle } from '../hooks/useDraftToggle';

const TABS = ['Sedang Berjalan', 'Drafts'];

/** /dashboard/donations 'Manajemen Donasi': running campaigns and drafts, 10 more per click. */
export default function DonationManagementPage() {
  const [tab, setTab] = useState(0);
  return (
    <Wrap>
      <h1>Manajemen Donasi</h1>
      <TabBar labels={TABS} onChange={setTab} />
      {tab === 0 ? (
        <CampaignRows key="running" draft={false} empty="Tidak ada Donasi dipublish" />
      ) : (
        <CampaignRows key="drafts" draft empty="Tidak Ada Draft Donasi" />
      )}
    </Wrap>
  );
}

function CampaignRows({ draft, empty }: { draft: boolean; empty: string }) {
  const [limit, setLimit] = useState(MANAGEMENT_PAGE_SIZE);
  const { data, isLoading, isFetching, isError, refetch } = useGetCampaignsQuery({ page: 1, limit, draft });
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const { toggle, busy } = useDraftToggle();

  if (isLoading) return <Spinner />;
  if (isError) return <LoadError message="Server Error While Fetching Donation" onRetry={() => refetch()} />;
  const campaigns = data?.donations ?? [];
  if (campaigns.length === 0) return <EmptyState>{empty}</EmptyState>;

  const moveToDraft = async () => {
    if (confirmId && (await toggle(confirmId, true))) setConfirmId(null);
  };

  return (
    <>
      <List>
        {campaigns.map((c) => (
          <Row
            key={c.donation_id}
            campaign={c}
            busy={busy}
            onPublish={() => toggle(c.donation_id, false)}
            onDraft={() => setConfirmId(c.donation_id)}
          />
        ))}
      </List>
      {campaigns.length < (data?.totalDonations ?? 0) && (
        <More>
          <Button
            type="button"
            $variant="secondary"
            disabled={isFetching}
            onClick={() => setLimit((l) => l + MANAGEMENT_PAGE_SIZE)}
          >
            Tampilkan Lebih Banyak
          </Button>
        </More>
      )}
      <ConfirmDialog
        open={confirmId !== null}
        message={MOVE_TO_DRAFT_CONFIRM}
        confirmLabel="Pindahkan"
        cancelLabel="Batal"
        busy={busy}
        onConfirm={moveToDraft}
        onCancel={() => setConfirmId(null)}
      />
    </>
  );
}

function Row({
  campaign,
  busy,
  onPublish,
  onDraft,
}: {
  campaign: Campaign;
  busy: boolean;
  onPublish: () => void;
  onDraft: () => void;
}) {
  const closed = campaign.status === 'Closed';
  return (
    <Item data-testid="management-row">
      <Thumb>
        <CampaignThumbnail src={campaign.thumbnail} ratio="4 / 3" sizes="120px" />
      </Thumb>
      <Info>
        <Link to={paths.donationDetail(campaign.donation_id)}>{campaign.title}</Link>
        <small>Dibuat pada {formatDayMonthYear(campaign.created_at)}</small>
        {closed && <Badge>Selesai</Badge>}
      </Info>
      <Actions>
        <Button
          as={Link}
          to={paths.donationEdit(campaign.donation_id)}
          $variant="secondary"
          aria-label={`Edit ${campaign.title}`}
        >
          Edit
        </Button>
        {!closed &&
          (campaign.draft ? (
            <Button type="button" disabled={busy} onClick={onPublish}>
              Publish
            </Button>
          ) : (
            <Button type="button" $variant="danger" disabled={busy} onClick={onDraft}>
              Pindahkan Ke Draft
            </Button>
          ))}
      </Actions>
    </Item>
  );
}

const Wrap = styled.section`
  h1 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: center;
  padding: 14px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  @media (min-width: 700px) {
    grid-template-columns: 120px minmax(0, 1fr) auto;
  }
`;
const Thumb = styled.div`
  border-radius: 8px;
  overflow: hidden;
`;
const Info = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  a {
    color: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
  @media (min-width: 700px) {
    grid-column: auto;
  }
`;
const Badge = styled.span`
  padding: 1px 8px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.border};
  font-size: 0.75rem;
  font-weight: 700;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
