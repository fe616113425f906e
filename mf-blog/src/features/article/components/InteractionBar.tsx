import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Blog, type BlogActivity } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { CommentIcon, HeartIcon, ShareIcon } from '../../../components/Icons';
import { ShareArticleDialog } from './ShareArticleDialog';

/** Like and comment counts, the like toggle, the comments and share buttons, and the author's edit link. */
export function InteractionBar({
  blog,
  activity,
  like,
  onOpenComments,
}: {
  blog: Blog;
  activity: BlogActivity;
  like: { liked: boolean; toggle: () => void; busy: boolean };
  onOpenComments: () => void;
}) {
  const user = useAppSelector(selectUser);
  const { liked } = like;
  const [sharing, setSharing] = useState(false);
  const isAuthor = !!user && user.username === blog.author.personal_info.username;

  return (
    <Bar>
      <Group>
        <Round
          type="button"
          onClick={like.toggle}
          disabled={like.busy}
          aria-pressed={liked}
          aria-label={liked ? 'Batal suka' : 'Suka'}
          $active={liked}
        >
          <HeartIcon filled={liked} />
        </Round>
        <Count data-testid="like-count">{activity.total_likes}</Count>
        <Round type="button" onClick={onOpenComments} aria-label="Buka komentar" $active={false}>
          <CommentIcon />
        </Round>
        <Count data-testid="comment-count">{activity.total_comments}</Count>
        <Round type="button" onClick={() => setSharing(true)} aria-label="Bagikan artikel" $active={false}>
          <ShareIcon />
        </Round>
      </Group>
      {isAuthor && <EditLink to={paths.editor(blog.blog_id)}>Edit</EditLink>}
      <ShareArticleDialog blogId={blog.blog_id} title={blog.title} open={sharing} onClose={() => setSharing(false)} />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 10px 0;
  margin: 16px 0 24px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;
const Round = styled.button<{ $active: boolean }>`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => (p.$active ? 'rgba(220, 38, 38, 0.15)' : p.theme.colors.surface)};
  color: ${(p) => (p.$active ? p.theme.colors.danger : p.theme.colors.text)};
  &:disabled {
    cursor: progress;
  }
`;
const Count = styled.span`
  min-width: 24px;
  color: ${(p) => p.theme.colors.muted};
`;
const EditLink = styled(Link)`
  font-weight: 600;
  text-decoration: underline;
`;
