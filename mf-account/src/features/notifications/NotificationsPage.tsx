import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@yayasan/contracts';
import { sessionUpdated, useAppDispatch } from '@yayasan/store';
import { Button, EmptyState, Spinner } from '@yayasan/ui';
import { NotificationCard } from './components/NotificationCard';
import { useNotificationList } from './useNotificationList';

/** /dashboard/notifications — likes, comments and replies on the user's articles and comments. */
export default function NotificationsPage() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotificationList(filter);

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
      {list.loading ? (
        <Spinner />
      ) : list.results.length === 0 ? (
        <EmptyState>Tidak Tersedia</EmptyState>
      ) : (
        <List>
          {list.results.map((item) => (
            <NotificationCard
              key={item._id}
              item={item}
              onReplied={(reply) => list.update(item._id, (n) => ({ ...n, reply }))}
              onReplyDeleted={() => list.update(item._id, ({ reply: _gone, ...n }) => n)}
              onCommentDeleted={() => list.remove(item._id)}
            />
          ))}
        </List>
      )}
      {!list.loading && list.hasMore && (
        <More>
          <Button $variant="secondary" type="button" disabled={list.loadingMore} onClick={list.loadMore}>
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
