import { useCallback, useEffect, useRef } from 'react';
import type { NewNotificationAnswer } from '@yayasan/contracts';
import { useNavigate } from 'react-router-dom';
import {
  expiryHandled,
  liveNotificationArrived,
  selectSessionExpired,
  selectToken,
  sessionUpdated,
  useAppDispatch,
  useAppSelector,
  skipToken,
} from '@yayasan/store';
import { notify, useSignInPath } from '@yayasan/ui';
import { sessionApi } from './sessionApi';
import { useLiveNotifications } from './liveNotifications';

export const SESSION_EXPIRED_TOAST = 'Sesi Anda telah berakhir, silakan masuk kembali';

/** While the live stream is unavailable, the bell's flag is asked for this often. */
export const FALLBACK_POLL_MS = 60_000;

/**
 * Keeps the session honest: keeps the bell flag current (live from the notification stream, polled
 * while the stream is unavailable) and handles an expired token anywhere.
 */
export function SessionEffects({ fallbackPollMs = FALLBACK_POLL_MS }: { fallbackPollMs?: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Signing in again brings the visitor back to the page where the session ended.
  const signInPath = useSignInPath();
  const token = useAppSelector(selectToken);
  const expired = useAppSelector(selectSessionExpired);
  const onFlag = useCallback(
    (answer: NewNotificationAnswer) => {
      dispatch(sessionUpdated({ new_notification_available: answer.new_notification_available }));
      if (answer.new_notification_available) dispatch(liveNotificationArrived());
    },
    [dispatch],
  );
  const live = useLiveNotifications(token, onFlag);
  // Asked once per token in any case (a 401 here ends an expired session); polled only without the stream.
  const { data } = sessionApi.useNewNotificationQuery(token ?? skipToken, {
    pollingInterval: live ? 0 : fallbackPollMs,
  });

  // While the stream is open it alone sets the flag: its first event is the flag as of its opening, so an
  // answer asked for before that (and arriving after a newer event) must not put a lit bell out again.
  const streamOpen = useRef(live);
  useEffect(() => {
    streamOpen.current = live;
  }, [live]);
  useEffect(() => {
    if (data && !streamOpen.current)
      dispatch(sessionUpdated({ new_notification_available: data.new_notification_available }));
  }, [data, dispatch]);

  useEffect(() => {
    if (!expired) return;
    notify.error(SESSION_EXPIRED_TOAST);
    dispatch(expiryHandled());
    navigate(signInPath);
  }, [expired, dispatch, navigate, signInPath]);

  return null;
}
