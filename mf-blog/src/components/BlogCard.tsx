import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { LEAD_IMAGE_SIZES, NO_DESCRIPTION, paths, type BlogCard as BlogCardData } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { ResponsiveImage } from '@yayasan/ui';
import { Avatar } from './Avatar';

/**
 * An article in a list: author, date, title, description, first tag, likes, banner. The title is a
 * heading one level below the list's own (`h2` in a page's list under its `h1`).
 */
export function BlogCard({ blog, heading = 'h3' }: { blog: BlogCardData; heading?: 'h2' | 'h3' }) {
  const { personal_info: author } = blog.author;
  return (
    <Card to={paths.article(blog.blog_id)} data-testid="blog-card">
      <Text>
        <Meta>
          <Avatar src={author.profile_img} name={author.fullname} size={24} />
          <span>
            {author.fullname} @{author.username}
          </span>
          {blog.publishedAt && <time dateTime={blog.publishedAt}>{formatDayMonth(blog.publishedAt)}</time>}
        </Meta>
        <Title as={heading}>{blog.title}</Title>
        <p>{blog.des || NO_DESCRIPTION}</p>
        <Footer>
          {blog.tags[0] && <Tag>{blog.tags[0]}</Tag>}
          <span aria-label={`${blog.activity.total_likes} suka`}>♥ {blog.activity.total_likes}</span>
        </Footer>
      </Text>
      {blog.banner ? (
        <Banner src={blog.banner} alt="" sizes={LEAD_IMAGE_SIZES.articleCard} />
      ) : (
        <BannerPlaceholder aria-hidden />
      )}
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  gap: 16px;
  align-items: center;
  padding: 18px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  text-decoration: none;
  color: inherit;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
const Title = styled.h3`
  margin: 8px 0 4px;
  font-size: 1.25rem;
  line-height: 1.3;
`;
const Text = styled.div`
  flex: 1;
  min-width: 0;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    white-space: nowrap;
  }
`;
const Footer = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  margin-top: 10px;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;
export const Tag = styled.span`
  padding: 3px 12px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
`;
// The banner and its placeholder take the same square.
const bannerBox = css`
  width: 110px;
  height: 110px;
  border-radius: 8px;
  flex-shrink: 0;
  background: ${(p) => p.theme.colors.surface};
  @media (max-width: 480px) {
    width: 80px;
    height: 80px;
  }
`;
const Banner = styled(ResponsiveImage)`
  ${bannerBox}
  object-fit: cover;
`;
const BannerPlaceholder = styled.div`
  ${bannerBox}
`;
