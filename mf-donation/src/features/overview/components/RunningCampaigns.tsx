import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OVERVIEW_ENDING_SOON_DAYS, paths, type OverviewCampaign } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { EmptyState, ScrollRegion } from '@yayasan/ui';

/** The running campaigns, the nearest end first, with those ending within a week called out. */
export function RunningCampaigns({ campaigns }: { campaigns: OverviewCampaign[] }) {
  if (campaigns.length === 0) return <EmptyState>Tidak ada kampanye yang sedang berjalan</EmptyState>;
  const endingSoon = campaigns.filter((c) => c.ending_soon);
  return (
    <>
      {endingSoon.length > 0 && (
        <Soon role="note" data-testid="ending-soon">
          <strong>
            {endingSoon.length} kampanye berakhir dalam {OVERVIEW_ENDING_SOON_DAYS} hari:
          </strong>{' '}
          {endingSoon.map((c, i) => (
            <span key={c.donation_id}>
              {i > 0 && ', '}
              <Link to={paths.donationDetail(c.donation_id)}>{c.title}</Link> ({c.days_left} hari lagi)
            </span>
          ))}
        </Soon>
      )}
      <ScrollRegion label="Kampanye berjalan">
        <Table>
          <caption>Kampanye berjalan</caption>
          <thead>
            <tr>
              <th scope="col">Kampanye</th>
              <th scope="col">Terkumpul</th>
              <th scope="col">Target</th>
              <th scope="col">Capaian</th>
              <th scope="col">Sisa waktu</th>
              <th scope="col">Donatur</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.donation_id}>
                <th scope="row">
                  <Link to={paths.donationDetail(c.donation_id)}>{c.title}</Link>
                  {c.ending_soon && <Badge>Segera berakhir</Badge>}
                </th>
                <td>{formatRp(c.total_collected)}</td>
                <td>{formatRp(c.target_amount)}</td>
                <td>
                  <Meter aria-hidden="true">
                    <i style={{ width: `${Math.min(100, c.percentage_collected)}%` }} />
                  </Meter>
                  {c.percentage_collected}%
                </td>
                <td>{c.days_left} hari lagi</td>
                <td>{c.donor_count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th[scope='row'] {
    font-weight: 500;
    min-width: 12em;
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
const Soon = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  border-radius: 4px;
`;
const Badge = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 6px;
  border: 1px solid ${(p) => p.theme.colors.accent};
  border-radius: 999px;
  font-size: 0.75rem;
  white-space: nowrap;
`;
const Meter = styled.span`
  display: inline-block;
  width: 48px;
  height: 6px;
  margin-right: 6px;
  vertical-align: middle;
  border-radius: 3px;
  background: ${(p) => p.theme.colors.border};
  i {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${(p) => p.theme.colors.primary};
  }
`;
