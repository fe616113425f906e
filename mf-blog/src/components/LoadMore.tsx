import styled from 'styled-components';
import { Button } from '@yayasan/ui';

export const LOAD_MORE_LABEL = 'Tampilkan Lebih Banyak';

/** Shown while more results remain than are loaded. */
export function LoadMore({ visible, busy, onClick }: { visible: boolean; busy: boolean; onClick: () => void }) {
  if (!visible) return null;
  return (
    <Wrap>
      <Button $variant="secondary" onClick={onClick} disabled={busy}>
        {LOAD_MORE_LABEL}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 20px 0;
`;
