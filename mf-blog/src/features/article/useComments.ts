import { useCallback, useState } from 'react';
import type { CommentItem } from '@yayasan/contracts';
import { blogApi } from '../../api/blogApi';

/** A comment as the drawer shows it: flattened in display order with its indentation level. */
export interface CommentNode extends CommentItem {
  childrenLevel: number;
  isReplyLoaded: boolean;
}

interface State {
  comments: CommentNode[];
  /** Top-level comments loaded so far (the `skip` of the next page). */
  parentsLoaded: number;
}

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

/**
 * The comments drawer's list: pages of top-level comments, replies loaded on demand under their
 * parent, and the local effects of adding and deleting (spec §4 "Counts").
 */
export function useComments(blogPk: number) {
  const [state, setState] = useState<State>({ comments: [], parentsLoaded: 0 });
  const [loading, setLoading] = useState(false);
  const [fetchParents] = blogApi.useLazyBlogCommentsQuery();
  const [fetchReplies] = blogApi.useLazyCommentRepliesQuery();

  const loadParents = useCallback(
    async (reset = false) => {
      setLoading(true);
      try {
        const skip = reset ? 0 : state.parentsLoaded;
        const page = await fetchParents({ blog_id: blogPk, skip }).unwrap();
        setState((s) => {
          const base = reset ? { comments: [], parentsLoaded: 0 } : s;
          return {
            comments: [...base.comments, ...page.map((c) => node(c, 0))],
            parentsLoaded: base.parentsLoaded + page.length,
          };
        });
      } catch (err) {
        console.error(err);
      } finally {
        setLoading(false);
      }
    },
    [blogPk, fetchParents, state.parentsLoaded],
  );

  /** Loads the next replies of a comment (the first ones when none are shown). */
  const loadReplies = useCallback(
    async (id: number) => {
      const index = state.comments.findIndex((c) => c._id === id);
      if (index < 0) return;
      const skip = state.comments[index].isReplyLoaded ? loadedReplies(state.comments, index) : 0;
      try {
        const { replies } = await fetchReplies({ _id: id, skip }).unwrap();
        setState((s) => {
          const i = s.comments.findIndex((c) => c._id === id);
          if (i < 0) return s;
          const parent = s.comments[i];
          const at = parent.isReplyLoaded ? subtreeEnd(s.comments, i) : i + 1;
          const known = new Set(s.comments.map((c) => c._id));
          const added = replies.filter((r) => !known.has(r._id)).map((r) => node(r, parent.childrenLevel + 1));
          const comments = [...s.comments];
          comments[i] = { ...parent, isReplyLoaded: true };
          comments.splice(at, 0, ...added);
          return { ...s, comments };
        });
      } catch (err) {
        console.error(err);
      }
    },
    [fetchReplies, state.comments],
  );

  const hideReplies = useCallback((id: number) => {
    setState((s) => {
      const i = s.comments.findIndex((c) => c._id === id);
      if (i < 0) return s;
      const comments = [...s.comments];
      comments.splice(i + 1, subtreeEnd(s.comments, i) - i - 1);
      comments[i] = { ...comments[i], isReplyLoaded: false };
      return { ...s, comments };
    });
  }, []);

  /** A new top-level comment goes first; a reply goes right under its parent. */
  const added = useCallback((comment: CommentItem) => {
    setState((s) => {
      if (comment.parent === null) {
        return { comments: [node(comment, 0), ...s.comments], parentsLoaded: s.parentsLoaded + 1 };
      }
      const i = s.comments.findIndex((c) => c._id === comment.parent);
      if (i < 0) return s;
      const parent = s.comments[i];
      const comments = [...s.comments];
      comments[i] = { ...parent, isReplyLoaded: true, children: [comment._id, ...parent.children] };
      comments.splice(i + 1, 0, node(comment, parent.childrenLevel + 1));
      return { ...s, comments };
    });
  }, []);

  /** Removes deleted comments (the one and its replies) and the id from its parent's children. */
  const removed = useCallback((comment: CommentNode, deletedIds: number[]) => {
    const gone = new Set([comment._id, ...deletedIds]);
    setState((s) => ({
      comments: s.comments
        .filter((c) => !gone.has(c._id))
        .map((c) => (c._id === comment.parent ? { ...c, children: c.children.filter((id) => !gone.has(id)) } : c)),
      parentsLoaded: comment.parent === null ? Math.max(s.parentsLoaded - 1, 0) : s.parentsLoaded,
    }));
  }, []);

  return { ...state, loading, loadParents, loadReplies, hideReplies, added, removed };
}
