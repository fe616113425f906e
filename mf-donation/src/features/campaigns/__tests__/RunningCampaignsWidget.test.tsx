import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@yayasan/ui/testing';
import RunningCampaignsWidget from '../components/RunningCampaignsWidget';
import { campaign, page } from '../../../testing/campaigns';

afterEach(() => jest.restoreAllMocks());

test('asks for 3 running campaigns and links each to its detail', async () => {
  const { calls } = fakeApi({
    'GET /api/get-donation': () => page([campaign(), campaign({ donation_id: 'c2', title: 'Renovasi Asrama' })]),
  });
  renderWithProviders(<RunningCampaignsWidget />);
  expect(await screen.findByRole('link', { name: /Renovasi Asrama/ })).toHaveAttribute('href', '/donation/detail/c2');
  expect(screen.getAllByTestId('campaign-card')).toHaveLength(2);
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', limit: '3', draft: 'false' });
  expect(screen.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/donation');
});

test('says when nothing is running', async () => {
  fakeApi({ 'GET /api/get-donation': () => page([]) });
  renderWithProviders(<RunningCampaignsWidget />);
  await screen.findByText('Saat ini belum ada donasi yang berjalan');
});
