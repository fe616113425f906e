import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  expiryHandled,
  selectSessionExpired,
  selectToken,
  sessionUpdated,
  useAppDispatch,
  useAppSelector,
} from '@yayasan/store';
import { notify, useSignInPath } from '@yayasan/ui';
import { sessionApi } from './sessionApi';

export const SESSION_EXPIRED_TOAST = 'Sesi Anda telah berakhir, silakan masuk kembali';

/** Keeps the session honest: refreshes the bell flag and handles an expired token anywhere. */
export function SessionEffects() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Signing in again brings the visitor back to the page where the session ended.
  const signInPath = useSignInPath();
  const token = useAppSelector(selectToken);
  const expired = useAppSelector(selectSessionExpired);
  const { data } = sessionApi.useNewNotificationQuery(token ?? skipToken);

  useEffect(() => {
    if (data) dispatch(sessionUpdated({ new_notification_available: data.new_notification_available }));
  }, [data, dispatch]);

  useEffect(() => {
    if (!expired) return;
    notify.error(SESSION_EXPIRED_TOAST);
    dispatch(expiryHandled());
    navigate(signInPath);
  }, [expired, dispatch, navigate, signInPath]);

  return null;
}
