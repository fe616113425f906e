import type { PaymentOptions } from '@yayasan/contracts';
import { cardDigits, parseCardExpiry } from '@yayasan/validation';

type CardConfig = NonNullable<PaymentOptions['card']>;

export const CARD_REGISTER_FAILED =
  'Kartu tidak dapat didaftarkan. Periksa kembali nomor, masa berlaku dan CVV kartu Anda';
export const CARD_REGISTER_UNREACHABLE = 'Tidak dapat menghubungi Midtrans, coba lagi nanti';

/**
 * Midtrans's card registration endpoint, beside the token endpoint the site names
 * (`…/v2/token` → `…/v2/card/register`): the same host, the same client key.
 */
export const cardRegisterUrl = (card: CardConfig) => new URL('card/register', card.token_url).toString();

/** The saved token of Midtrans's answer when it registered the card (`status_code` "200" and a `saved_token_id`). */
function savedToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const status = 'status_code' in body ? body.status_code : undefined;
  const token = 'saved_token_id' in body ? body.saved_token_id : undefined;
  return status === '200' && typeof token === 'string' && token ? token : undefined;
}

/**
 * Registers the card with Midtrans from the browser itself (`GET /v2/card/register` with the client key),
 * for charges each month: the card's number, expiry and CVV go to Midtrans only; this site keeps the
 * `saved_token_id` Midtrans answers, and its server creates the subscription with it.
 */
export async function registerCard(
  card: CardConfig,
  fields: { number: string; expiry: string; cvv: string },
): Promise<{ savedTokenId?: string; error?: string }> {
  const expiry = parseCardExpiry(fields.expiry);
  if (!expiry) return { error: CARD_REGISTER_FAILED };
  const query = new URLSearchParams({
    client_key: card.client_key,
    card_number: cardDigits(fields.number),
    card_exp_month: String(expiry.month).padStart(2, '0'),
    card_exp_year: String(expiry.year),
    card_cvv: fields.cvv.trim(),
  });
  try {
    const res = await fetch(`${cardRegisterUrl(card)}?${query.toString()}`, {
      headers: { accept: 'application/json' },
    });
    const token = savedToken(await res.json());
    if (res.ok && token) return { savedTokenId: token };
    return { error: CARD_REGISTER_FAILED };
  } catch (err) {
    console.error('card registration failed', err);
    return { error: CARD_REGISTER_UNREACHABLE };
  }
}
