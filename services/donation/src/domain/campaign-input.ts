import { REGULAR_PROGRAMME_WORDS, type CampaignBody } from '@yayasan/contracts';
import { badRequest } from '@yayasan/service-kit';
import {
  checkCampaign,
  checkFund,
  DEFAULT_FUND,
  INPUT_MESSAGES,
  isFund,
  isHttpUrl,
  MESSAGES,
  parseDateInput,
} from '@yayasan/validation';
import { campaignStatus } from './campaigns';
import { EDITABLE_FIELDS, type EditableCampaign } from '../repositories/donations';
import type { CampaignRow } from '../db/tables';

function parseExpiry(value: string): Date {
  const date = parseDateInput(value);
  if (!date) throw badRequest(INPUT_MESSAGES.date('expiry_time'));
  return date;
}

const fromRow = (row: CampaignRow): EditableCampaign => ({
  title: row.title,
  description: row.description ?? '',
  content: row.content ?? '',
  thumbnail: row.thumbnail ?? '',
  target_amount: Number(row.target_amount),
  expiry_time: new Date(row.expiry_time),
  draft: Boolean(row.draft),
  fund: isFund(row.fund) ? row.fund : DEFAULT_FUND,
  regular_programme: Boolean(row.regular_programme),
});

/**
 * Applies the body's editable fields onto the existing campaign (or onto nothing, on create) and
 * checks the result with the same rules as the form, in the same order. Answers the full values
 * and the fields the body actually set.
 */
export function resolveCampaignInput(
  body: CampaignBody,
  existing: CampaignRow | undefined,
  now: Date = new Date(),
): { values: EditableCampaign; changes: Partial<EditableCampaign> } {
  const current = existing ? fromRow(existing) : undefined;
  const pick = <K extends keyof CampaignBody>(key: K) => (body[key] !== undefined ? body[key] : undefined);

  const title = pick('title') ?? current?.title ?? '';
  const description = pick('description') ?? current?.description ?? '';
  const content = pick('content') ?? current?.content ?? '';
  const thumbnail = (pick('thumbnail') ?? current?.thumbnail ?? '').trim();
  const target = pick('target_amount') ?? current?.target_amount ?? 0;
  const expiryText =
    body.expiry_time !== undefined ? body.expiry_time.trim() : current ? current.expiry_time.toISOString() : '';

  const problem = checkCampaign({
    title,
    target_amount: target,
    expiry_time: expiryText,
    thumbnail,
    description,
    content,
  });
  if (problem) throw badRequest(problem);
  // Zakat is refused with its own message: the foundation holds no zakat licence.
  const fundProblem = checkFund(body.fund);
  if (fundProblem) throw badRequest(fundProblem);
  if (!isHttpUrl(thumbnail)) throw badRequest('Data tidak valid: thumbnail harus berupa URL gambar');

  const expiry = parseExpiry(expiryText);
  // Only a newly chosen end date must lie ahead: editing the text of an ended campaign stays possible.
  const expiryChanged = !current || expiry.getTime() !== current.expiry_time.getTime();
  if (expiryChanged && expiry.getTime() <= now.getTime()) throw badRequest(MESSAGES.donationExpiryPast);

  const values: EditableCampaign = {
    title: title.trim(),
    description,
    content,
    thumbnail,
    target_amount: target,
    expiry_time: expiry,
    draft: body.draft ?? current?.draft ?? false,
    // checkFund let through only a fund or nothing.
    fund: isFund(body.fund) ? body.fund : (current?.fund ?? DEFAULT_FUND),
    regular_programme: body.regular_programme ?? current?.regular_programme ?? false,
  };
  // Marking asks for a campaign donors can pledge to now: published and running (an already marked
  // campaign that ends or is unpublished stays marked, and the public read no longer offers it).
  if (body.regular_programme === true) {
    const running =
      campaignStatus(
        {
          expiry_time: values.expiry_time,
          total_collected: Number(existing?.total_collected ?? 0),
          target_amount: values.target_amount,
        },
        now,
      ) === 'Open';
    if (values.draft || !running) throw badRequest(REGULAR_PROGRAMME_WORDS.notRunning);
  }
  const changes: Partial<EditableCampaign> = {};
  const change = <K extends keyof EditableCampaign>(field: K) => {
    changes[field] = values[field];
  };
  for (const field of EDITABLE_FIELDS) if (body[field] !== undefined) change(field);
  return { values, changes };
}
