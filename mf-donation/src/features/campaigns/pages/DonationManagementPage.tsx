import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isKeyOf, paths } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { Button, ConfirmDialog, EmptyState, LoadError, Spinner, TabBar } from '@yayasan/ui';
import { MANAGEMENT_PAGE_SIZE, useGetCampaignsQuery, type Campaign, type CampaignSort } from '../api';
import { CampaignThumbnail } from '../components/CampaignThumbnail';
import { Select } from '../components/LedgerForms';
import { MOVE_TO_DRAFT_CONFIRM, useDraftToggle } from '../hooks/useDraftToggle';

const TABS = ['Sedang Berjalan', 'Drafts'];

/** The orders offered, as the server sorts them (the largest, or the nearest end, first). */
export const SORT_LABELS: Record<CampaignSort, string> = {
  newest: 'Terbaru dibuat',
  collected: 'Dana terkumpul terbanyak',
  target: 'Target terbesar',
  percentage: 'Persentase tercapai tertinggi',
  donors: 'Donatur terbanyak',
  ending: 'Segera berakhir',
};

/** /dashboard/donations 'Manajemen Donasi': running campaigns and drafts with their figures, sortable, 10 more per click. */
export default function DonationManagementPage() {
  const [tab, setTab] = useState(0);
  const [sort, setSort] = useState<CampaignSort>('newest');
  const sortId = useId();
  return (
    <Wrap>
      <h1>Manajemen Donasi</h1>
      <SortBar>
        <label htmlFor={sortId}>Urutkan</label>
        <Select
          id={sortId}
          value={sort}
          onChange={(e) => {
            const chosen = e.target.value;
            if (isKeyOf(SORT_LABELS, chosen)) setSort(chosen);
          }}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </SortBar>
      <TabBar labels={TABS} onChange={setTab} />
      {tab === 0 ? (
        <CampaignRows key={`running-${sort}`} draft={false} sort={sort} empty="Tidak ada Donasi dipublish" />
      ) : (
        <CampaignRows key={`drafts-${sort}`} draft sort={sort} empty="Tidak Ada Draft Donasi" />
      )}
    </Wrap>
  );
}

function CampaignRows({ draft, sort, empty }: { draft: boolean; sort: CampaignSort; empty: string }) {
  const [limit, setLimit] = useState(MANAGEMENT_PAGE_SIZE);
  const { data, isLoading, isFetching, isError, refetch } = useGetCampaignsQuery({ page: 1, limit, draft, sort });
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
  const percent = Math.min(100, campaign.percentage_collected);
  return (
    <Item data-testid="management-row">
      <Thumb>
        <CampaignThumbnail src={campaign.thumbnail} ratio="4 / 3" sizes="120px" />
      </Thumb>
      <Info>
        <Link to={paths.donationDetail(campaign.donation_id)}>{campaign.title}</Link>
        <small>Dibuat pada {formatDayMonthYear(campaign.created_at)}</small>
        <Badge>{closed ? 'Selesai' : campaign.draft ? 'Draft' : 'Berjalan'}</Badge>
        <Figures aria-label={`Angka ${campaign.title}`}>
          <div>
            <dt>Terkumpul</dt>
            <dd>{formatRp(campaign.total_collected)}</dd>
          </div>
          <div>
            <dt>Target</dt>
            <dd>{formatRp(campaign.target_amount)}</dd>
          </div>
          <div>
            <dt>Tercapai</dt>
            <dd>{campaign.percentage_collected}%</dd>
          </div>
          <div>
            <dt>Donatur</dt>
            <dd>{campaign.donor_count ?? 0}</dd>
          </div>
        </Figures>
        <Progress aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </Progress>
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
const SortBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  label {
    white-space: nowrap;
    font-weight: 600;
  }
  select {
    max-width: 280px;
  }
`;
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 16px;
  margin: 4px 0 0;
  width: 100%;
  @media (min-width: 520px) {
    grid-template-columns: repeat(4, auto);
    justify-content: start;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
const Progress = styled.div`
  width: 100%;
  max-width: 360px;
  height: 6px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
  }
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
