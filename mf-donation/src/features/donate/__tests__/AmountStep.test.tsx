import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, testUser } from '@yayasan/ui/testing';
import { checkDonationAmount } from '@yayasan/validation';
import DonatePage from '../pages/DonatePage';

import { CAMPAIGN } from '../../../testing/donate';

const ROUTE = { route: '/donation/detail/camp-1/donate', path: '/donation/detail/:id/donate', user: testUser() };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeApi({ 'GET /api/donation/camp-1/details': () => CAMPAIGN });
});
afterEach(() => jest.restoreAllMocks());

async function openAmountStep() {
  renderWithProviders(<DonatePage />, ROUTE);
  await screen.findByRole('heading', { name: CAMPAIGN.title });
  return {
    input: screen.getByLabelText('Nominal donasi lainnya') as HTMLInputElement,
    next: screen.getByRole('button', { name: 'Selanjutnya' }),
  };
}

test('shows the thumbnail placeholder, the title, the presets and the default hint', async () => {
  const { next } = await openAmountStep();
  expect(screen.getByLabelText('Tidak ada gambar')).toBeInTheDocument();
  for (const label of ['Rp 10.000', 'Rp 25.000', 'Rp 50.000', 'Rp 100.000']) {
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  }
  expect(screen.getByText('Rp', { selector: 'span' })).toBeInTheDocument();
  expect(
    screen.getByText('Donasi tidak boleh kurang dari 10.000 rupiah dan tidak boleh lebih dari 90.000 rupiah'),
  ).toBeInTheDocument();
  expect(next).toBeDisabled();
});

test('a preset fills the amount and enables Selanjutnya', async () => {
  const { input, next } = await openAmountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Rp 25.000' }));
  expect(input.value).toBe('25.000');
  expect(next).toBeEnabled();
});

test('the free input takes digits only with dot separators; a leading zero blanks it', async () => {
  const { input } = await openAmountStep();
  await userEvent.type(input, '12a345');
  expect(input.value).toBe('12.345');
  await userEvent.clear(input);
  await userEvent.type(input, '0');
  expect(input.value).toBe('');
});

test('below 10.000: the minimum message, the alert, and Selanjutnya disabled', async () => {
  const { input, next } = await openAmountStep();
  await userEvent.type(input, '9999');
  expect(screen.getByText('Donasi tidak boleh kurang dari 10.000 rupiah')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Minimal Donasi Rp 10.000');
  expect(next).toBeDisabled();
});

test('above the remaining amount: the maximum message and Selanjutnya disabled; exactly the remaining is allowed', async () => {
  const { input, next } = await openAmountStep();
  await userEvent.type(input, '90001');
  expect(screen.getByText('Donasi tidak boleh lebih dari 90.000 rupiah')).toBeInTheDocument();
  expect(next).toBeDisabled();
  await userEvent.type(input, '{backspace}0');
  expect(input.value).toBe('90.000');
  expect(next).toBeEnabled();
});

test("the page holds every amount to the shared amount rule, with the rule's own messages", async () => {
  const { input, next } = await openAmountStep();
  for (const amount of [10_000, 9_999, 12_345, 90_000, 90_001, 1_500_000]) {
    await userEvent.clear(input);
    await userEvent.type(input, String(amount));
    const problem = checkDonationAmount(amount, CAMPAIGN.remaining_amount);
    if (problem) expect(screen.getByText(problem)).toBeInTheDocument();
    expect(next).toHaveProperty('disabled', problem !== null);
  }
});

test('Donasi Sebagai Anonim is remembered in browser storage', async () => {
  await openAmountStep();
  await userEvent.click(screen.getByLabelText('Donasi Sebagai Anonim'));
  expect(localStorage.getItem('anonymous')).toBe('true');
});

test('the remembered anonymous choice is checked on the next visit', async () => {
  localStorage.setItem('anonymous', 'true');
  await openAmountStep();
  expect(screen.getByLabelText('Donasi Sebagai Anonim')).toBeChecked();
});

test('Selanjutnya moves to the payment step with the chosen amount', async () => {
  const { input, next } = await openAmountStep();
  await userEvent.type(input, '30000');
  await userEvent.click(next);
  await screen.findByText('Pilih Tipe Pembayaran');
  expect(screen.getByText('Donasi Untuk')).toBeInTheDocument();
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 30.000');
});

test('a signed-out visitor is asked to sign in, and comes back to this page after', async () => {
  renderWithProviders(<DonatePage />, { ...ROUTE, user: null });
  expect(await screen.findByRole('link', { name: 'Masuk Untuk Donasi' })).toHaveAttribute(
    'href',
    '/signin?next=%2Fdonation%2Fdetail%2Fcamp-1%2Fdonate',
  );
});

test('a closed campaign takes no donation', async () => {
  jest.restoreAllMocks();
  fakeApi({ 'GET /api/donation/camp-1/details': () => ({ ...CAMPAIGN, status: 'Closed', remaining_amount: 0 }) });
  renderWithProviders(<DonatePage />, ROUTE);
  expect(await screen.findByRole('button', { name: 'Donasi Telah Selesai' })).toBeDisabled();
});
