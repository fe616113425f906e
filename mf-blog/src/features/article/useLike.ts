import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { BlogActivity } from '@yayasan/contracts';
import { selectToken, selectUser, useAppSelector } from '@yayasan/store';
import { useSignInPrompt } from '@yayasan/ui';
import { MESSAGES } from '@yayasan/validation';
import { blogApi } from '../../api/blogApi';

/**
 * The like toggle: the initial state comes from /isliked-by-user when signed in; a click changes
 * the count at once, then the server's answer sets the stored state (or the change is undone).
 */
export function useLike(blogPk: number, onActivity: (change: (a: BlogActivity) => BlogActivity) => void) {
  const user = useAppSelector(selectUser);
  const promptSignIn = useSignInPrompt();
  const token = useAppSelector(selectToken);
  const { data } = blogApi.useIsLikedByUserQuery(token && blogPk ? { _id: blogPk, token } : skipToken);
  const [liked, setLiked] = useState(false);
  const [likeBlog, { isLoading }] = blogApi.useLikeBlogMutation();

  useEffect(() => setLiked(token ? data?.result === true : false), [data, token]);

  const toggle = async () => {
    if (!user) {
      promptSignIn(MESSAGES.likeLogin);
      return;
    }
    const was = liked;
    setLiked(!was);
    onActivity((a) => ({ ...a, total_likes: Math.max(a.total_likes + (was ? -1 : 1), 0) }));
    try {
      const answer = await likeBlog({ _id: blogPk, isLikedByUser: was }).unwrap();
      setLiked(answer.liked_by_user);
      onActivity((a) => ({ ...a, total_likes: answer.total_likes }));
    } catch (err) {
      console.error(err);
      setLiked(was);
      onActivity((a) => ({ ...a, total_likes: Math.max(a.total_likes + (was ? 1 : -1), 0) }));
    }
  };

  return { liked, toggle, busy: isLoading };
}
