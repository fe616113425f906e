import styled from 'styled-components';
import { Button, LoadError } from '@yayasan/ui';
import { GALLERY_LOAD_ERROR } from '../messages';

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
  if (isFetchNextPageError) return <LoadError message={GALLERY_LOAD_ERROR} onRetry={() => fetchNextPage()} />;
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
