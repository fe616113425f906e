import { useMemo } from 'react';
import styled from 'styled-components';
import { PLEDGE_OVERVIEW_CSV_PATH, PLEDGE_WORDS } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { Button, EmptyState, FigureCards, LoadError, Region, retryingLazy, ScrollRegion } from '@yayasan/ui';
import { monthName } from '../../../components/ledger/flow-points';
import { useFileDownload } from '../../../lib/download';
import { useGetPledgeOverviewQuery } from '../api';
import { ChartSkeleton } from './ChartPanel';
import { Table } from './RunningCampaigns';

// The chart library comes with this chunk only, on the administrators' overview.
const PledgeChart = retryingLazy(() => import(/* webpackChunkName: "pledge-chart" */ './PledgeChart'));

export const PLEDGE_OVERVIEW_FAILED = 'Ringkasan donasi rutin tidak dapat dimuat';
export const CSV_LABEL = 'Unduh CSV';

/**
 * "Donasi rutin": the foundation's steady income. This month's pledged and arrived rupiah, pledges by
 * state, the months as a chart and a table, and the months as a CSV file.
 */
export function PledgeIncome() {
  const { data, isLoading, isError, refetch } = useGetPledgeOverviewQuery(undefined, { refetchOnFocus: true });
  const { download, busy } = useFileDownload();
  const labels = useMemo(() => (data?.months ?? []).map((m) => monthName(m.month)), [data]);

  return (
    <section aria-labelledby="overview-pledges">
      <Head>
        <h2 id="overview-pledges">{PLEDGE_WORDS.title}</h2>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy !== null}
          onClick={() => void download(PLEDGE_OVERVIEW_CSV_PATH, 'donasi-rutin.csv')}
        >
          {busy ? 'Menyiapkan...' : CSV_LABEL}
        </Button>
      </Head>
      {isLoading ? (
        <ChartSkeleton aria-hidden="true" data-testid="pledge-skeleton" />
      ) : isError && !data ? (
        <LoadError message={PLEDGE_OVERVIEW_FAILED} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <FigureCards>
            <div>
              <dt>Dijanjikan bulan ini</dt>
              <dd>{formatRp(data.pledged_this_month)}</dd>
            </div>
            <div>
              <dt>Masuk bulan ini</dt>
              <dd>{formatRp(data.arrived_this_month)}</dd>
            </div>
            <div>
              <dt>{PLEDGE_WORDS.states.active}</dt>
              <dd>{data.counts.active}</dd>
            </div>
            <div>
              <dt>{PLEDGE_WORDS.states.paused}</dt>
              <dd>{data.counts.paused}</dd>
            </div>
            <div>
              <dt>{PLEDGE_WORDS.states.stopped}</dt>
              <dd>{data.counts.stopped}</dd>
            </div>
          </FigureCards>
          {data.months.every((m) => m.pledged === 0 && m.arrived === 0) ? (
            <EmptyState>Belum ada donasi rutin</EmptyState>
          ) : (
            <>
              <h3>Dijanjikan dan masuk per bulan, {data.months.length} bulan terakhir</h3>
              {/* Without its chunk (offline) the chart alone offers a retry; the table has the same figures. */}
              <Region message="Grafik tidak dapat dimuat." fallback={<ChartSkeleton aria-hidden="true" />}>
                <PledgeChart labels={labels} months={data.months} />
              </Region>
              <details>
                <summary>Lihat tabel data</summary>
                <ScrollRegion label="Donasi rutin per bulan">
                  <Table>
                    <caption>Donasi rutin per bulan</caption>
                    <thead>
                      <tr>
                        <th scope="col">Bulan</th>
                        <th scope="col">Dijanjikan</th>
                        <th scope="col">Masuk</th>
                        <th scope="col">Baru</th>
                        <th scope="col">Berhenti</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.months.map((m, i) => (
                        <tr key={m.month}>
                          <th scope="row">{labels[i]}</th>
                          <td>{formatRp(m.pledged)}</td>
                          <td>{formatRp(m.arrived)}</td>
                          <td>{m.new_pledges}</td>
                          <td>{m.stopped_pledges}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </ScrollRegion>
              </details>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
  }
`;
