import { Value } from '@sinclair/typebox/value';
import { PLEDGE_NOTIFICATIONS_PATH, type PledgeNotificationsBody } from '@yayasan/contracts';
import { PledgeNotificationsAnswerSchema, PledgeNotificationsBodySchema } from '@yayasan/contracts/schemas/pledges';
import { parseJson, serviceCallHeaders } from '@yayasan/service-kit';
import { ANNOUNCE_TIMEOUT_MS, type BlogService } from './news-announcement';

/**
 * The 'pledge-notice' job's work: asks the blog service, which keeps notifications, to show the
 * donor a pledge's reminder or its campaign's end. The blog service notifies once per `ref`, so a
 * retry is always safe; throws when the blog service did not do it (the job is retried).
 */
export async function runPledgeNoticeJob(
  blog: BlogService,
  payload: unknown,
): Promise<{ notified: boolean } | { skip: string }> {
  const body = parseJson<PledgeNotificationsBody | null>(payload, null);
  if (!body || !Value.Check(PledgeNotificationsBodySchema, body)) return { skip: 'the job has no notice' };
  const res = await fetch(`${blog.url}${PLEDGE_NOTIFICATIONS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(blog.serviceKey) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`the blog service answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return Value.Parse(PledgeNotificationsAnswerSchema, await res.json());
}
