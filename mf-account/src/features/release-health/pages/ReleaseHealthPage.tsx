import { useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { ReleaseHealth, RemoteHealth, RemoteName } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { EmptyState, LoadError, Region, retryingLazy, ScrollRegion, Select, Spinner } from '@yayasan/ui';
import { useReleaseHealthQuery } from '../api';
import {
  DECISION_LABELS,
  formatMetric,
  hasReports,
  jakartaTime,
  STATE_LABELS,
  versionColors,
  versionSummary,
} from '../components/health-figures';

// The chart library comes with this chunk only, when the page shows a curve.
const HealthCharts = retryingLazy(
  () => import(/* webpackChunkName: "release-health-charts" */ '../components/HealthCharts'),
);

export const RELEASE_HEALTH_TEXT = {
  title: 'Kesehatan Rilis',
  intro:
    'Bagaimana setiap versi remote dialami pengunjung: error per tayangan, p75 LCP dan INP, serta jumlah tayangan. Garis putus-putus menandai keputusan canary: hijau dipromosikan, merah dikembalikan.',
  span: 'Rentang waktu',
  empty: 'Belum ada laporan dari pengunjung',
  loadError: 'Kesehatan rilis tidak dapat dimuat',
  chartError: 'Grafik tidak dapat dimuat.',
  live: 'Live',
  canary: 'Canary',
  none: 'tidak ada',
  build: 'build bawaan',
  decisions: 'Keputusan',
  noDecisions: 'Belum ada keputusan canary pada rentang ini.',
};

const SPANS = [1, 6, 24] as const;

const REMOTE_LABELS: Record<RemoteName, string> = {
  blog: 'Artikel (blog)',
  donation: 'Donasi (donation)',
  gallery: 'Galeri (gallery)',
  account: 'Akun (account)',
};

/** The administrators' release health: per remote, what it serves, how each version fares with visitors, and the verdicts. */
export default function ReleaseHealthPage() {
  const [hours, setHours] = useState<number>(6);
  const { data, error, isError, isFetching, isLoading, refetch } = useReleaseHealthQuery(hours);
  const spanId = useId();

  return (
    <section aria-labelledby="release-health-title">
      <h1 id="release-health-title">{RELEASE_HEALTH_TEXT.title}</h1>
      <p>{RELEASE_HEALTH_TEXT.intro}</p>
      <SpanChoice>
        <label htmlFor={spanId}>{RELEASE_HEALTH_TEXT.span}</label>
        <Select id={spanId} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
          {SPANS.map((h) => (
            <option key={h} value={h}>
              {h} jam terakhir
            </option>
          ))}
        </Select>
      </SpanChoice>
      {isError && !isFetching ? (
        <LoadError
          message={`${RELEASE_HEALTH_TEXT.loadError}: ${apiErrorMessage(error)}`}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <Spinner />
      ) : (
        <Remotes aria-busy={isFetching}>
          {!data.remotes.some(hasReports) && <EmptyState role="status">{RELEASE_HEALTH_TEXT.empty}</EmptyState>}
          {data.remotes.map((remote) => (
            <RemoteCard key={remote.remote} remote={remote} health={data} />
          ))}
        </Remotes>
      )}
    </section>
  );
}

function RemoteCard({ remote, health }: { remote: RemoteHealth; health: ReleaseHealth }) {
  const theme = useTheme();
  const colors = versionColors(theme);
  const titleId = useId();
  const title = REMOTE_LABELS[remote.remote];
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Serving>
        <div>
          <dt>{RELEASE_HEALTH_TEXT.live}</dt>
          <dd>{remote.live ?? RELEASE_HEALTH_TEXT.build}</dd>
        </div>
        <div>
          <dt>{RELEASE_HEALTH_TEXT.canary}</dt>
          <dd>{remote.canary ? `${remote.canary.version} (${remote.canary.percent}%)` : RELEASE_HEALTH_TEXT.none}</dd>
        </div>
      </Serving>
      {hasReports(remote) ? (
        <Region message={RELEASE_HEALTH_TEXT.chartError} fallback={<ChartSkeleton aria-hidden="true" />}>
          <HealthCharts versions={remote.versions} decisions={remote.decisions} from={health.from} to={health.to} />
        </Region>
      ) : (
        <EmptyState>{RELEASE_HEALTH_TEXT.empty}</EmptyState>
      )}
      {remote.versions.length > 0 && (
        <ScrollRegion label={`Versi ${title}`}>
          <Table>
            <caption>Versi {title}, seluruh rentang</caption>
            <thead>
              <tr>
                <th scope="col">Versi</th>
                <th scope="col">Tayangan</th>
                <th scope="col">Error per tayangan</th>
                <th scope="col">Gagal dimuat</th>
                <th scope="col">p75 LCP terakhir</th>
                <th scope="col">p75 INP terakhir</th>
              </tr>
            </thead>
            <tbody>
              {remote.versions.map((v, i) => {
                const s = versionSummary(v);
                return (
                  <tr key={v.version}>
                    <th scope="row">
                      <Swatch $color={colors[i % colors.length]} aria-hidden="true" /> {v.version}{' '}
                      <small>({STATE_LABELS[v.state]})</small>
                    </th>
                    <td>{formatMetric('count', s.pageViews)}</td>
                    <td>{formatMetric('rate', s.errorRate)}</td>
                    <td>{formatMetric('rate', s.loadFailureRate)}</td>
                    <td>{formatMetric('ms', s.p75Lcp)}</td>
                    <td>{formatMetric('ms', s.p75Inp)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <h3>{RELEASE_HEALTH_TEXT.decisions}</h3>
      {remote.decisions.length ? (
        <Decisions>
          {remote.decisions.map((d) => (
            <li key={`${d.at}-${d.version}`} data-decision={d.decision}>
              <strong>
                {DECISION_LABELS[d.decision]} {d.version}
              </strong>{' '}
              <time dateTime={d.at}>{jakartaTime(d.at)}</time>
              <small>{d.summary}</small>
            </li>
          ))}
        </Decisions>
      ) : (
        <p>{RELEASE_HEALTH_TEXT.noDecisions}</p>
      )}
    </Card>
  );
}

const SpanChoice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 16px 0;
  label {
    font-weight: 600;
  }
`;
const Remotes = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 1.2rem;
  }
  h3 {
    font-size: 1rem;
  }
`;
const Serving = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const ChartSkeleton = styled.div`
  height: 160px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 4px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;
const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  border-top: 3px solid ${(p) => p.$color};
  vertical-align: middle;
`;
const Decisions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-left: 10px;
    border-left: 3px solid ${(p) => p.theme.colors.primary};
    overflow-wrap: anywhere;
  }
  li[data-decision='rollback'] {
    border-left-color: ${(p) => p.theme.colors.danger};
  }
`;
