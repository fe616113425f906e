import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders, testUser } from '@yayasan/ui/testing';
import { timeLeftLabel } from '../components/CampaignSummary';
import DonationDetailPage, { ENDED_HEADING } from '../pages/DonationDetailPage';
import { campaign } from '../../../testing/campaigns';

const DETAIL = { route: '/donation/detail/camp-1', path: '/donation/detail/:id' };
const NOW = Date.parse('2025-03-01T05:00:00Z');

test('time left: whole days to the end day while open, Berakhir once ended, Target tercapai once met', () => {
  const open = { status: 'Open' as const, percentage_collected: 40, expiry_time: '2025-03-10T23:59:59.999Z' };
  expect(timeLeftLabel(open, NOW)).toBe('10 hari lagi');
  expect(timeLeftLabel({ ...open, expiry_time: '2025-03-01T23:59:59.999Z' }, NOW)).toBe('1 hari lagi');
  expect(timeLeftLabel({ ...open, status: 'Closed' }, NOW)).toBe('Berakhir');
  expect(timeLeftLabel({ ...open, status: 'Closed', percentage_collected: 100 }, NOW)).toBe('Target tercapai');
});

test('the summary carries the title, figures, time left, donors and the donate button in the bottom bar', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => campaign({ donor_count: 12, percentage_collected: 112 }) });
  renderWithProviders(<DonationDetailPage />, { ...DETAIL, user: testUser() });
  const side = await screen.findByRole('complementary', { name: 'Ringkasan donasi' });
  expect(side).toHaveTextContent(campaign().title);
  expect(screen.getByTestId('donor-count')).toHaveTextContent('12 donatur');
  // An over-funded campaign (offline gifts) shows its true share.
  expect(screen.getByTestId('percentage')).toHaveTextContent('112%');
  expect(screen.getByTestId('time-left')).toHaveTextContent('Target tercapai');
  expect(screen.getByTestId('sticky-donate-bar')).toContainElement(
    screen.getByRole('link', { name: 'Donasi Sekarang' }),
  );
});

test('an ended campaign is titled as ended', async () => {
  fakeApi({ 'GET /api/donation/camp-1/details': () => campaign({ status: 'Closed', percentage_collected: 30 }) });
  renderWithProviders(<DonationDetailPage />, DETAIL);
  expect(await screen.findByRole('heading', { level: 1, name: ENDED_HEADING })).toBeInTheDocument();
  expect(screen.getByTestId('time-left')).toHaveTextContent('Berakhir');
});
