import { randomBytes, randomUUID } from 'node:crypto';
import { MINUTE_MS } from './time';

/** What a token stands for: the card as Midtrans shows it, and whether its bank refuses it. */
export interface CardToken {
  maskedCard: string;
  denied: boolean;
  expiresAt: number;
}

/** Midtrans's test card whose bank denies every payment. */
const DENIED_TEST_CARD = '4911111111111113';
/** A token is used once, within a few minutes of being made. */
const TOKEN_LIFETIME_MS = 10 * MINUTE_MS;

export type TokenOutcome = { ok: true; tokenId: string; maskedCard: string } | { ok: false; messages: string[] };

type Query = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export type CardCheck = { ok: true; maskedCard: string; denied: boolean } | { ok: false; messages: string[] };

/** The card fields a browser sends with the client key (token and card register alike), checked as Midtrans does. */
export function checkCard(query: Query, now: number): CardCheck {
  const messages: string[] = [];
  if (!text(query.client_key)) messages.push('client_key is required');
  const number = text(query.card_number).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) messages.push('card_number must be 13 to 19 digits');
  const month = Number(text(query.card_exp_month));
  const year = Number(text(query.card_exp_year));
  if (!Number.isInteger(month) || month < 1 || month > 12) messages.push('card_exp_month must be 01 to 12');
  if (!/^\d{4}$/.test(text(query.card_exp_year))) messages.push('card_exp_year must be 4 digits');
  else {
    const date = new Date(now);
    if (year * 12 + month - 1 < date.getUTCFullYear() * 12 + date.getUTCMonth()) messages.push('card is expired');
  }
  if (!/^\d{3,4}$/.test(text(query.card_cvv))) messages.push('card_cvv must be 3 or 4 digits');
  if (messages.length > 0) return { ok: false, messages };
  return { ok: true, maskedCard: `${number.slice(0, 6)}-${number.slice(-4)}`, denied: number === DENIED_TEST_CARD };
}

/**
 * GET /v2/token: the browser sends the card straight to Midtrans with the merchant's client key and
 * gets a one-time token_id the merchant's server charges with; the card never passes the merchant.
 */
export class CardTokens {
  private readonly tokens = new Map<string, CardToken>();

  create(query: Query, now: number): TokenOutcome {
    const card = checkCard(query, now);
    if (!card.ok) return card;
    const { maskedCard, denied } = card;
    const tokenId = `${maskedCard}-${randomUUID()}`;
    this.tokens.set(tokenId, { maskedCard, denied, expiresAt: now + TOKEN_LIFETIME_MS });
    return { ok: true, tokenId, maskedCard };
  }

  /** Takes a token for a charge: unknown, used or timed-out tokens answer undefined. */
  take(tokenId: unknown, now: number): CardToken | undefined {
    if (typeof tokenId !== 'string') return undefined;
    const token = this.tokens.get(tokenId);
    this.tokens.delete(tokenId);
    return token && token.expiresAt > now ? token : undefined;
  }
}

/** A card saved for later charges without the card holder (subscriptions): what its saved_token_id stands for. */
export interface SavedCard {
  maskedCard: string;
  denied: boolean;
}

/** Saved cards by saved_token_id; unlike a one-time token_id they are charged again and again. */
export class SavedCards {
  private readonly cards = new Map<string, SavedCard>();

  save(card: SavedCard): string {
    const [first, last] = card.maskedCard.split('-');
    // Midtrans's saved tokens keep the card's first six and last four digits around a random middle.
    const savedTokenId = `${first}${randomBytes(12).toString('base64url').slice(0, 16)}${last}`;
    this.cards.set(savedTokenId, card);
    return savedTokenId;
  }

  get(savedTokenId: unknown): SavedCard | undefined {
    return typeof savedTokenId === 'string' ? this.cards.get(savedTokenId) : undefined;
  }
}
