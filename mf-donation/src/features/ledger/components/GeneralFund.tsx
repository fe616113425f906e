import { useId } from 'react';
import styled from 'styled-components';
import { GENERAL_FUND_LABEL } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { LoadError, Spinner } from '@yayasan/ui';
import { Figures, Hash } from '../../../components/ledger/MoneyFlow';
import { useGetGeneralFundQuery } from '../../../lib/ledger-api';

/**
 * The foundation's general fund ("Dana Umum Yayasan"): gifts no campaign had room for, with the head
 * of its own chain, so its accounts are as open as a campaign's.
 */
export function GeneralFund() {
  const id = useId();
  const { data, currentData, error, isFetching, refetch } = useGetGeneralFundQuery();
  return (
    <Section aria-labelledby={id} aria-busy={isFetching}>
      <h2 id={id}>{GENERAL_FUND_LABEL}</h2>
      <p>Donasi yang melebihi sisa target kampanye dicatat di dana umum yayasan, dengan buku kas tersendiri.</p>
      {isFetching && !data ? (
        <Spinner />
      ) : (error && !currentData) || !data ? (
        <LoadError message="Dana umum yayasan tidak dapat dimuat." onRetry={() => refetch()} />
      ) : (
        <>
          <Figures aria-label={`Ringkasan ${GENERAL_FUND_LABEL}`}>
            <div>
              <dt>Dana masuk</dt>
              <dd data-testid="general-fund-collected">{formatRp(data.collected)}</dd>
            </div>
            <div>
              <dt>Dana tersalurkan</dt>
              <dd>{formatRp(data.disbursed)}</dd>
            </div>
            <div>
              <dt>Saldo</dt>
              <dd data-testid="general-fund-balance">{formatRp(data.balance)}</dd>
            </div>
          </Figures>
          <p>
            {data.entry_count} catatan. Hash terakhir: <Hash data-testid="general-fund-head">{data.head_hash}</Hash>
          </p>
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
