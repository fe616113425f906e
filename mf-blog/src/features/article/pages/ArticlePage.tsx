import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LEAD_IMAGE_SIZES, paths, type BlogActivity } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { ASK_AGAIN_ON_VISIT, loadFailure, useAppDispatch, skipToken } from '@yayasan/store';
import {
  LoadError,
  LOAD_FAILED,
  NotFound,
  PageContainer,
  Region,
  ResponsiveImage,
  retryingLazy,
  Spinner,
} from '@yayasan/ui';
import { articleApi } from '../api';
import { Avatar } from '../../../components/Avatar';
import { BlogContent } from '../../../components/content/BlogContent';
import { InteractionBar } from '../components/InteractionBar';
import { RelatedArticles } from '../components/RelatedArticles';
import { useLike } from '../hooks/useLike';

// The comments panel (list, replies, the comment form) loads when it is first opened: most readers
// never open it, so the article's first load leaves it out. If its code cannot be loaded (offline),
// the panel alone says so and loads again on retry; the article stays.
const CommentsDrawer = retryingLazy(() =>
  import(/* webpackChunkName: "comments" */ '../components/CommentsDrawer').then((m) => ({
    default: m.CommentsDrawer,
  })),
);

/** /blog/:blog_id — banner, title, author, date, likes and comments, content, related articles. */
export default function ArticlePage() {
  const { blog_id: blogId } = useParams();
  // Another article starts afresh, its comments drawer closed.
  return <ArticleView key={blogId} blogId={blogId} />;
}

function ArticleView({ blogId }: { blogId: string | undefined }) {
  const dispatch = useAppDispatch();
  // Every visit asks again (the server counts it as a read), but not the hydration of the page the
  // server has just rendered with it.
  const { currentData, isFetching, error, refetch } = articleApi.useGetBlogQuery(
    blogId ?? skipToken,
    ASK_AGAIN_ON_VISIT,
  );
  const blog = currentData?.blog.blog_id === blogId ? currentData?.blog : undefined;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, and kept when closed: the comments loaded stay.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openComments = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  // Counts live in the cached article, so every view of it shows the same numbers.
  const changeActivity = useCallback(
    (change: (a: BlogActivity) => BlogActivity) => {
      if (!blogId) return;
      dispatch(
        articleApi.util.updateQueryData('getBlog', blogId, (draft) => {
          draft.blog.activity = change(draft.blog.activity);
        }),
      );
    },
    [dispatch, blogId],
  );

  const like = useLike(blog?._id ?? 0, blogId ?? '');

  if (isFetching && !blog) return <Spinner />;
  if (error && !blog && loadFailure(error) === 'outage') {
    return <LoadError message={LOAD_FAILED.article} onRetry={() => refetch()} />;
  }
  if (!blog) return <NotFound />;
  const counts = blog.activity;

  const author = blog.author.personal_info;
  return (
    <PageContainer>
      <Article>
        {blog.banner && <Banner src={blog.banner} alt="" sizes={LEAD_IMAGE_SIZES.article} priority />}
        <h1>{blog.title}</h1>
        <Byline>
          <Avatar src={author.profile_img} name={author.fullname} size={44} />
          <div>
            <span>{author.fullname}</span>
            <Link to={paths.profile(author.username)}>@{author.username}</Link>
          </div>
          {blog.publishedAt && (
            <time dateTime={blog.publishedAt}>Dipublikasikan {formatDayMonth(blog.publishedAt)}</time>
          )}
        </Byline>
        <InteractionBar blog={blog} activity={counts} like={like} onOpenComments={openComments} />
        <BlogContent content={blog.content} />
        <InteractionBar blog={blog} activity={counts} like={like} onOpenComments={openComments} />
        <RelatedArticles blogId={blog.blog_id} tag={blog.tags[0]} />
      </Article>
      {drawerWanted && (
        <Region message={LOAD_FAILED.comments} fallback={null}>
          <CommentsDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={blog.title}
            blogPk={blog._id}
            blogAuthor={{ _id: blog.author._id, username: author.username }}
            activity={counts}
            onActivity={changeActivity}
          />
        </Region>
      )}
    </PageContainer>
  );
}

const Article = styled.article`
  max-width: 900px;
  margin: 0 auto;
  h1 {
    font-size: clamp(1.7rem, 4vw, 2.4rem);
    line-height: 1.25;
    margin: 24px 0 16px;
  }
`;
const Banner = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;
const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  div {
    display: flex;
    flex-direction: column;
  }
  div span {
    font-weight: 600;
  }
  a {
    color: ${(p) => p.theme.colors.muted};
  }
  time {
    margin-left: auto;
    color: ${(p) => p.theme.colors.muted};
  }
`;
