import type { PaymentOptions } from '@yayasan/contracts';
import { cardDigits, parseCardExpiry } from '@yayasan/validation';

export type CardConfig = NonNullable<PaymentOptions['card']>;
export interface CardFields {
  number: string;
  expiry: string;
  cvv: string;
}

/** How a card call to Midtrans ended: the answer's field, or what went wrong (refused, or Midtrans unreachable). */
export type CardCallResult = { value: string } | { refused: true } | { unreachable: true };

/**
 * One of Midtrans's card calls made from the browser itself (`GET <url>` with the client key and the
 * card in the query, as Midtrans's own script does): the card's number, expiry and CVV go to Midtrans
 * only. Answers `field` of a "200" answer (the one-time `token_id`, or a registration's `saved_token_id`).
 */
export async function midtransCardCall(
  url: string,
  card: CardConfig,
  fields: CardFields,
  field: 'token_id' | 'saved_token_id',
): Promise<CardCallResult> {
  const expiry = parseCardExpiry(fields.expiry);
  if (!expiry) return { refused: true };
  const query = new URLSearchParams({
    client_key: card.client_key,
    card_number: cardDigits(fields.number),
    card_exp_month: String(expiry.month).padStart(2, '0'),
    card_exp_year: String(expiry.year),
    card_cvv: fields.cvv.trim(),
  });
  try {
    const res = await fetch(`${url}?${query.toString()}`, { headers: { accept: 'application/json' } });
    const body: unknown = await res.json();
    const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const value = answer[field];
    if (res.ok && answer.status_code === '200' && typeof value === 'string' && value) return { value };
    return { refused: true };
  } catch (err) {
    console.error(`Midtrans card call (${field}) failed`, err);
    return { unreachable: true };
  }
}
