import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationFilter, NotificationItem } from '@yayasan/contracts';
import { notificationsApi } from './api';

interface ListState {
  results: NotificationItem[];
  page: number;
  totalDocs: number;
  deletedDocCount: number;
}

const EMPTY: ListState = { results: [], page: 1, totalDocs: 0, deletedDocCount: 0 };

/**
 * The notifications of one filter, page by page. Removing an item lowers totalDocs and raises
 * deletedDocCount, which the next page request carries so nothing is skipped. Failures are only
 * logged (spec §8).
 */
export function useNotificationList(filter: NotificationFilter) {
  const [list, setList] = useState<ListState>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [fetchPage] = notificationsApi.useLazyNotificationsPageQuery();
  const [fetchCount] = notificationsApi.useLazyNotificationsCountQuery();
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    setList(EMPTY);
    Promise.all([fetchPage({ page: 1, filter, deletedDocCount: 0 }).unwrap(), fetchCount({ filter }).unwrap()])
      .then(([{ notifications }, { totalDocs }]) => {
        if (mine === generation.current) setList({ results: notifications, page: 1, totalDocs, deletedDocCount: 0 });
      })
      .catch((err) => console.error(err))
      .finally(() => mine === generation.current && setLoading(false));
  }, [filter, fetchPage, fetchCount]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = list.page + 1;
      const { notifications } = await fetchPage({ page, filter, deletedDocCount: list.deletedDocCount }).unwrap();
      if (mine === generation.current) setList((l) => ({ ...l, page, results: [...l.results, ...notifications] }));
    } catch (err) {
      console.error(err);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, filter, list.page, list.deletedDocCount]);

  const remove = useCallback((id: number) => {
    setList((l) => ({
      ...l,
      results: l.results.filter((n) => n._id !== id),
      totalDocs: Math.max(l.totalDocs - 1, 0),
      deletedDocCount: l.deletedDocCount + 1,
    }));
  }, []);

  const update = useCallback((id: number, change: (n: NotificationItem) => NotificationItem) => {
    setList((l) => ({ ...l, results: l.results.map((n) => (n._id === id ? change(n) : n)) }));
  }, []);

  return { ...list, loading, loadingMore, hasMore: list.totalDocs > list.results.length, loadMore, remove, update };
}
