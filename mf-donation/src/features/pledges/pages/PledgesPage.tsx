import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, PLEDGE_WORDS } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, EmptyState, LoadError, SignInRedirect, Spinner } from '@yayasan/ui';
import { useGetPledgesQuery } from '../api';
import { GopayActivation } from '../components/GopayActivation';
import { NewPledge } from '../components/NewPledge';
import { PledgeCard } from '../components/PledgeCard';

export const NO_PLEDGES = 'Belum ada donasi rutin';
export const PLEDGES_FAILED = 'Donasi rutin tidak dapat dimuat';

/** `?pledge=<id>` after GoPay's linking page: a positive whole id, or null. */
function pledgeParam(params: URLSearchParams): number | null {
  const value = Number(params.get('pledge'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /dashboard/donasi-rutin — the signed-in donor's monthly pledges. `?campaign=<id>` (from a campaign's
 * donate page) opens a new pledge for it above the list; `?pledge=<id>` (back from GoPay) activates it.
 */
export default function PledgesPage() {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaign');
  // Read once: the address loses it so a reload does not ask again.
  const [activating] = useState(() => pledgeParam(params));
  const { data, isLoading, isError, refetch } = useGetPledgesQuery(undefined, { skip: !user });

  useEffect(() => {
    if (params.has('pledge')) setParams((p) => (p.delete('pledge'), p), { replace: true });
  }, [params, setParams]);

  if (!user) return <SignInRedirect />;
  const pledges = data?.pledges ?? [];

  return (
    <Page>
      <h1>{PLEDGE_WORDS.title}</h1>
      <p>Donasi Anda setiap bulan: setiap bulan tercatat lunas, menunggu, atau terlewat.</p>
      {activating !== null && <GopayActivation pledgeId={activating} />}
      {campaignId && (
        <NewPledge
          key={campaignId}
          campaignId={campaignId}
          onClose={() => setParams((p) => (p.delete('campaign'), p), { replace: true })}
        />
      )}
      {isLoading ? (
        <Spinner />
      ) : isError && pledges.length === 0 ? (
        <LoadError message={PLEDGES_FAILED} onRetry={() => void refetch()} />
      ) : pledges.length === 0 ? (
        !campaignId && (
          <Empty>
            <EmptyState>{NO_PLEDGES}</EmptyState>
            <p>Pilih kampanye yang sedang berjalan, lalu pilih &ldquo;{PLEDGE_WORDS.choice}&rdquo;.</p>
            <Button as={Link} to={paths.donations}>
              Pilih Kampanye
            </Button>
          </Empty>
        )
      ) : (
        <List>
          {pledges.map((pledge) => (
            <li key={pledge.id}>
              <PledgeCard pledge={pledge} />
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}

const Page = styled.section`
  min-width: 0;
  h1 {
    margin: 0 0 8px;
  }
`;
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
`;
const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;
