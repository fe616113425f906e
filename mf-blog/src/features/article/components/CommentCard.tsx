import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type CommentItem } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, useSignInPrompt } from '@yayasan/ui';
import { MESSAGES } from '@yayasan/validation';
import { articleApi } from '../api';
import { Avatar } from '../../../components/Avatar';
import { loadedReplies, type CommentNode } from '../hooks/useComments';
import { CommentField } from './CommentField';

/** Replies are indented 10 px per unit, and the drawer uses 4 units per level. */
export const INDENT_PX = 10 * 4;

export function CommentCard({
  comment,
  index,
  all,
  blogPk,
  blogAuthor,
  onAdded,
  onRemoved,
  onShowReplies,
  onHideReplies,
}: {
  comment: CommentNode;
  index: number;
  all: CommentNode[];
  blogPk: number;
  blogAuthor: { _id: number; username: string };
  onAdded: (c: CommentItem) => void;
  onRemoved: (c: CommentNode, deleted: number[]) => void;
  onShowReplies: (id: number) => Promise<void>;
  onHideReplies: (id: number) => void;
}) {
  const user = useAppSelector(selectUser);
  const promptSignIn = useSignInPrompt();
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteComment, { isLoading: deleting }] = articleApi.useDeleteCommentMutation();
  const author = comment.commented_by.personal_info;
  const canDelete = !!user && (user.username === author.username || user.username === blogAuthor.username);
  const moreReplies = comment.isReplyLoaded && loadedReplies(all, index) < comment.children.length;

  const toggleReplies = async () => {
    if (comment.isReplyLoaded) return onHideReplies(comment._id);
    setBusy(true);
    await onShowReplies(comment._id);
    setBusy(false);
  };

  const remove = async () => {
    try {
      const { deleted } = await deleteComment({ _id: comment._id }).unwrap();
      onRemoved(comment, deleted ?? []);
    } catch (err) {
      console.error(err);
    }
  };

  return (
    <Item
      style={{ paddingLeft: comment.childrenLevel * INDENT_PX }}
      data-testid="comment"
      data-level={comment.childrenLevel}
    >
      <Box>
        <Head>
          <Avatar src={author.profile_img} name={author.fullname} size={28} />
          <Link to={paths.profile(author.username)}>
            {author.fullname} @{author.username}
          </Link>
          <time dateTime={comment.commentedAt}>{formatDayMonth(comment.commentedAt)}</time>
        </Head>
        <Text>{comment.comment}</Text>
        <Actions>
          {comment.children.length > 0 && (
            <Button
              $variant="ghost"
              type="button"
              onClick={toggleReplies}
              disabled={busy}
              aria-expanded={comment.isReplyLoaded}
            >
              {comment.isReplyLoaded ? 'Sembunyikan Balasan' : `${comment.children.length} Balasan`}
            </Button>
          )}
          <Button
            $variant="ghost"
            type="button"
            onClick={() => (user ? setReplying((r) => !r) : promptSignIn(MESSAGES.replyLogin))}
          >
            Balas
          </Button>
          {canDelete && (
            <Button $variant="ghost" type="button" onClick={remove} disabled={deleting} aria-label="Hapus komentar">
              Hapus
            </Button>
          )}
        </Actions>
        {replying && (
          <CommentField
            blogPk={blogPk}
            blogAuthor={blogAuthor._id}
            replyingTo={comment._id}
            label="Balas"
            onAdded={(reply) => {
              setReplying(false);
              onAdded(reply);
            }}
          />
        )}
      </Box>
      {moreReplies && (
        <MoreReplies $variant="ghost" type="button" onClick={() => onShowReplies(comment._id)}>
          Muat balasan lainnya
        </MoreReplies>
      )}
    </Item>
  );
}

const Item = styled.li`
  list-style: none;
  margin: 0 0 12px;
`;
const Box = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  padding: 12px;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.85rem;
  a {
    font-weight: 600;
    color: inherit;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    margin-left: auto;
    color: ${(p) => p.theme.colors.muted};
    white-space: nowrap;
  }
`;
const Text = styled.p`
  margin: 10px 0 6px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  button {
    min-height: 32px;
    padding: 4px 10px;
    font-size: 0.85rem;
  }
`;
const MoreReplies = styled(Button)`
  margin-top: 6px;
  font-size: 0.85rem;
`;
