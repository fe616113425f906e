import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { EmptyState, Input, Label, LoadError, ScrollRegion, Spinner } from '@yayasan/ui';
import { isCalendarDay, jakartaToday } from '@yayasan/validation';
import { Hash, Table } from '../../../components/ledger/MoneyFlow';
import { useGetLedgerSnapshotQuery } from '../../../lib/ledger-api';

export const NO_HEADS = 'Belum ada kepala buku kas yang diterbitkan pada tanggal ini';

/**
 * The daily snapshot: each campaign's head hash and entry count as published on a day, so anyone can
 * compare a later report with what was public then.
 */
export function DailyHeads() {
  const id = useId();
  const [day, setDay] = useState(() => jakartaToday());
  const valid = isCalendarDay(day);
  const { data, error, isFetching, refetch } = useGetLedgerSnapshotQuery(day, { skip: !valid });

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Kepala buku kas harian</h2>
      <p>Setiap hari hash terakhir dan jumlah catatan tiap kampanye diterbitkan di sini.</p>
      <Label htmlFor={id}>Tanggal</Label>
      <Input id={id} type="date" max={jakartaToday()} value={day} onChange={(e) => setDay(e.target.value)} />
      {!valid ? null : isFetching ? (
        <Spinner />
      ) : error || !data ? (
        <LoadError message="Kepala buku kas tidak dapat dimuat." onRetry={() => refetch()} />
      ) : data.campaigns.length === 0 ? (
        <EmptyState>{NO_HEADS}</EmptyState>
      ) : (
        <ScrollRegion label="Kepala buku kas per kampanye">
          <Table>
            <caption>Kepala buku kas per kampanye</caption>
            <thead>
              <tr>
                <th scope="col">Kampanye</th>
                <th scope="col">Catatan</th>
                <th scope="col">Hash terakhir</th>
              </tr>
            </thead>
            <tbody>
              {data.campaigns.map((c) => (
                <tr key={c.donation_id}>
                  <th scope="row">
                    <Link to={paths.donationReport(c.donation_id)}>{c.title}</Link>
                  </th>
                  <td>{c.entry_count}</td>
                  <td>
                    <Hash>{c.head_hash}</Hash>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  input {
    max-width: 240px;
  }
  td:last-child {
    white-space: normal;
    min-width: 220px;
  }
`;
