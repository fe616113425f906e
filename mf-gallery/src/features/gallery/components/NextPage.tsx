import styled from 'styled-components';
import { Button } from '@yayasan/ui';
import { LoadError } from './LoadError';

/** The end of a paged list: 'Tampilkan Lebih Banyak' while pages remain, or a retry when the next one failed. */
export function NextPage({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}) {
  if (isFetchNextPageError) return <LoadError onRetry={() => fetchNextPage()} />;
  if (!hasNextPage) return null;
  return (
    <More>
      <Button $variant="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
        Tampilkan Lebih Banyak
      </Button>
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
