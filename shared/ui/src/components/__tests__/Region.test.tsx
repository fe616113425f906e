import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Region, retryingLazy } from '../Region';

/** An import that fails (a chunk offline) until `reachable` says otherwise, counting its attempts. */
function chunk() {
  const state = { reachable: false, attempts: 0 };
  const load = () => {
    state.attempts++;
    return state.reachable
      ? Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> })
      : Promise.reject(new Error('Loading chunk campaign-report failed'));
  };
  return { state, Tab: retryingLazy(load) };
}

function Page({ Tab }: { Tab: ReturnType<typeof chunk>['Tab'] }) {
  return (
    <>
      <p>Dana Terkumpul Rp 12.500.000</p>
      <a href="/donate">Donasi Sekarang</a>
      <Region message="Laporan dana tidak dapat dimuat.">
        <Tab label="isi laporan" />
      </Region>
    </>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a part whose code fails says so in its place only; "Coba Lagi" imports it again and keeps the rest', async () => {
  const { state, Tab } = chunk();
  renderWithProviders(<Page Tab={Tab} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Laporan dana tidak dapat dimuat.');
  expect(screen.getByText('Dana Terkumpul Rp 12.500.000')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Donasi Sekarang' })).toBeInTheDocument();

  const failedAttempts = state.attempts;
  state.reachable = true;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByText('isi laporan')).toBeInTheDocument();
  expect(state.attempts).toBeGreaterThan(failedAttempts);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Dana Terkumpul Rp 12.500.000')).toBeInTheDocument();
});

test('the connection coming back retries a failed part by itself', async () => {
  const { state, Tab } = chunk();
  renderWithProviders(<Page Tab={Tab} />);
  await screen.findByRole('alert');
  state.reachable = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('isi laporan')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('code that loaded is imported once: showing the part again uses it', async () => {
  const { state, Tab } = chunk();
  state.reachable = true;
  const { unmount } = renderWithProviders(<Page Tab={Tab} />);
  await screen.findByText('isi laporan');
  unmount();
  renderWithProviders(<Page Tab={Tab} />);
  expect(screen.getByText('isi laporan')).toBeInTheDocument();
  expect(state.attempts).toBe(1);
});
