import styled from 'styled-components';
import { Button } from '@yayasan/ui';

/** Previous/next page of a list, with where the reader is; nothing when everything fits one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation ("Halaman kabar terbaru"). */
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Sebelumnya
      </Button>
      <span aria-live="polite">
        Halaman {page} dari {totalPages}
      </span>
      <Button type="button" $variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Berikutnya
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
`;
