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
import { notify } from '@yayasan/ui';
import { paths } from '@yayasan/contracts';
import { sessionApi } from './sessionApi';

export const SESSION_EXPIRED_TOAST = 'Sesi Anda telah berakhir, silakan masuk kembali';

/** Keeps the session honest: refreshes the bell flag and handles an expired token anywhere. */
export function SessionEffects() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
    navigate(paths.signIn);
  }, [expired, dispatch, navigate]);

  return null;
}
