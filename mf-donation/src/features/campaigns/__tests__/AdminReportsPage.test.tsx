import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeApi, renderWithProviders, server, testUser } from '@yayasan/ui/testing';
import { calendarYearToDate } from '@yayasan/validation';
import AdminReportsPage from '../pages/AdminReportsPage';
import { page } from '../../../testing/campaigns';

interface Sent {
  path: string;
  from: string | null;
  to: string | null;
}

/** Answers every export with a small file and records what was asked. */
function fakeExports() {
  const sent: Sent[] = [];
  server.use(
    http.get('*/api/admin/exports/:file', ({ request }) => {
      const url = new URL(request.url);
      sent.push({ path: url.pathname, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
      return new HttpResponse('x', { headers: { 'content-type': 'application/octet-stream' } });
    }),
  );
  return sent;
}

let clicked: string[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clicked = [];
  // The test DOM has no object URLs and does not download: record what the page hands the browser.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ekspor'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const admin = { route: '/dashboard/laporan', user: testUser({ isAdmin: true }) };

describe('the exports on /dashboard/laporan', () => {
  it('default to this year so far and offer each export as Excel beside CSV', async () => {
    fakeApi({ 'GET /api/get-donation': () => page([]) });
    const sent = fakeExports();
    renderWithProviders(<AdminReportsPage />, admin);
    const { from, to } = calendarYearToDate();
    expect(from).toBe(`${to.slice(0, 4)}-01-01`);

    await userEvent.click(screen.getByRole('button', { name: 'Unduh Excel donasi' }));
    await waitFor(() => expect(clicked).toEqual([`donasi-${from}-${to}.xlsx`]));
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV penyaluran' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toBe(`penyaluran-${from}-${to}.csv`);
    expect(sent).toEqual([
      { path: '/api/admin/exports/donations.xlsx', from, to },
      { path: '/api/admin/exports/disbursements.csv', from, to },
    ]);
    // What an accountant needs to know before opening the CSV.
    expect(screen.getByText(/dipisahkan titik koma/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Excel penyaluran' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unduh CSV donasi' })).toBeEnabled();
  });
});
