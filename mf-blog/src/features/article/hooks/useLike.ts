import { selectToken, selectUser, useAppSelector, skipToken } from '@yayasan/store';
import { useSignInPrompt } from '@yayasan/ui';
import { MESSAGES } from '@yayasan/validation';
import { articleApi } from '../api';

/**
 * The like toggle: the initial state comes from /isliked-by-user when signed in; a click changes
 * the state and the count at once (in the cache, see `likeBlog`), the server's answer then sets
 * them, and a failure undoes the change.
 */
export function useLike(blogPk: number, blogId: string) {
  const user = useAppSelector(selectUser);
  const promptSignIn = useSignInPrompt();
  const token = useAppSelector(selectToken);
  const { data } = articleApi.useIsLikedByUserQuery(token && blogPk ? blogPk : skipToken);
  const [likeBlog, { isLoading }] = articleApi.useLikeBlogMutation();
  const liked = token ? data?.result === true : false;

  const toggle = async () => {
    if (!user) {
      promptSignIn(MESSAGES.likeLogin);
      return;
    }
    try {
      await likeBlog({ _id: blogPk, isLikedByUser: liked, blogId }).unwrap();
    } catch (err) {
      console.error(err);
    }
  };

  return { liked, toggle, busy: isLoading };
}
