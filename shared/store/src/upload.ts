import { checkUpload } from '@yayasan/validation';
import { API_BASE } from './api';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Sends an image to the media service (`POST /api/upload-image`, field `file`) and resolves to its URL.
 * Checks type and size first with the same rule the server applies; reports progress from 0 to 1.
 */
export function uploadImage(
  file: File,
  options: { token: string | null; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<string> {
  const problem = checkUpload(file);
  if (problem) return Promise.reject(new UploadError(problem, 400));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/upload-image`);
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { success?: number; file?: { url?: string }; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: handled below */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.success && body.file?.url) {
        options.onProgress?.(1);
        resolve(body.file.url);
      } else {
        reject(new UploadError(body.error ?? 'Gagal mengupload gambar', xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Tidak dapat terhubung ke server'));
    xhr.onabort = () => reject(new UploadError('Upload dibatalkan'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
