import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@yayasan/contracts';
import { sessionUpdated, useAppDispatch } from '@yayasan/store';
import { Button, EmptyState, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { NotificationCard } from '../components/NotificationCard';
import { notificationsApi } from '../api';

// Reading a page marks its items seen, so every visit and every filter asks the server again.
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** /dashboard/notifications — likes, comments and replies on the user's articles and comments. */
export default function NotificationsPage() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const pages = notificationsApi.useNotificationPagesInfiniteQuery(filter, FRESH);
  const count = notificationsApi.useNotificationsCountQuery(filter, FRESH);
  const results = pages.currentData?.pages.flatMap((p) => p.notifications) ?? [];
  const totalDocs = count.currentData?.totalDocs ?? 0;
  // A refetch (a visit, a retry) starts the list again from the first page; a next page keeps it.
  const loading = (pages.isFetching && !pages.isFetchingNextPage) || count.isFetching;
  // A first page or count that fails is an outage; a next page that fails is only logged (spec §8).
  const failed = (pages.isError && !pages.isFetchNextPageError) || count.isError;

  // Opening the page clears the bell's dot (the fetched items are marked seen by the server).
  useEffect(() => {
    dispatch(sessionUpdated({ new_notification_available: false }));
  }, [dispatch]);

  return (
    <div>
      <h1>Notifikasi</h1>
      <Filters role="group" aria-label="Filter notifikasi">
        {NOTIFICATION_FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            $variant={f === filter ? 'primary' : 'secondary'}
            aria-pressed={f === filter}
            onClick={() => setFilter(f)}
          >
            {f}
          </Button>
        ))}
      </Filters>
      {loading ? (
        <Spinner />
      ) : failed ? (
        <LoadError
          message={LOAD_FAILED.notifications}
          onRetry={() => {
            void pages.refetch();
            void count.refetch();
          }}
        />
      ) : results.length === 0 ? (
        <EmptyState>Tidak Tersedia</EmptyState>
      ) : (
        <List>
          {results.map((item) => (
            <NotificationCard key={item._id} item={item} filter={filter} />
          ))}
        </List>
      )}
      {!loading && !failed && totalDocs > results.length && (
        <More>
          <Button
            $variant="secondary"
            type="button"
            disabled={pages.isFetchingNextPage}
            onClick={() => pages.fetchNextPage().unwrap().catch(console.error)}
          >
            Tampilkan Lebih Banyak
          </Button>
        </More>
      )}
    </div>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 20px;
`;
const List = styled.ul`
  padding: 0;
  margin: 0;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px 0;
`;
