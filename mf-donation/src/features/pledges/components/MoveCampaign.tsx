import { useId, useState, type FormEvent } from 'react';
import type { Pledge } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, LoadError, Select } from '@yayasan/ui';
import { useGetPledgeCampaignChoicesQuery, useUpdatePledgeMutation } from '../api';
import { FieldLabel } from './AmountChoice';
import { Actions, UPDATE_FAILED } from './EditPledgeForm';
import { Problem } from './PledgeForm';

/**
 * A pledge whose campaign ended: the donor picks another running campaign for it (the same amount and
 * day), or stops it with the card's "Berhenti".
 */
export function MoveCampaign({ pledge, onDone }: { pledge: Pledge; onDone: () => void }) {
  const id = useId();
  const choices = useGetPledgeCampaignChoicesQuery();
  const [update, { isLoading }] = useUpdatePledgeMutation();
  const [campaignId, setCampaignId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const running = (choices.data?.donations ?? []).filter((c) => c.donation_id !== pledge.campaign.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!campaignId) return;
    setProblem(null);
    try {
      await update({ id: pledge.id, campaign_id: campaignId }).unwrap();
      onDone();
    } catch (err) {
      setProblem(apiErrorMessage(err, UPDATE_FAILED));
    }
  };

  if (choices.isError && !choices.data) {
    return <LoadError message="Daftar kampanye tidak dapat dimuat" onRetry={() => void choices.refetch()} />;
  }
  if (choices.data && running.length === 0) return null;
  return (
    <form onSubmit={submit} noValidate aria-label="Pilih kampanye lain">
      <FieldLabel htmlFor={`${id}-campaign`}>Pindahkan ke kampanye lain</FieldLabel>
      <Select
        id={`${id}-campaign`}
        value={campaignId}
        disabled={!choices.data}
        onChange={(e) => setCampaignId(e.target.value)}
      >
        <option value="">Pilih kampanye yang sedang berjalan</option>
        {running.map((c) => (
          <option key={c.donation_id} value={c.donation_id}>
            {c.title}
          </option>
        ))}
      </Select>
      {problem && <Problem role="alert">{problem}</Problem>}
      <Actions>
        <Button type="submit" disabled={!campaignId || isLoading}>
          {isLoading ? 'Menyimpan...' : 'Pindahkan'}
        </Button>
      </Actions>
    </form>
  );
}
