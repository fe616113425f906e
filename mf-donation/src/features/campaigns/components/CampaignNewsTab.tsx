import { useState } from 'react';
import styled from 'styled-components';
import { BlockContent } from '@yayasan/blocks/render';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, ConfirmDialog, EmptyState, LoadError, notify, ResponsiveImage, Spinner } from '@yayasan/ui';
import { useDeleteCampaignNewsMutation, useGetCampaignNewsQuery, type CampaignNews } from '../api/news';
import { CampaignNewsForm } from './CampaignNewsForm';
import { Pager } from './Pager';

export const NEWS_EMPTY = 'Belum ada kabar terbaru';
export const DELETE_NEWS_CONFIRM = 'Hapus kabar terbaru ini?';

/** "Kabar Terbaru": the campaign's news, newest first, a page at a time; administrators write and remove posts. */
export function CampaignNewsTab({ donationId, isAdmin }: { donationId: string; isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CampaignNews | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CampaignNews | null>(null);
  const { data, currentData, error, isFetching, isLoading, refetch } = useGetCampaignNewsQuery({
    id: donationId,
    page,
  });
  const [remove, { isLoading: removing }] = useDeleteCampaignNewsMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ id: donationId, updateId: deleting.update_id }).unwrap();
      notify.success('Kabar terbaru dihapus');
      setDeleting(null);
      // The last post of a later page went: step back rather than show an empty page.
      if (page > 1 && data?.updates.length === 1) setPage(page - 1);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <Section aria-busy={isFetching}>
      {isAdmin &&
        (editing ? (
          <CampaignNewsForm
            donationId={donationId}
            news={editing === 'new' ? undefined : editing}
            onDone={(created) => {
              setEditing(null);
              if (created) setPage(1);
            }}
          />
        ) : (
          <Button type="button" onClick={() => setEditing('new')}>
            Tulis Kabar Terbaru
          </Button>
        ))}
      {isLoading ? (
        <Spinner />
      ) : (error && !currentData) || !data ? (
        <LoadError message="Kabar terbaru tidak dapat dimuat." onRetry={() => refetch()} />
      ) : data.updates.length === 0 ? (
        <EmptyState>{NEWS_EMPTY}</EmptyState>
      ) : (
        <>
          <List>
            {data.updates.map((news) => (
              <NewsItem key={news.update_id} data-testid="campaign-news">
                <h3>{news.title}</h3>
                <Meta>
                  <time dateTime={news.published_at}>{formatDayMonthYear(news.published_at)}</time>
                  {news.disbursed_amount !== null && (
                    <Disbursed>Dana disalurkan {formatRp(news.disbursed_amount)}</Disbursed>
                  )}
                </Meta>
                <BlockContent content={news.content} testId="campaign-news-content" />
                {news.pictures.length > 0 && (
                  <Pictures>
                    {news.pictures.map((src) => (
                      <li key={src}>
                        <ResponsiveImage src={src} alt="" sizes="(min-width: 900px) 30vw, 50vw" />
                      </li>
                    ))}
                  </Pictures>
                )}
                {isAdmin && (
                  <Admin>
                    <Button type="button" $variant="secondary" onClick={() => setEditing(news)}>
                      Edit
                    </Button>
                    <Button type="button" $variant="danger" onClick={() => setDeleting(news)}>
                      Hapus
                    </Button>
                  </Admin>
                )}
              </NewsItem>
            ))}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman kabar terbaru" />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={DELETE_NEWS_CONFIRM}
        confirmLabel="Hapus"
        busy={removing}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: stretch;
  > button {
    align-self: flex-start;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
const NewsItem = styled.li`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h3 {
    margin: 0 0 6px;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.muted};
`;
const Disbursed = styled.span`
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};
`;
const Pictures = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
  }
`;
const Admin = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;
