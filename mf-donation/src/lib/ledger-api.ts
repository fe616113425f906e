import type {
  CampaignLedger,
  DisbursementBody,
  GeneralFundLedger,
  LedgerEntriesPage,
  LedgerEntry,
  LedgerEntryKind,
  LedgerSnapshot,
  LedgerSummary,
  OfflineDonationAnswer,
  OfflineDonationBody,
  ReversalBody,
  Verification,
} from '@yayasan/contracts';
import { api, checkAnswers, type FetchBaseQueryMeta } from '@yayasan/store';

export type {
  CampaignLedger,
  DisbursementBody,
  GeneralFundLedger,
  LedgerDay,
  LedgerEntry,
  LedgerMonth,
  LedgerSnapshot,
  LedgerSummary,
  OfflineDonationAnswer,
  OfflineDonationBody,
  Verification,
} from '@yayasan/contracts';

export const DISBURSEMENTS_PAGE_SIZE = 10;

const enc = encodeURIComponent;
/** A ledger write changes the campaign's totals and donor list as well as its accounts. */
const ledgerTags = (id: string) => [
  { type: 'Ledger' as const, id },
  { type: 'Campaign' as const, id },
  { type: 'LedgerSummary' as const, id: 'ALL' },
];

/** The open ledger: campaign accounts, the foundation summary, receipt-code checks, admin entries. */
export const ledgerApi = api
  .enhanceEndpoints({ addTagTypes: ['Campaign', 'Ledger', 'LedgerSummary', 'GeneralFund'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCampaignLedger: build.query<CampaignLedger, { id: string; page: number }>({
        query: ({ id, page }) => ({
          url: `/donation/${enc(id)}/ledger`,
          params: { page, limit: DISBURSEMENTS_PAGE_SIZE },
        }),
        // A settled payment invalidates the campaign: its accounts moved too.
        providesTags: (_result, _error, { id }) => [
          { type: 'Ledger', id },
          { type: 'Campaign', id },
        ],
      }),
      /** One kind of a campaign's entries, e.g. the offline gifts an administrator may correct. */
      getLedgerEntries: build.query<LedgerEntriesPage, { id: string; kind: LedgerEntryKind; page: number }>({
        query: ({ id, kind, page }) => ({
          url: `/donation/${enc(id)}/ledger/entries`,
          params: { kind, page, limit: DISBURSEMENTS_PAGE_SIZE },
        }),
        providesTags: (_result, _error, { id }) => [{ type: 'Ledger', id }],
      }),
      getLedgerSummary: build.query<LedgerSummary, { from: string; to: string }>({
        query: (params) => ({ url: '/ledger/summary', params }),
        providesTags: [{ type: 'LedgerSummary', id: 'ALL' }],
      }),
      /** The foundation's general fund ("Dana Umum Yayasan"). */
      getGeneralFund: build.query<GeneralFundLedger, void>({
        query: () => '/ledger/general-fund',
        providesTags: [{ type: 'GeneralFund', id: 'ALL' }],
      }),
      /** The campaigns' heads as published on one day (YYYY-MM-DD, Asia/Jakarta). */
      getLedgerSnapshot: build.query<LedgerSnapshot, string>({
        query: (day) => `/ledger/snapshots/${enc(day)}`,
      }),
      // An unknown code is an answer (null), not a failure: a page rendered on the server with it is handed
      // over as it is, and the browser does not ask again.
      verifyReceiptCode: build.query<Verification | null, string>({
        query: (code) => ({ url: `/verify/${enc(code)}`, validateStatus: (res) => res.ok || res.status === 404 }),
        transformResponse: (body: Verification, meta: FetchBaseQueryMeta | undefined) =>
          meta?.response?.status === 404 ? null : body,
      }),
      recordDisbursement: build.mutation<LedgerEntry, { id: string; body: DisbursementBody }>({
        query: ({ id, body }) => ({ url: `/donation/${enc(id)}/disbursements`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => ledgerTags(id),
      }),
      recordOfflineDonation: build.mutation<OfflineDonationAnswer, { id: string; body: OfflineDonationBody }>({
        query: ({ id, body }) => ({ url: `/donation/${enc(id)}/offline-donations`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => ledgerTags(id),
      }),
      /** An offline gift to the general fund: what a campaign has no room for. */
      recordGeneralFundGift: build.mutation<OfflineDonationAnswer, OfflineDonationBody>({
        query: (body) => ({ url: '/ledger/general-fund/offline-donations', method: 'POST', body }),
        invalidatesTags: [
          { type: 'GeneralFund', id: 'ALL' },
          { type: 'LedgerSummary', id: 'ALL' },
        ],
      }),
      reverseLedgerEntry: build.mutation<LedgerEntry, { id: string; seq: number; body: ReversalBody }>({
        query: ({ id, seq, body }) => ({ url: `/donation/${enc(id)}/ledger/${seq}/reversal`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => ledgerTags(id),
      }),
    }),
  });

if (process.env.NODE_ENV !== 'production') checkAnswers(ledgerApi, () => import('./ledger-answers'));

export const {
  useGetCampaignLedgerQuery,
  useGetLedgerEntriesQuery,
  useGetLedgerSummaryQuery,
  useGetGeneralFundQuery,
  useGetLedgerSnapshotQuery,
  useVerifyReceiptCodeQuery,
  useRecordDisbursementMutation,
  useRecordOfflineDonationMutation,
  useRecordGeneralFundGiftMutation,
  useReverseLedgerEntryMutation,
} = ledgerApi;
