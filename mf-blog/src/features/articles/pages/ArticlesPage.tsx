import { useState } from 'react';
import styled from 'styled-components';
import { pageWords, paths } from '@yayasan/contracts';
import { ARTICLE_CATEGORIES } from '@yayasan/site-config';
import { ASK_AGAIN_ON_VISIT, skipToken } from '@yayasan/store';
import { above, PageContainer, Spinner } from '@yayasan/ui';
import { blogApi } from '../../../lib/api';
import { articlesApi } from '../api';
import { PagedBlogList } from '../../../components/PagedBlogList';
import { TrendingList } from '../components/TrendingList';

// Each visit asks again (unless the answer is under half a minute old), so newly published articles show.
const FRESH = ASK_AGAIN_ON_VISIT;

/** /artikel: latest articles (or one category's), categories as tag filters, trending. */
export default function ArticlesPage() {
  const [tag, setTag] = useState<string | null>(null);
  const latest = articlesApi.useLatestBlogPagesInfiniteQuery(tag === null ? undefined : skipToken, FRESH);
  const latestCount = articlesApi.useLatestBlogsCountQuery(tag === null ? undefined : skipToken, FRESH);
  const tagged = blogApi.useSearchBlogPagesInfiniteQuery(tag === null ? skipToken : { tag }, FRESH);
  const taggedCount = blogApi.useSearchBlogsCountQuery(tag === null ? skipToken : { tag }, FRESH);

  return (
    <PageContainer>
      <Heading id="articles-heading">{tag ?? pageWords(paths.articles).heading}</Heading>
      <Layout>
        <Categories aria-labelledby="categories-heading">
          <h2 id="categories-heading">Kategori</h2>
          <div>
            {ARTICLE_CATEGORIES.map((c) => (
              <Category
                key={c}
                type="button"
                aria-pressed={tag === c}
                $active={tag === c}
                onClick={() => setTag((current) => (current === c ? null : c))}
              >
                {c}
              </Category>
            ))}
          </div>
        </Categories>
        <Main aria-labelledby="articles-heading">
          <PagedBlogList
            pages={tag === null ? latest : tagged}
            count={tag === null ? latestCount : taggedCount}
            loading={
              <ListLoading aria-busy="true">
                <Spinner />
              </ListLoading>
            }
          />
        </Main>
        <Trending>
          <TrendingList />
        </Trending>
      </Layout>
    </PageContainer>
  );
}

/**
 * Narrow screens: categories, then the list, then trending. Wide: the list beside a side column. The
 * markup follows the narrow order: a phone paints the page while it is still arriving, and a part that
 * arrived after the one shown below it would push that down.
 */
const Layout = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'categories' 'main' 'trending';
  ${above(1000)} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'main categories' 'main trending';
    column-gap: 40px;
  }
`;
const Heading = styled.h1`
  font-size: 1.6rem;
  margin: 0 0 16px;
`;
const Main = styled.section`
  grid-area: main;
  min-width: 0;
`;
// A page of cards is taller than the screen: holding that much while it loads keeps the columns
// below it (trending on phones) from jumping down when the cards arrive.
const ListLoading = styled.div`
  min-height: 100vh;
`;
const sideColumn = `
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
`;
const Categories = styled.aside`
  grid-area: categories;
  ${sideColumn}
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;
const Trending = styled.aside`
  grid-area: trending;
  ${sideColumn}
`;
const Category = styled.button<{ $active: boolean }>`
  padding: 8px 16px;
  border-radius: 999px;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surface)};
  color: ${(p) => (p.$active ? p.theme.colors.primaryText : p.theme.colors.text)};
  font-weight: 600;
`;
