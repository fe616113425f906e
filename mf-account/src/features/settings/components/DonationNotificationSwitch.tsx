import styled from 'styled-components';
import { apiErrorMessage } from '@yayasan/store';
import { Button, notify } from '@yayasan/ui';
import {
  useGetDonationNotificationPreferenceQuery,
  useUpdateDonationNotificationPreferenceMutation,
} from '../api/donation-notifications';
import { SettingsHint, SettingsOption } from './SettingsSection';

export const DONATION_SWITCH_TEXT = {
  label: 'Notifikasi donasi masuk',
  hint: 'Pemberitahuan di lonceng untuk setiap donasi yang berhasil, digabung bila banyak yang masuk sekaligus',
  saved: 'Pengaturan notifikasi donasi disimpan',
  saveFailed: (serverError: string) => `Gagal menyimpan pengaturan notifikasi donasi: ${serverError}`,
  loadFailed: 'Gagal memuat pengaturan notifikasi donasi.',
  retry: 'Coba Lagi',
};

/**
 * An administrator's switch for the notification of each settled donation (kept by the blog service
 * with the notifications), saved at once. Shown to administrators only: nobody else gets them.
 */
export function DonationNotificationSwitch() {
  const { data, isLoading, isError, refetch } = useGetDonationNotificationPreferenceQuery();
  const [update, { isLoading: saving }] = useUpdateDonationNotificationPreferenceMutation();

  const set = async (enabled: boolean) => {
    try {
      await update({ enabled }).unwrap();
      notify.success(DONATION_SWITCH_TEXT.saved);
    } catch (err) {
      notify.error(DONATION_SWITCH_TEXT.saveFailed(apiErrorMessage(err)));
    }
  };

  if (isError)
    return (
      <Failed role="alert">
        {DONATION_SWITCH_TEXT.loadFailed}{' '}
        <Button $variant="ghost" type="button" onClick={() => void refetch()}>
          {DONATION_SWITCH_TEXT.retry}
        </Button>
      </Failed>
    );
  return (
    <SettingsOption>
      <input
        type="checkbox"
        checked={data?.enabled ?? false}
        disabled={isLoading || saving}
        aria-busy={isLoading}
        aria-describedby="donation-notifications-hint"
        onChange={(e) => void set(e.target.checked)}
      />
      <span>
        {DONATION_SWITCH_TEXT.label}
        <SettingsHint id="donation-notifications-hint">{DONATION_SWITCH_TEXT.hint}</SettingsHint>
      </span>
    </SettingsOption>
  );
}

const Failed = styled.p`
  margin: 12px 0;
  color: ${(p) => p.theme.colors.danger};
`;
