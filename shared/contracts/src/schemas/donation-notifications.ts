import { Type } from '@sinclair/typebox';

/**
 * Administrators' notifications of settled donations (blog service, which owns notifications). The
 * donation service's job reports each settlement once it counts; the blog service tells every
 * administrator who has not turned it off, grouping what arrives within a few minutes
 * into the one unread notification (constants and types: api/donation-notifications.ts).
 */

/** A settled donation as the donation service reports it; `ref` is its order id, one notice per ref. */
export const DonationNotificationsBodySchema = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 64, description: 'The payment’s order id' }),
  amount: Type.Integer({ minimum: 1, description: 'Rupiah' }),
  campaign_id: Type.Union([Type.String({ maxLength: 64 }), Type.Null()], {
    description: 'The campaign’s public id (null: the general fund)',
  }),
  campaign_title: Type.String({ maxLength: 255 }),
  recorded_by: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'The administrator who recorded an offline gift: not told of their own entry',
    }),
  ),
});
export const DonationNotificationsAnswerSchema = Type.Object({
  notified: Type.Integer({ description: 'Administrators whose notification was added or grew (0: reported before)' }),
});

export const DonationNotificationPreferenceSchema = Type.Object({
  enabled: Type.Boolean({ description: 'Whether a notification arrives for each settled donation' }),
});

/** One or more settled donations (`count` of them, `total` rupiah); `campaign` names the first one's. */
export const DonationNotificationSchema = Type.Object({
  _id: Type.Integer(),
  type: Type.Literal('donation'),
  seen: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  donation: Type.Object({
    count: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    campaign_id: Type.Union([Type.String(), Type.Null()]),
    campaign_title: Type.String(),
  }),
});
