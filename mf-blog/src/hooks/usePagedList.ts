import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's paged list state. */
export interface PagedList<T> {
  results: T[];
  page: number;
  totalDocs: number;
  deletedDocCount: number;
}

export interface PagedLoaders<T> {
  /** One page; `deletedDocCount` items were removed from the list since it was loaded. */
  page(page: number, deletedDocCount: number): Promise<T[]>;
  count(): Promise<number>;
}

const EMPTY = { results: [], page: 1, totalDocs: 0, deletedDocCount: 0 };

/**
 * A list loaded page by page and appended ("Tampilkan Lebih Banyak"). `key` identifies the
 * query: when it changes the list starts again. Removing an item lowers totalDocs and raises
 * deletedDocCount so the next page starts at the right place; a list emptied by removals while
 * more remain reloads. Failures are only logged (spec §8).
 */
export function usePagedList<T>(key: string | null, loaders: PagedLoaders<T>) {
  const [list, setList] = useState<PagedList<T>>(EMPTY);
  const [loading, setLoading] = useState(key !== null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const loadersRef = useRef(loaders);
  loadersRef.current = loaders;

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setFailed(false);
    try {
      const [results, totalDocs] = await Promise.all([loadersRef.current.page(1, 0), loadersRef.current.count()]);
      if (mine === generation.current) setList({ results, page: 1, totalDocs, deletedDocCount: 0 });
    } catch (err) {
      console.error(err);
      if (mine === generation.current) {
        setList(EMPTY);
        setFailed(true);
      }
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key === null) {
      generation.current++;
      setList(EMPTY);
      setLoading(false);
      return;
    }
    void load();
  }, [key, load]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const next = list.page + 1;
      const results = await loadersRef.current.page(next, list.deletedDocCount);
      if (mine === generation.current) {
        setList((l) => ({ ...l, page: next, results: [...l.results, ...results] }));
      }
    } catch (err) {
      console.error(err);
    } finally {
      setLoadingMore(false);
    }
  }, [list.page, list.deletedDocCount]);

  const remove = useCallback(
    (match: (item: T) => boolean) => {
      setList((l) => {
        const results = l.results.filter((item) => !match(item));
        const removed = l.results.length - results.length;
        const next = {
          ...l,
          results,
          totalDocs: Math.max(l.totalDocs - removed, 0),
          deletedDocCount: l.deletedDocCount + removed,
        };
        if (results.length === 0 && next.totalDocs > 0) queueMicrotask(() => void load());
        return next;
      });
    },
    [load],
  );

  const update = useCallback((map: (item: T) => T) => {
    setList((l) => ({ ...l, results: l.results.map(map) }));
  }, []);

  return {
    ...list,
    loading,
    loadingMore,
    failed,
    hasMore: list.totalDocs > list.results.length,
    loadMore,
    remove,
    update,
    reload: load,
  };
}
