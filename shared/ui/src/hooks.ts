import { useCallback, useState, useSyncExternalStore } from 'react';
import { selectToken, sessionExpired, uploadImage, UploadError, useAppDispatch, useAppSelector } from '@yayasan/store';

/** Upload with progress; a 401 ends the session like any other call. */
export function useImageUpload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadImage(file, { token, onProgress: setProgress });
      } catch (err) {
        if (err instanceof UploadError && err.status === 401 && token) dispatch(sessionExpired());
        throw err;
      } finally {
        setProgress(null);
      }
    },
    [token, dispatch],
  );
  return { upload, progress };
}

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, true once the component's handlers answer: a
 * button whose work must start from the click itself (a popup, the browser's passkey prompt) stays
 * disabled until then, rather than looking ready and doing nothing.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
