import { AUDITED_SERVICES, auditPath, type AuditPage, type AuditRecord, type AuditedService } from '@yayasan/contracts';
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

/** Newest first across services (each service's list is already newest first). */
export const byTimeDesc = (a: AuditRecord, b: AuditRecord) => b.at.localeCompare(a.at) || b.seq - a.seq;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of every audited service's records, merged by time. `cursors` continues each service
     * where its previous page ended; a service at its end (null) is not asked again.
     */
    auditPage: build.query<MergedAuditPage, { filters: AuditFilterValues; cursors?: AuditCursors }>({
      async queryFn({ filters, cursors = {} }, _api, _extra, baseQuery) {
        const services = AUDITED_SERVICES.filter((s) => cursors[s] !== null);
        const answers = await Promise.all(
          services.map((s) =>
            baseQuery(`${auditPath(s)}?${auditQueryString(filters, cursors[s] ? { after: cursors[s] } : {})}`),
          ),
        );
        const failed = answers.find((a) => a.error);
        if (failed?.error) return { error: failed.error };
        const next: AuditCursors = { ...cursors };
        const records = answers.flatMap((a, i) => {
          const page = a.data as AuditPage;
          next[services[i]] = page.next;
          return page.records;
        });
        return { data: { records: records.sort(byTimeDesc), cursors: next } };
      },
    }),
  }),
});

export const { useLazyAuditPageQuery } = auditApi;
