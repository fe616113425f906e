import type { Static } from '@sinclair/typebox';
import type {
  DonationNotificationPreferenceSchema,
  DonationNotificationSchema,
  DonationNotificationsAnswerSchema,
  DonationNotificationsBodySchema,
} from '../schemas/donation-notifications';

/**
 * Administrators' notifications of settled donations, derived from schemas/donation-notifications.ts.
 *
 * Routes (blog service):
 *   POST /internal/donation-notifications     services' key   DonationNotificationsBody → DonationNotificationsAnswer
 *   GET  /notifications/donation-preference   admin           DonationNotificationPreference
 *   PUT  /notifications/donation-preference   admin           DonationNotificationPreference
 */

/** Settlements reported within this many minutes of an unread donation notification are added to it. */
export const DONATION_NOTICE_GROUP_MINUTES = 10;

/**
 * The blog service's route the donation service's job calls: services' shared key only, internal like
 * every `/internal/` path (not routed by the gateway, not in the API document).
 */
export const DONATION_NOTIFICATIONS_PATH = '/internal/donation-notifications';

/** An administrator's own switch for these notifications. */
export const DONATION_NOTIFICATION_PREFERENCE_PATH = '/notifications/donation-preference';

export type DonationNotificationsBody = Static<typeof DonationNotificationsBodySchema>;
export type DonationNotificationsAnswer = Static<typeof DonationNotificationsAnswerSchema>;
export type DonationNotificationPreference = Static<typeof DonationNotificationPreferenceSchema>;
/** One or more settled donations in one notification (administrators only). */
export type DonationNotification = Static<typeof DonationNotificationSchema>;
