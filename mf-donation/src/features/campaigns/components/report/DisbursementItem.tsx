import { useState } from 'react';
import styled from 'styled-components';
import type { LedgerEntry } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { Button, Modal, ResponsiveImage } from '@yayasan/ui';
import { categoryLabel } from '../../../../components/ledger/labels';
import { Item, Tag, Top } from './entry-list';

/** One disbursement: amount, date, category, description and its proofs, which open large. */
export function DisbursementItem({ entry, onReverse }: { entry: LedgerEntry; onReverse?: () => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const category = entry.category ? categoryLabel(entry.category) : null;
  const reversed = entry.reversed_by_seq !== null;
  return (
    <Item data-testid="disbursement" $reversed={reversed}>
      <Top>
        <strong>{formatRp(entry.amount)}</strong>
        <time dateTime={entry.occurred_at}>{formatDayMonthYear(entry.occurred_at)}</time>
      </Top>
      {category && <Tag>{category}</Tag>}
      {reversed && <Tag>Dibatalkan (koreksi #{entry.reversed_by_seq})</Tag>}
      {entry.description && <p>{entry.description}</p>}
      {entry.proofs.length > 0 && (
        <Proofs>
          {entry.proofs.map((src, i) => (
            <li key={src}>
              <ProofButton type="button" onClick={() => setOpen(src)} aria-label={`Lihat bukti ${i + 1}`}>
                <ResponsiveImage src={src} alt="" sizes="120px" />
              </ProofButton>
            </li>
          ))}
        </Proofs>
      )}
      {onReverse && (
        <Button type="button" $variant="danger" onClick={onReverse}>
          Batalkan (koreksi)
        </Button>
      )}
      <Modal open={open !== null} onClose={() => setOpen(null)} title="Bukti penyaluran" width={900}>
        {open && <Large src={open} alt={`Bukti penyaluran ${formatRp(entry.amount)}`} />}
        <Button type="button" $variant="secondary" onClick={() => setOpen(null)} data-autofocus>
          Tutup
        </Button>
      </Modal>
    </Item>
  );
}

const Proofs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const ProofButton = styled.button`
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  background: none;
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    width: 120px;
    height: 90px;
    object-fit: cover;
  }
`;

const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto 12px;
  object-fit: contain;
`;
