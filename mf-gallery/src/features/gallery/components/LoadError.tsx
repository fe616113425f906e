import styled from 'styled-components';
import { Button, EmptyState } from '@yayasan/ui';
import { GALLERY_LOAD_ERROR } from '../messages';

/** A failed fetch: say so and offer a retry. */
export function LoadError({ onRetry, message = GALLERY_LOAD_ERROR }: { onRetry: () => void; message?: string }) {
  return (
    <Wrap role="alert">
      <EmptyState as="span">{message}</EmptyState>
      <Button $variant="secondary" onClick={onRetry}>
        Coba Lagi
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 0;
`;
