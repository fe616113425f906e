import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { loadFailure, selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, LoadError, NotFound, notify, PageContainer, Spinner, TabBar } from '@yayasan/ui';
import { useGetProfileQuery } from '../api';
import { AboutUser } from '../components/AboutUser';
import { AuthorArticles } from '../components/AuthorArticles';
import { Avatar } from '../components/Avatar';
import { PROFILE_TEXT } from '../messages';

/** /user/:username: who the user is, their published articles, and About. */
export default function ProfilePage() {
  const { username = '' } = useParams<{ username: string }>();
  const me = useAppSelector(selectUser);
  const { data: profile, error, isLoading, isFetching, refetch } = useGetProfileQuery(username, { skip: !username });
  const missing = Boolean(error) && loadFailure(error) === 'not-found';
  const failed = Boolean(error) && !missing;

  useEffect(() => {
    if (failed) notify.error(PROFILE_TEXT.loadFailed);
  }, [failed]);

  if (!username || missing) return <NotFound />;
  if (isLoading || (isFetching && !profile)) return <Spinner />;
  if (failed && !profile) return <LoadError message={PROFILE_TEXT.loadFailed} onRetry={() => refetch()} />;
  if (!profile) return <EmptyState>{PROFILE_TEXT.unavailable}</EmptyState>;

  const info = profile.personal_info;
  const own = me?.username === info.username;
  return (
    <PageContainer>
      <Layout>
        <Side>
          <Avatar src={info.profile_img} name={info.fullname || info.username} size={112} />
          <h1>@{info.username}</h1>
          <p className="name">{info.fullname}</p>
          <p className="counts">
            {profile.account_info.total_posts.toLocaleString('id-ID')} {PROFILE_TEXT.articles} ·{' '}
            {profile.account_info.total_reads.toLocaleString('id-ID')} {PROFILE_TEXT.reads}
          </p>
          {own && (
            <Button as={Link} to={paths.editProfile} $variant="secondary">
              {PROFILE_TEXT.editProfile}
            </Button>
          )}
        </Side>
        <Main>
          <TabBar labels={[PROFILE_TEXT.tabArticles, PROFILE_TEXT.tabAbout]}>
            {[<AuthorArticles key="articles" authorId={profile._id} />, <AboutUser key="about" profile={profile} />]}
          </TabBar>
        </Main>
      </Layout>
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) {
    grid-template-columns: 280px 1fr;
    align-items: start;
  }
`;
const Side = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  h1 {
    font-size: 1.4rem;
    margin: 10px 0 0;
    word-break: break-all;
  }
  .name {
    margin: 0;
    font-size: 1.1rem;
  }
  .counts {
    margin: 0 0 10px;
    color: ${(p) => p.theme.colors.muted};
  }
  @media (min-width: 900px) {
    position: sticky;
    top: 96px;
    padding-right: 24px;
    border-right: 1px solid ${(p) => p.theme.colors.border};
  }
`;
const Main = styled.div`
  min-width: 0;
`;
