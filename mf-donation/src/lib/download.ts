import { useState } from 'react';
import { API_BASE, selectToken, useAppSelector } from '@yayasan/store';
import { notify } from '@yayasan/ui';

export const DOWNLOAD_FAILED = 'Berkas tidak dapat diunduh, coba lagi nanti';

/** The server's `{error}` text of a failed download, or the general message. */
async function failureText(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}

/**
 * Downloads a file (PDF, CSV) from the API with the session's token: the API needs the bearer
 * header, which a plain link cannot carry, so the file is fetched and handed to the browser as a
 * download. A refused request shows the server's message.
 */
export function useFileDownload() {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (path: string, filename: string): Promise<boolean> => {
    setBusy(filename);
    try {
      const res = await fetch(new URL(`${API_BASE}${path}`, location.href), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) {
        notify.error(await failureText(res));
        return false;
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has been handled, so the download keeps its data.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return true;
    } catch (err) {
      console.error('download failed', err);
      notify.error(DOWNLOAD_FAILED);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { download, busy };
}
