import type { Static } from '@sinclair/typebox';
import type {
  PledgeCreateBodySchema,
  PledgeListSchema,
  PledgeMonthSchema,
  PledgeNotificationSchema,
  PledgeNotificationsAnswerSchema,
  PledgeNotificationsBodySchema,
  PledgeOverviewMonthSchema,
  PledgeOverviewSchema,
  PledgePatchBodySchema,
  PledgePayPrefillSchema,
  PledgeSchema,
} from '../schemas/pledges';
import type {
  PLEDGE_MONTH_STATES,
  PLEDGE_NOTICE_KINDS,
  PLEDGE_PAUSE_REASONS,
  PLEDGE_STATES,
  PLEDGE_WAYS,
} from '../pledge-rules';

/**
 * Monthly pledges ("Donasi rutin setiap bulan", issue 45), derived from schemas/pledges.ts. Type-only
 * imports of the schemas: a browser bundle gets the types and these constants, not the schema code.
 *
 * Routes (donation service; the browser reaches them under the gateway's /api):
 *   POST   /pledges                              donor   PledgeCreateBody → 201 Pledge
 *   GET    /pledges                              donor   PledgeList (own, newest first)
 *   GET    /pledges/:id                          donor   Pledge (own only)
 *   PATCH  /pledges/:id                          donor   PledgePatchBody → Pledge
 *   POST   /pledges/:id/pause|resume|stop        donor   Pledge
 *   POST   /pledges/:id/activate                 donor   Pledge (automatic GoPay after linking)
 *   GET    /pledges/:id/months/:month/pay        donor   PledgePayPrefill (409 when the month is paid)
 *   POST   /donation/:id/pay                     donor   gains { pledge_id, month }
 *   GET    /admin/pledges/overview               admin   PledgeOverview
 *   GET    /admin/pledges/overview.csv           admin   text/csv of the months
 * Blog service (internal, services' key): POST /internal/pledge-notifications PledgeNotificationsBody.
 */

export const PLEDGES_PATH = '/pledges';
export const PLEDGE_OVERVIEW_PATH = '/admin/pledges/overview';
export const PLEDGE_OVERVIEW_CSV_PATH = '/admin/pledges/overview.csv';
/** The blog service's route the donation service's jobs call (services' key, not routed by the gateway). */
export const PLEDGE_NOTIFICATIONS_PATH = '/internal/pledge-notifications';
/** The donor's page of pledges. */
export const PLEDGE_DASHBOARD_PATH = '/dashboard/donasi-rutin';

/** The one-tap link of a reminder: the donate page pre-filled from GET /pledges/:id/months/:month/pay. */
export const pledgePayLink = (campaignId: string, pledgeId: number, month: string) =>
  `/donation/detail/${encodeURIComponent(campaignId)}/donate?pledge=${pledgeId}&month=${month}`;

/** The words of pledges, in the spec's tone, shared by pages, mails and messages. */
export const PLEDGE_WORDS = {
  choice: 'Donasi rutin setiap bulan',
  title: 'Donasi Rutin',
  pause: 'Jeda',
  resume: 'Lanjutkan',
  stop: 'Berhenti',
  ways: { reminder: 'Pengingat setiap bulan', automatic: 'Otomatis (GoPay / kartu)' },
  states: { linking: 'Menunggu GoPay', active: 'Aktif', paused: 'Dijeda', stopped: 'Berhenti' },
  monthStates: { paid: 'Lunas', waiting: 'Menunggu', missed: 'Terlewat' },
} as const;

export type PledgeWay = (typeof PLEDGE_WAYS)[number];
export type PledgeState = (typeof PLEDGE_STATES)[number];
export type PledgePauseReason = (typeof PLEDGE_PAUSE_REASONS)[number];
export type PledgeMonthState = (typeof PLEDGE_MONTH_STATES)[number];
export type PledgeNoticeKind = (typeof PLEDGE_NOTICE_KINDS)[number];

export type Pledge = Static<typeof PledgeSchema>;
export type PledgeMonth = Static<typeof PledgeMonthSchema>;
export type PledgeList = Static<typeof PledgeListSchema>;
export type PledgeCreateBody = Static<typeof PledgeCreateBodySchema>;
export type PledgePatchBody = Static<typeof PledgePatchBodySchema>;
export type PledgePayPrefill = Static<typeof PledgePayPrefillSchema>;
export type PledgeOverview = Static<typeof PledgeOverviewSchema>;
export type PledgeOverviewMonth = Static<typeof PledgeOverviewMonthSchema>;
export type PledgeNotificationsBody = Static<typeof PledgeNotificationsBodySchema>;
export type PledgeNotificationsAnswer = Static<typeof PledgeNotificationsAnswerSchema>;
/** A pledge notice in the donor's notification list. */
export type PledgeNotification = Static<typeof PledgeNotificationSchema>;

/** The server's refusals, in Indonesian; the pages show the same words. */
export const PLEDGE_MESSAGES = {
  notFound: 'Donasi rutin tidak ditemukan',
  campaignNotRunning: 'Donasi rutin hanya untuk kampanye yang sedang berjalan',
  dayOfMonth: 'Tanggal donasi rutin harus antara 1 dan 28',
  automaticPaymentType: 'Pembayaran otomatis hanya dengan GoPay atau kartu kredit',
  savedTokenRequired: 'Kartu belum terdaftar untuk pembayaran otomatis',
  gopayPhoneRequired: 'Nomor GoPay wajib diisi untuk pembayaran otomatis',
  automaticUnavailable: 'Pembayaran otomatis belum tersedia',
  alreadyStopped: 'Donasi rutin ini sudah berhenti',
  notActive: 'Donasi rutin ini tidak sedang aktif',
  notPaused: 'Donasi rutin ini tidak sedang dijeda',
  stillLinking: 'Hubungkan akun GoPay terlebih dahulu',
  campaignEndedResume: 'Kampanye ini sudah berakhir. Pilih kampanye lain atau hentikan donasi rutin ini',
  noChange: 'Tidak ada perubahan',
  monthPaid: 'Donasi bulan ini sudah dibayar',
  monthNotDue: 'Bulan ini bukan bulan donasi rutin Anda',
  pledgeOtherCampaign: 'Donasi rutin ini untuk kampanye lain',
  pledgeMonthIncomplete: 'Donasi rutin dan bulannya harus dikirim bersama',
  subscriptionFailed:
    'Midtrans tidak dapat mengubah pembayaran otomatis. Coba lagi nanti; donasi rutin Anda tidak berubah',
} as const;
