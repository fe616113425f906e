import { Readable } from 'node:stream';
import { dataErasurePath, dataExportPath, serviceCallHeaders } from '@yayasan/service-kit';
import type { ErasureContentChoice } from '@yayasan/validation';

/** Another service of the site, called with the services' shared key (SERVICE_CALL_KEY). */
export interface OtherService {
  url: string;
  key: string;
}

/**
 * One part of a user's export held by another service (the services own their tables): its answer, a
 * JSON array, as a stream read only as fast as the archive takes it. Throws when the service refuses.
 */
export async function exportPartStream(service: OtherService, userId: number, part: string): Promise<Readable> {
  const res = await fetch(`${service.url}${dataExportPath(userId, part)}`, {
    headers: serviceCallHeaders(service.key),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!res.ok || !res.body) throw new Error(`${service.url}: export part ${part} answered ${res.status}`);
  return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
}

/** Has another service erase or anonymise its rows of the user; repeating it is harmless. */
export async function eraseRowsIn(service: OtherService, userId: number, content: ErasureContentChoice) {
  const res = await fetch(`${service.url}${dataErasurePath(userId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(service.key) },
    body: JSON.stringify({ content }),
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (!res.ok) throw new Error(`${service.url}: erasure answered ${res.status} ${await res.text()}`);
}
