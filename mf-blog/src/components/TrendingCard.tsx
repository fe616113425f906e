import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type BlogCard } from '@yayasan/contracts';
import { formatDayMonth, padIndex } from '@yayasan/format';
import { Avatar } from './Avatar';

/** A numbered entry of the trending list: 01, 02, … */
export function TrendingCard({ blog, index }: { blog: BlogCard; index: number }) {
  const author = blog.author.personal_info;
  return (
    <Item to={paths.article(blog.blog_id)} data-testid="trending-card">
      <Number>{padIndex(index + 1)}</Number>
      <div>
        <Meta>
          <Avatar src={author.profile_img} name={author.fullname} size={22} />
          <span>{author.fullname}</span>
          {blog.publishedAt && <time dateTime={blog.publishedAt}>{formatDayMonth(blog.publishedAt)}</time>}
        </Meta>
        <h3>{blog.title}</h3>
      </div>
    </Item>
  );
}

const Item = styled(Link)`
  display: flex;
  gap: 14px;
  padding: 12px 0;
  text-decoration: none;
  color: inherit;
  h3 {
    margin: 6px 0 0;
    font-size: 1rem;
    line-height: 1.35;
  }
`;
const Number = styled.span`
  font-size: 2.2rem;
  font-weight: 800;
  line-height: 1;
  color: ${(p) => p.theme.colors.muted};
  min-width: 48px;
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.muted};
`;
