import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import { MESSAGES } from '@yayasan/validation';
import DonatePage from '../pages/DonatePage';

import { CAMPAIGN, vaResponse } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function api() {
  return fakeApi({
    'GET /api/donation/camp-1/details': () => CAMPAIGN,
    'POST /api/donation/camp-1/pay': new Reply(201, {
      midtrans_response: vaResponse(),
      transaction_id: 'trx-111',
      order_id: 'DON-ORDER-1',
    }),
  });
}

async function openAmountStep() {
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByRole('heading', { name: CAMPAIGN.title });
  return screen.getByLabelText('Doa & dukungan (opsional)') as HTMLTextAreaElement;
}

test('the optional message counts its characters and is described by its hint', async () => {
  api();
  const field = await openAmountStep();
  expect(field).toHaveAccessibleDescription(/0\/280 karakter$/);
  await userEvent.type(field, 'Semoga berkah 🤲');
  expect(field).toHaveAccessibleDescription(/15\/280 karakter$/);
  expect(field).toHaveAttribute('aria-invalid', 'false');
});

test('over 280 characters shows the shared rule’s message and Selanjutnya stays disabled', async () => {
  api();
  const field = await openAmountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Rp 25.000' }));
  await userEvent.click(field);
  await userEvent.paste('a'.repeat(281));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(MESSAGES.prayerTooLong);
  expect(screen.getByRole('button', { name: 'Selanjutnya' })).toBeDisabled();
  await userEvent.type(field, '{Backspace}');
  expect(screen.getByRole('button', { name: 'Selanjutnya' })).toBeEnabled();
});

test('the message is sent, trimmed, with the payment', async () => {
  const fake = api();
  const field = await openAmountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Rp 25.000' }));
  await userEvent.type(field, '  Semoga sehat selalu  ');
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await screen.findByText('Pilih Tipe Pembayaran');
  await userEvent.click(screen.getByRole('button', { name: /Virtual Account/ }));
  await userEvent.click(screen.getByRole('button', { name: 'BCA BCA Virtual Account' }));
  await screen.findByTestId('va-number');
  expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    amount: 25_000,
    message: 'Semoga sehat selalu',
  });
});
