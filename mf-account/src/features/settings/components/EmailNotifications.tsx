import styled from 'styled-components';
import { apiErrorMessage, selectUser, useAppSelector } from '@yayasan/store';
import { notify } from '@yayasan/ui';
import { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation } from '../api';
import { SETTINGS_TEXT } from '../messages';
import { DonationNotificationSwitch } from './DonationNotificationSwitch';
import { SettingsSection } from './SettingsSection';

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
          <Option>
            <input type="checkbox" checked disabled aria-describedby="email-receipts-hint" />
            <span>
              {SETTINGS_TEXT.emailReceipts}
              <Hint id="email-receipts-hint">{SETTINGS_TEXT.emailReceiptsAlways}</Hint>
            </span>
          </Option>
          <Option>
            <input
              type="checkbox"
              checked={data.campaign_news}
              disabled={saving}
              aria-describedby="email-news-hint"
              onChange={(e) => void setNews(e.target.checked)}
            />
            <span>
              {SETTINGS_TEXT.emailNews}
              <Hint id="email-news-hint">{SETTINGS_TEXT.emailNewsHint}</Hint>
            </span>
          </Option>
          {isAdmin && <DonationNotificationSwitch />}
        </>
      )}
    </SettingsSection>
  );
}

const Option = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 12px 0;
  cursor: pointer;
  input {
    margin-top: 4px;
  }
`;
const Hint = styled.small`
  display: block;
  color: ${(p) => p.theme.colors.muted};
`;
