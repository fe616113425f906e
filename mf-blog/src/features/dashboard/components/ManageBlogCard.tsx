import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NO_DESCRIPTION, paths, type BlogCard } from '@yayasan/contracts';
import { formatDayMonth, padIndex } from '@yayasan/format';
import { Button, ResponsiveImage } from '@yayasan/ui';

/** One of the user's own articles: stats for published ones, a number for drafts, edit and delete. */
export function ManageBlogCard({ blog, index, onDelete }: { blog: BlogCard; index: number; onDelete: () => void }) {
  return (
    <Row data-testid="manage-blog">
      {blog.draft ? (
        <Number aria-hidden>{padIndex(index + 1)}</Number>
      ) : blog.banner ? (
        <Thumb src={blog.banner} alt="" sizes="120px" />
      ) : null}
      <Body>
        {blog.draft ? (
          <h3>{blog.title}</h3>
        ) : (
          <h3>
            <Link to={paths.article(blog.blog_id)}>{blog.title}</Link>
          </h3>
        )}
        <p>{blog.des || NO_DESCRIPTION}</p>
        {!blog.draft && (
          <Stats>
            {blog.publishedAt && <span>Dipublikasikan {formatDayMonth(blog.publishedAt)}</span>}
            <span>{blog.activity.total_likes} suka</span>
            <span>{blog.activity.total_comments} komentar</span>
            <span>{blog.activity.total_reads} dibaca</span>
          </Stats>
        )}
        <Actions>
          <Button as={Link} to={paths.editor(blog.blog_id)} $variant="secondary">
            Edit
          </Button>
          <Button type="button" $variant="danger" onClick={onDelete}>
            Hapus
          </Button>
        </Actions>
      </Body>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Thumb = styled(ResponsiveImage)`
  width: 120px;
  height: 90px;
  object-fit: cover;
  border-radius: 8px;
  flex-shrink: 0;
  @media (max-width: 600px) {
    display: none;
  }
`;
const Number = styled.span`
  font-size: 2rem;
  font-weight: 800;
  color: ${(p) => p.theme.colors.border};
  min-width: 48px;
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  h3 {
    margin: 0 0 6px;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  p {
    margin: 0 0 8px;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Stats = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: 10px;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
