import { useCallback, useMemo, useState } from 'react';
import type { CommentItem } from '@yayasan/contracts';
import { useAppDispatch, skipToken } from '@yayasan/store';
import { articleApi, type CommentNode } from '../api';

export type { CommentNode };

/** Index just past the loaded replies (any depth) of the comment at `index`. */
export function subtreeEnd(comments: readonly CommentNode[], index: number): number {
  const level = comments[index].childrenLevel;
  let end = index + 1;
  while (end < comments.length && comments[end].childrenLevel > level) end++;
  return end;
}

/** Direct replies of the comment at `index` that are loaded. */
export function loadedReplies(comments: readonly CommentNode[], index: number): number {
  const level = comments[index].childrenLevel;
  return comments.slice(index + 1, subtreeEnd(comments, index)).filter((c) => c.childrenLevel === level + 1).length;
}

const node = (c: CommentItem, childrenLevel: number): CommentNode => ({ ...c, childrenLevel, isReplyLoaded: false });

/** The cached page holding a comment (its replies are always kept in the same page, right after it). */
function pageOf(pages: CommentNode[][], id: number): { page: CommentNode[]; i: number } | null {
  for (const page of pages) {
    const i = page.findIndex((c) => c._id === id);
    if (i >= 0) return { page, i };
  }
  return null;
}

/**
 * The comments drawer's list, held in the RTK Query cache (`blogComments`): pages of top-level
 * comments, replies loaded on demand under their parent, and the local effects of adding and
 * deleting (spec §4 "Counts"). Loading starts with the first `loadParents`.
 */
export function useComments(blogPk: number) {
  const dispatch = useAppDispatch();
  const [activeFor, setActiveFor] = useState<number | null>(null);
  const active = activeFor === blogPk;
  const list = articleApi.useBlogCommentsInfiniteQuery(active ? blogPk : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [fetchReplies] = articleApi.useLazyCommentRepliesQuery();
  const pages = list.currentData?.pages;
  const comments = useMemo(() => pages?.flat() ?? [], [pages]);
  const parentsLoaded = comments.filter((c) => c.parent === null).length;
  const { refetch, fetchNextPage } = list;

  const edit = useCallback(
    (change: (pages: CommentNode[][]) => void) =>
      dispatch(articleApi.util.updateQueryData('blogComments', blogPk, (draft) => change(draft.pages))),
    [dispatch, blogPk],
  );

  /** The first page (again, with `reset`), or the next one. */
  const loadParents = useCallback(
    async (reset = false) => {
      if (!active) setActiveFor(blogPk);
      else if (reset) await refetch();
      else await fetchNextPage();
    },
    [active, blogPk, refetch, fetchNextPage],
  );

  /** Loads the next replies of a comment (the first ones when none are shown). */
  const loadReplies = useCallback(
    async (id: number) => {
      const index = comments.findIndex((c) => c._id === id);
      if (index < 0) return;
      const skip = comments[index].isReplyLoaded ? loadedReplies(comments, index) : 0;
      try {
        const { replies } = await fetchReplies({ _id: id, skip }).unwrap();
        edit((pages) => {
          const at = pageOf(pages, id);
          if (!at) return;
          const { page, i } = at;
          const parent = page[i];
          const end = parent.isReplyLoaded ? subtreeEnd(page, i) : i + 1;
          const known = new Set(pages.flat().map((c) => c._id));
          const added = replies.filter((r) => !known.has(r._id)).map((r) => node(r, parent.childrenLevel + 1));
          parent.isReplyLoaded = true;
          page.splice(end, 0, ...added);
        });
      } catch (err) {
        console.error(err);
      }
    },
    [comments, fetchReplies, edit],
  );

  const hideReplies = useCallback(
    (id: number) =>
      edit((pages) => {
        const at = pageOf(pages, id);
        if (!at) return;
        const { page, i } = at;
        page.splice(i + 1, subtreeEnd(page, i) - i - 1);
        page[i].isReplyLoaded = false;
      }),
    [edit],
  );

  /** A new top-level comment goes first; a reply goes right under its parent. */
  const added = useCallback(
    (comment: CommentItem) =>
      edit((pages) => {
        if (comment.parent === null) {
          if (pages[0]) pages[0].unshift(node(comment, 0));
          return;
        }
        const at = pageOf(pages, comment.parent);
        if (!at) return;
        const { page, i } = at;
        const parent = page[i];
        parent.isReplyLoaded = true;
        parent.children.unshift(comment._id);
        page.splice(i + 1, 0, node(comment, parent.childrenLevel + 1));
      }),
    [edit],
  );

  /** Removes deleted comments (the one and its replies) and the id from its parent's children. */
  const removed = useCallback(
    (comment: CommentNode, deletedIds: number[]) => {
      const gone = new Set([comment._id, ...deletedIds]);
      edit((pages) => {
        for (const page of pages) {
          const kept = page.filter((c) => !gone.has(c._id));
          page.splice(0, page.length, ...kept);
          for (const c of page) if (c._id === comment.parent) c.children = c.children.filter((id) => !gone.has(id));
        }
      });
    },
    [edit],
  );

  return {
    comments,
    parentsLoaded,
    loading: list.isFetching,
    failed: list.isError && !list.currentData,
    retry: () => void refetch(),
    loadParents,
    loadReplies,
    hideReplies,
    added,
    removed,
  };
}
