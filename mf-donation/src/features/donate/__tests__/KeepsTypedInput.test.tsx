import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenForReconnect } from '@yayasan/store';
import { fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import DonatePage from '../pages/DonatePage';
import { CAMPAIGN } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a failed ask for the campaign while the donor types (a flaky reconnect) keeps the amount and the prayer typed', async () => {
  let reachable = true;
  const fake = fakeApi({
    'GET /api/donation/camp-1/details': () =>
      reachable ? CAMPAIGN : new Reply(503, { error: 'Layanan sedang tidak tersedia' }),
  });
  const { store } = renderWithProviders(<DonatePage />, ROUTE);
  const stop = listenForReconnect(store);
  await screen.findByRole('heading', { name: CAMPAIGN.title });
  await userEvent.click(screen.getByRole('button', { name: 'Rp 25.000' }));
  const prayer = screen.getByLabelText('Doa & dukungan (opsional)');
  await userEvent.type(prayer, 'Semoga berkah');

  // The browser says it is back online, but the connection drops again: the campaign is asked for and fails.
  reachable = false;
  const asked = fake.calls.length;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await screen.findByRole('heading', { name: CAMPAIGN.title });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(fake.calls.length).toBeGreaterThan(asked);

  expect(screen.queryByText('Donasi tidak ditemukan')).toBeNull();
  expect(screen.getByLabelText('Doa & dukungan (opsional)')).toHaveValue('Semoga berkah');
  expect(screen.getByRole('button', { name: 'Selanjutnya' })).toBeEnabled();
  stop();
});
