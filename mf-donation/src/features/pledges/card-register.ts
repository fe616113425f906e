import { midtransCardCall, type CardConfig, type CardFields } from '../../lib/midtrans-card';

export const CARD_REGISTER_FAILED =
  'Kartu tidak dapat didaftarkan. Periksa kembali nomor, masa berlaku dan CVV kartu Anda';
export const CARD_REGISTER_UNREACHABLE = 'Tidak dapat menghubungi Midtrans, coba lagi nanti';

/**
 * Midtrans's card registration endpoint, beside the token endpoint the site names
 * (`…/v2/token` → `…/v2/card/register`): the same host, the same client key.
 */
export const cardRegisterUrl = (card: CardConfig) => new URL('card/register', card.token_url).toString();

/**
 * Registers the card with Midtrans from the browser itself (`GET /v2/card/register` with the client key),
 * for charges each month: this site keeps the `saved_token_id` Midtrans answers, and its server creates
 * the subscription with it.
 */
export async function registerCard(
  card: CardConfig,
  fields: CardFields,
): Promise<{ savedTokenId?: string; error?: string }> {
  const result = await midtransCardCall(cardRegisterUrl(card), card, fields, 'saved_token_id');
  if ('value' in result) return { savedTokenId: result.value };
  return { error: 'unreachable' in result ? CARD_REGISTER_UNREACHABLE : CARD_REGISTER_FAILED };
}
