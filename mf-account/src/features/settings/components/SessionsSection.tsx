import styled from 'styled-components';
import { formatDayMonthYear, formatDonorDate } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, notify } from '@yayasan/ui';
import { SECOND_FACTOR_TEXT as T } from '@yayasan/validation';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from '../api/security';
import { SettingsItem, SettingsList, SettingsMeta, SettingsSection } from './SettingsSection';

/**
 * "Perangkat yang sedang masuk": each signed-in session with its device, browser and approximate last
 * use, this one marked; any other can be ended, or all others at once.
 */
export function SessionsSection() {
  const query = useGetSessionsQuery();
  const [endOne, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const others = query.data?.sessions.filter((s) => !s.current) ?? [];

  const end = async (id: string) => {
    try {
      await endOne({ id }).unwrap();
      notify.success(T.sessionEnded);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };
  const endAll = async () => {
    try {
      const { ended } = await endOthers().unwrap();
      notify.success(T.othersEnded(ended));
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <SettingsSection
      id="sessions-title"
      title={T.sessionsTitle}
      query={query}
      loadFailed={T.loadFailed}
      retry={T.retry}
    >
      {(data) => (
        <>
          <SettingsList>
            {data.sessions.map((s) => (
              <SettingsItem key={s.id} aria-current={s.current ? 'true' : undefined}>
                <div>
                  <strong>
                    {s.browser} · {s.device}
                  </strong>
                  {s.current && <Badge>{T.thisDevice}</Badge>}
                  <SettingsMeta>
                    {T.lastUsed}: {formatDonorDate(s.last_used_at)} WIB · {T.signedInAt}:{' '}
                    {formatDayMonthYear(s.created_at)}
                  </SettingsMeta>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => end(s.id)}
                    disabled={ending.isLoading}
                    aria-label={`${T.endSession} ${s.browser} · ${s.device}`}
                  >
                    {T.endSession}
                  </Button>
                )}
              </SettingsItem>
            ))}
          </SettingsList>
          {others.length === 0 ? (
            <p>{T.noOtherSessions}</p>
          ) : (
            <Button type="button" $variant="danger" onClick={endAll} disabled={endingOthers.isLoading}>
              {T.endOthers}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}

const Badge = styled.span`
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
`;
