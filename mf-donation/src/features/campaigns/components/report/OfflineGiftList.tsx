import { useState } from 'react';
import type { LedgerEntry } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { Button, EmptyState, LoadError, Spinner } from '@yayasan/ui';
import { useGetLedgerEntriesQuery } from '../../../../lib/ledger-api';
import { Pager } from '../Pager';
import { Item, List, Tag, Top } from './entry-list';

export const NO_OFFLINE_GIFTS = 'Belum ada donasi luring';

/** Administrators: the campaign's offline gifts, newest first, each correctable until reversed. */
export function OfflineGiftList({
  donationId,
  onReverse,
}: {
  donationId: string;
  onReverse: (entry: LedgerEntry) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetLedgerEntriesQuery({
    id: donationId,
    kind: 'offline_contribution',
    page,
  });
  return (
    <section aria-labelledby="offline-gifts-title" aria-busy={isFetching}>
      <h3 id="offline-gifts-title">Donasi Luring</h3>
      {error ? (
        <LoadError message="Daftar donasi luring tidak dapat dimuat." onRetry={() => refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.entries.length === 0 ? (
        <EmptyState>{NO_OFFLINE_GIFTS}</EmptyState>
      ) : (
        <>
          <List>
            {data.entries.map((entry) => {
              const reversed = entry.reversed_by_seq !== null;
              return (
                <Item key={entry.seq} data-testid="offline-gift" $reversed={reversed}>
                  <Top>
                    <strong>{formatRp(entry.amount)}</strong>
                    <time dateTime={entry.occurred_at}>{formatDayMonthYear(entry.occurred_at)}</time>
                  </Top>
                  <Tag>Catatan #{entry.seq}</Tag>
                  {reversed ? (
                    <Tag>Dibatalkan (koreksi #{entry.reversed_by_seq})</Tag>
                  ) : (
                    <Button type="button" $variant="danger" onClick={() => onReverse(entry)}>
                      Batalkan (koreksi)
                    </Button>
                  )}
                </Item>
              );
            })}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman donasi luring" />
        </>
      )}
    </section>
  );
}
