import { apiErrorMessage, selectUser, useAppSelector } from '@yayasan/store';
import { notify } from '@yayasan/ui';
import { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation } from '../api';
import { SETTINGS_TEXT } from '../messages';
import { DonationNotificationSwitch } from './DonationNotificationSwitch';
import { SettingsHint, SettingsOption, SettingsSection } from './SettingsSection';

/**
 * "Notifikasi e-mail" on the settings page: receipts are always sent (shown checked and locked);
 * campaign news can be turned off and on, saved at once. The same switch the unsubscribe link flips.
 * Administrators also find the switch of their notification of each settled donation here.
 */
export function EmailNotifications() {
  const query = useGetEmailPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateEmailPreferencesMutation();
  const isAdmin = useAppSelector(selectUser)?.isAdmin ?? false;

  const setNews = async (on: boolean) => {
    try {
      await update({ campaign_news: on }).unwrap();
      notify.success(SETTINGS_TEXT.emailSaved);
    } catch (err) {
      notify.error(SETTINGS_TEXT.emailSaveFailed(apiErrorMessage(err)));
    }
  };

  return (
    <SettingsSection
      id="email-notifications-title"
      title={SETTINGS_TEXT.emailTitle}
      query={query}
      loadFailed={SETTINGS_TEXT.emailLoadFailed}
      retry={SETTINGS_TEXT.retry}
    >
      {(data) => (
        <>
          <SettingsOption>
            <input type="checkbox" checked disabled aria-describedby="email-receipts-hint" />
            <span>
              {SETTINGS_TEXT.emailReceipts}
              <SettingsHint id="email-receipts-hint">{SETTINGS_TEXT.emailReceiptsAlways}</SettingsHint>
            </span>
          </SettingsOption>
          <SettingsOption>
            <input
              type="checkbox"
              checked={data.campaign_news}
              disabled={saving}
              aria-describedby="email-news-hint"
              onChange={(e) => void setNews(e.target.checked)}
            />
            <span>
              {SETTINGS_TEXT.emailNews}
              <SettingsHint id="email-news-hint">{SETTINGS_TEXT.emailNewsHint}</SettingsHint>
            </span>
          </SettingsOption>
          {isAdmin && <DonationNotificationSwitch />}
        </>
      )}
    </SettingsSection>
  );
}
