import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders, testUser } from '@yayasan/ui/testing';
import CleanPaymentPage from '../pages/CleanPaymentPage';

import { CAMPAIGN, saveStored, vaResponse } from '../../../testing/donate';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('shows the stored payment alone', async () => {
  saveStored(vaResponse());
  fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'GET /api/donation/status/trx-111': () => ({ payment_status: 'pending' }),
  });
  renderWithProviders(<CleanPaymentPage />, { route: '/clean', user: testUser() });
  expect(await screen.findByTestId('va-number')).toHaveTextContent('12345678901');
  expect(screen.getByText('Bayar Dalam')).toBeInTheDocument();
  expect(screen.getByText(CAMPAIGN.title)).toBeInTheDocument();
});

test('says so when no payment is in progress', () => {
  fakeApi({});
  renderWithProviders(<CleanPaymentPage />, { route: '/clean', user: testUser() });
  expect(screen.getByText('Tidak ada pembayaran yang sedang berjalan')).toBeInTheDocument();
});
