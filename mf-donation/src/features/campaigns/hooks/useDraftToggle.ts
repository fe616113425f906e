import { useCallback } from 'react';
import { apiErrorMessage } from '@yayasan/store';
import { notify } from '@yayasan/ui';
import { useSetCampaignDraftMutation } from '../api';

export const MOVE_TO_DRAFT_CONFIRM = 'Anda yakin ingin memindahkan donasi ini ke draft?';

/** Moves a campaign to draft or publishes it, with the spec's toasts; answers whether it worked. */
export function useDraftToggle() {
  const [setDraft, { isLoading }] = useSetCampaignDraftMutation();
  const toggle = useCallback(
    async (id: string, draft: boolean) => {
      try {
        await setDraft({ id, draft }).unwrap();
        notify.success(draft ? 'Donasi Terdraft' : 'Donasi Terpublish');
        return true;
      } catch (err) {
        notify.error(apiErrorMessage(err));
        return false;
      }
    },
    [setDraft],
  );
  return { toggle, busy: isLoading };
}
