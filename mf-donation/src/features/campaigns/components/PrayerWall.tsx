import { useState } from 'react';
import styled from 'styled-components';
import { formatDonorDate } from '@yayasan/format';
import { apiErrorMessage, selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, LoadError, notify, Spinner, useSignInPrompt } from '@yayasan/ui';
import { MESSAGES } from '@yayasan/validation';
import { useGetPrayersQuery, useHidePrayerMutation, useToggleAminMutation, type Prayer } from '../api/news';
import { Pager } from './Pager';

export const PRAYERS_EMPTY = 'Belum ada doa dari para donatur';

/**
 * "Doa & dukungan": prayers sent with settled donations, newest first, a page at a time. A signed-in
 * user says "Aamiin" once per prayer (pressing again takes it back; the count is the server's); a
 * signed-out one is asked to sign in. Administrators can hide a prayer.
 */
export function PrayerWall({ donationId, isAdmin }: { donationId: string; isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const { data, currentData, error, isLoading, refetch } = useGetPrayersQuery({ id: donationId, page });

  return (
    <Section aria-labelledby="prayers-heading">
      <h2 id="prayers-heading">Doa &amp; dukungan</h2>
      {isLoading ? (
        <Spinner />
      ) : (error && !currentData) || !data ? (
        <LoadError message="Doa tidak dapat dimuat." onRetry={() => refetch()} />
      ) : data.prayers.length === 0 ? (
        <EmptyState>{PRAYERS_EMPTY}</EmptyState>
      ) : (
        <>
          <List>
            {data.prayers.map((prayer) => (
              <PrayerCard
                key={prayer.prayer_id}
                prayer={prayer}
                donationId={donationId}
                page={page}
                isAdmin={isAdmin}
              />
            ))}
          </List>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Halaman doa" />
        </>
      )}
    </Section>
  );
}

function PrayerCard({
  prayer,
  donationId,
  page,
  isAdmin,
}: {
  prayer: Prayer;
  donationId: string;
  page: number;
  isAdmin: boolean;
}) {
  const user = useAppSelector(selectUser);
  const askToSignIn = useSignInPrompt();
  const [toggleAmin, { isLoading: saying }] = useToggleAminMutation();
  const [hide, { isLoading: hiding }] = useHidePrayerMutation();

  const amin = async () => {
    if (!user) return askToSignIn(MESSAGES.aminLogin);
    try {
      await toggleAmin({ campaignId: donationId, page, prayerId: prayer.prayer_id }).unwrap();
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };
  const hidePrayer = async () => {
    try {
      await hide({ campaignId: donationId, prayerId: prayer.prayer_id }).unwrap();
      notify.success('Doa disembunyikan');
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <Card data-testid="prayer">
      <Head>
        <strong>{prayer.name}</strong>
        <time dateTime={prayer.created_at}>{formatDonorDate(prayer.created_at)}</time>
      </Head>
      <Message>{prayer.message}</Message>
      <Actions>
        <Button
          type="button"
          $variant={prayer.amin_by_user ? 'primary' : 'secondary'}
          aria-pressed={prayer.amin_by_user}
          disabled={saying}
          onClick={amin}
        >
          Aamiin
        </Button>
        <span data-testid="amin-count">{prayer.amin_count} orang mengaminkan</span>
        {isAdmin && (
          <Button type="button" $variant="ghost" disabled={hiding} onClick={hidePrayer}>
            Sembunyikan
          </Button>
        )}
      </Actions>
    </Card>
  );
}

const Section = styled.section`
  h2 {
    font-size: 1.2rem;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Card = styled.li`
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  time {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const Message = styled.p`
  margin: 8px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;
