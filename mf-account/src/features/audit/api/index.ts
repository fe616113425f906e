import { AUDITED_SERVICES, auditPath, type AuditPage, type AuditRecord, type AuditedService } from '@yayasan/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { api } from '@yayasan/store';

/** The filters of the audit page, as the services' endpoints take them (empty ones are left out). */
export interface AuditFilterValues {
  action?: string;
  actor?: string;
  object_id?: string;
  from?: string;
  to?: string;
}

/** Where each service's list continues: its next cursor, null at its end. */
export type AuditCursors = Partial<Record<AuditedService, string | null>>;

export interface MergedAuditPage {
  records: AuditRecord[];
  cursors: AuditCursors;
}

export const auditQueryString = (f: AuditFilterValues, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...f, ...extra }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();

/** A failed service page's error as the API's calls answer one (a thrown error becomes a custom one). */
const fetchErrorOf = (error: FetchBaseQueryError | SerializedError | undefined): FetchBaseQueryError =>
  error && 'status' in error ? error : { status: 'CUSTOM_ERROR', error: error?.message ?? 'audit page failed' };

/** Newest first across services (each service's list is already newest first). */
export const byTimeDesc = (a: AuditRecord, b: AuditRecord) => b.at.localeCompare(a.at) || b.seq - a.seq;

/** One service's page of records, as its contract types it. */
const servicePages = api.injectEndpoints({
  endpoints: (build) => ({
    auditServicePage: build.query<AuditPage, string>({ query: (url) => url }),
  }),
});

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of every audited service's records, merged by time. `cursors` continues each service
     * where its previous page ended; a service at its end (null) is not asked again.
     */
    auditPage: build.query<MergedAuditPage, { filters: AuditFilterValues; cursors?: AuditCursors }>({
      async queryFn({ filters, cursors = {} }, { dispatch }) {
        const services = AUDITED_SERVICES.filter((s) => cursors[s] !== null);
        const answers = await Promise.all(
          services.map((s) =>
            dispatch(
              servicePages.endpoints.auditServicePage.initiate(
                `${auditPath(s)}?${auditQueryString(filters, cursors[s] ? { after: cursors[s] } : {})}`,
                // Every page is asked for afresh and kept by the merged page only.
                { subscribe: false, forceRefetch: true },
              ),
            ),
          ),
        );
        const next: AuditCursors = { ...cursors };
        const records: AuditRecord[] = [];
        for (const [i, answer] of answers.entries()) {
          if (answer.error || !answer.data) return { error: fetchErrorOf(answer.error) };
          next[services[i]] = answer.data.next;
          records.push(...answer.data.records);
        }
        return { data: { records: records.sort(byTimeDesc), cursors: next } };
      },
    }),
  }),
});

export const { useLazyAuditPageQuery } = auditApi;
