import { type FormEvent, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AUDIT_ACTIONS, AUDITED_SERVICES, auditPath, type AuditRecord } from '@yayasan/contracts';
import { API_BASE, apiErrorMessage, selectToken, useAppSelector } from '@yayasan/store';
import { Button, Input, LoadError, notify, Select } from '@yayasan/ui';
import { auditQueryString, byTimeDesc, useLazyAuditPageQuery, type AuditCursors, type AuditFilterValues } from '../api';

export const AUDIT_TEXT = {
  title: 'Jejak Audit',
  intro:
    'Setiap tindakan admin tercatat dan dirantai dengan hash, sehingga perubahan atau penghapusan catatan dapat diketahui.',
  empty: 'Belum ada catatan yang cocok dengan filter ini.',
  loadError: 'Jejak audit tidak dapat dimuat',
  more: 'Muat lebih banyak',
  csv: 'Unduh CSV',
  csvFailed: 'Berkas CSV tidak dapat diunduh, coba lagi nanti',
  apply: 'Terapkan filter',
  allActions: 'Semua tindakan',
};

/** Labels looked up by any text: a record of known actions is one of strings to strings. */
const ACTION_LABELS: Readonly<Record<string, string | undefined>> = AUDIT_ACTIONS;
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
const when = (iso: string) =>
  new Date(iso).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' });
const fields = (value: Record<string, unknown> | null) =>
  value === null
    ? '—'
    : Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(', ') || '—';

/** The administrators' audit page: every service's records merged, with filters and a CSV download. */
export default function AuditPage() {
  const token = useAppSelector(selectToken);
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [records, setRecords] = useState<AuditRecord[]>([]);
  const [cursors, setCursors] = useState<AuditCursors>({});
  const [load, { isFetching, isError, error }] = useLazyAuditPageQuery();
  const [busy, setBusy] = useState(false);
  // The empty state only once an answer came (not before the first request).
  const [answered, setAnswered] = useState(false);

  const fetchPage = useCallback(
    async (f: AuditFilterValues, from: AuditCursors, keep: AuditRecord[]) => {
      const answer = await load({ filters: f, cursors: from });
      setAnswered(true);
      if (!answer.data) return;
      setRecords([...keep, ...answer.data.records].sort(byTimeDesc));
      setCursors(answer.data.cursors);
    },
    [load],
  );
  // The first page, unfiltered, once the page opens.
  useEffect(() => {
    void load({ filters: {}, cursors: {} }).then((answer) => {
      setAnswered(true);
      if (!answer.data) return;
      setRecords(answer.data.records);
      setCursors(answer.data.cursors);
    });
  }, [load]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: keyof AuditFilterValues) => String(form.get(name) ?? '').trim();
    const next: AuditFilterValues = {
      action: text('action'),
      actor: text('actor'),
      object_id: text('object_id'),
      from: text('from'),
      to: text('to'),
    };
    setFilters(next);
    void fetchPage(next, {}, []);
  };

  /** Each service's export with the same filters, joined under one header row. */
  const downloadCsv = async () => {
    setBusy(true);
    try {
      const parts = await Promise.all(
        AUDITED_SERVICES.map(async (s) => {
          const res = await fetch(
            new URL(`${API_BASE}${auditPath(s)}/export.csv?${auditQueryString(filters)}`, location.href),
            {
              headers: token ? { authorization: `Bearer ${token}` } : {},
            },
          );
          if (!res.ok) throw new Error(String(res.status));
          return (await res.text()).split('\r\n').filter(Boolean);
        }),
      );
      const [header] = parts[0];
      const body = parts.flatMap((lines) => lines.slice(1));
      const url = URL.createObjectURL(new Blob([[header, ...body].join('\r\n') + '\r\n'], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'jejak-audit.csv';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch {
      notify.error(AUDIT_TEXT.csvFailed);
    } finally {
      setBusy(false);
    }
  };

  const hasMore = AUDITED_SERVICES.some((s) => cursors[s]);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{AUDIT_TEXT.title}</h1>
      <p>{AUDIT_TEXT.intro}</p>
      <Filters onSubmit={submit} aria-label="Filter jejak audit">
        <label>
          Tindakan
          <Select name="action" defaultValue="">
            <option value="">{AUDIT_TEXT.allActions}</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Pelaku
          <Input name="actor" maxLength={100} placeholder="username atau id" />
        </label>
        <label>
          ID objek
          <Input name="object_id" maxLength={100} />
        </label>
        <label>
          Dari tanggal
          <Input name="from" type="date" />
        </label>
        <label>
          Sampai tanggal
          <Input name="to" type="date" />
        </label>
        <Actions>
          <Button type="submit">{AUDIT_TEXT.apply}</Button>
          <Button type="button" $variant="secondary" onClick={() => void downloadCsv()} disabled={busy}>
            {AUDIT_TEXT.csv}
          </Button>
        </Actions>
      </Filters>
      {isError && !isFetching ? (
        <LoadError
          message={`${AUDIT_TEXT.loadError}: ${apiErrorMessage(error)}`}
          onRetry={() => void fetchPage(filters, {}, [])}
        />
      ) : records.length === 0 && answered && !isFetching ? (
        <p role="status">{AUDIT_TEXT.empty}</p>
      ) : (
        <List aria-busy={isFetching}>
          {records.map((r) => (
            <li key={`${r.service}-${r.seq}`}>
              <strong>{actionLabel(r.action)}</strong>
              <span>
                {r.actor.username} · {when(r.at)} · {r.object.type} {r.object.id}
              </span>
              <small>Sebelum: {fields(r.before)}</small>
              <small>Sesudah: {fields(r.after)}</small>
              <small>
                {r.service} #{r.seq}
                {r.request_id ? ` · permintaan ${r.request_id}` : ''}
              </small>
            </li>
          ))}
        </List>
      )}
      {isFetching && <p role="status">Memuat…</p>}
      {hasMore && !isFetching && !isError && (
        <Button type="button" $variant="secondary" onClick={() => void fetchPage(filters, cursors, records)}>
          {AUDIT_TEXT.more}
        </Button>
      )}
    </section>
  );
}

const Filters = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  margin: 16px 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
    overflow-wrap: anywhere;
  }
`;
