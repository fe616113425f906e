import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeApi, renderWithProviders, Reply, server, testUser } from '@yayasan/ui/testing';
import AuditPage, { AUDIT_TEXT } from '../pages/AuditPage';

const record = (service: string, seq: number, at: string, over = {}) => ({
  service,
  seq,
  action: 'campaign.update',
  actor: { id: 1, username: 'admin' },
  object: { type: 'campaign', id: 'camp-1' },
  before: { target_amount: 1000000 },
  after: { target_amount: 2000000 },
  request_id: `req-${service}-${seq}`,
  at,
  hash: 'a'.repeat(64),
  ...over,
});
const answer = (records: unknown[], next: string | null = null) => ({ records, next });
/** A fixed answer of a service's list. */
const page = (records: unknown[]) => () => answer(records);
const emptyOthers = { '/api/audit-gallery': page([]), '/api/audit-blog': page([]), '/api/audit-account': page([]) };
const admin = { user: testUser({ isAdmin: true }) };

afterEach(() => jest.restoreAllMocks());

test("merges every service's records newest first, and filters and pages on the servers", async () => {
  const { calls } = fakeApi({
    '/api/audit-donation': (_b, call) =>
      call.query.get('after')
        ? answer([record('donation', 1, '2026-01-01T01:00:00.000Z', { action: 'campaign.create', before: null })])
        : answer([record('donation', 2, '2026-01-03T01:00:00.000Z')], '1767229200000_2'),
    '/api/audit-gallery': page([
      record('gallery', 1, '2026-01-02T01:00:00.000Z', { action: 'gallery.delete', after: null }),
    ]),
    '/api/audit-blog': page([]),
    '/api/audit-account': page([]),
  });
  renderWithProviders(<AuditPage />, admin);
  const items = await screen.findAllByRole('listitem');
  expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(['Mengubah kampanye', 'Menghapus galeri']);
  expect(items[0]).toHaveTextContent('Sebelum: target_amount: 1000000');
  expect(items[0]).toHaveTextContent('Sesudah: target_amount: 2000000');
  expect(items[0]).toHaveTextContent('permintaan req-donation-2');

  // Only the service with more records is asked for its next page.
  await userEvent.click(screen.getByRole('button', { name: AUDIT_TEXT.more }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('Membuat kampanye');
  const asked = calls.filter((c) => c.query.get('after'));
  expect(asked.map((c) => [c.path, c.query.get('after')])).toEqual([['/api/audit-donation', '1767229200000_2']]);
  expect(screen.queryByRole('button', { name: AUDIT_TEXT.more })).toBeNull();

  await userEvent.selectOptions(screen.getByLabelText('Tindakan'), 'gallery.delete');
  await userEvent.type(screen.getByLabelText('Pelaku'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: AUDIT_TEXT.apply }));
  await waitFor(() =>
    expect(
      calls
        .filter((c) => c.query.get('action') === 'gallery.delete')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/api/audit-account', '/api/audit-blog', '/api/audit-donation', '/api/audit-gallery']),
  );
  expect(calls.at(-1)!.query.get('actor')).toBe('admin');
  expect(calls.at(-1)!.authorization).toBe('Bearer test-token');
});

test('says so when nothing matches', async () => {
  fakeApi({ '/api/audit-donation': page([]), ...emptyOthers });
  renderWithProviders(<AuditPage />, admin);
  expect(await screen.findByText(AUDIT_TEXT.empty)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('listitem')).toBeNull();
});

test('an outage shows the error with a retry, not the empty state', async () => {
  let down = true;
  fakeApi({
    '/api/audit-donation': () =>
      down
        ? new Reply(503, { error: 'Layanan sedang tidak tersedia' })
        : answer([record('donation', 1, '2026-01-01T00:00:00Z')]),
    ...emptyOthers,
  });
  renderWithProviders(<AuditPage />, admin);
  expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_TEXT.loadError);
  expect(screen.queryByText(AUDIT_TEXT.empty)).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findAllByRole('listitem')).toHaveLength(1);
});

test('downloads one CSV of every service under one header row', async () => {
  fakeApi({ '/api/audit-donation': page([]), ...emptyOthers });
  const header = 'waktu,layanan,urutan,aksi';
  server.use(
    http.get('*/api/:segment/export.csv', ({ params }) =>
      HttpResponse.text(`${header}\r\n2026-01-01,${String(params.segment).slice(6)},1,x\r\n`),
    ),
  );
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => (blobs.push(b), 'blob:audit')),
    revokeObjectURL: jest.fn(),
  });
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  renderWithProviders(<AuditPage />, admin);
  await screen.findByText(AUDIT_TEXT.empty);
  await userEvent.click(screen.getByRole('button', { name: AUDIT_TEXT.csv }));
  await waitFor(() => expect(clicked).toEqual(['jejak-audit.csv']));
  const text = await blobs[0].text();
  expect(text.split('\r\n').filter(Boolean)).toEqual([
    header,
    '2026-01-01,donation,1,x',
    '2026-01-01,gallery,1,x',
    '2026-01-01,blog,1,x',
    '2026-01-01,account,1,x',
  ]);
});
