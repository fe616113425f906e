import { useState } from 'react';
import styled from 'styled-components';
import type { LedgerEntry } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Label, Modal, notify, TextArea } from '@yayasan/ui';
import { checkReversalReason } from '@yayasan/validation';
import { useReverseLedgerEntryMutation } from '../../../../lib/ledger-api';

export const REVERSE_CONFIRM =
  'Batalkan catatan ini dengan catatan koreksi? Catatan lama tetap tersimpan dan tidak dapat dikembalikan.';

/** The confirmation before a reversing entry is written, with an optional reason. */
export function ReversalDialog({
  donationId,
  entry,
  onClose,
}: {
  donationId: string;
  entry: LedgerEntry | null;
  onClose: (reversed: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reverse, { isLoading }] = useReverseLedgerEntryMutation();
  const close = (reversed = false) => {
    setReason('');
    setProblem(null);
    onClose(reversed);
  };
  const confirm = async () => {
    if (!entry) return;
    const rule = checkReversalReason(reason);
    setProblem(rule);
    if (rule) return;
    try {
      await reverse({ id: donationId, seq: entry.seq, body: { reason: reason.trim() || undefined } }).unwrap();
      notify.success('Catatan dikoreksi');
      close(true);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };
  return (
    <Modal open={entry !== null} onClose={() => close()} label={REVERSE_CONFIRM}>
      <p>{REVERSE_CONFIRM}</p>
      {entry && (
        <p>
          <strong>{formatRp(entry.amount)}</strong> · {formatDayMonthYear(entry.occurred_at)}
        </p>
      )}
      <Label htmlFor="ledger-reversal-reason">Alasan koreksi (opsional)</Label>
      <TextArea id="ledger-reversal-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      {problem && <ProblemText role="alert">{problem}</ProblemText>}
      <DialogActions>
        <Button type="button" $variant="danger" onClick={confirm} disabled={isLoading}>
          Batalkan Catatan
        </Button>
        <Button type="button" $variant="secondary" onClick={() => close()} disabled={isLoading} data-autofocus>
          Kembali
        </Button>
      </DialogActions>
    </Modal>
  );
}

const ProblemText = styled.p`
  min-height: 1.2em;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
