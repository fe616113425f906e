import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteArea } from '../RemoteArea';
import { loadRemoteModule } from '../registry';

jest.mock('../registry', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));
const load = loadRemoteModule as jest.Mock;

describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module with its props and children', async () => {
    load.mockResolvedValue({
      default: ({ who, children }: { who: string; children: React.ReactNode }) => (
        <p>
          halo {who} {children}
        </p>
      ),
    });
    renderWithProviders(
      <RemoteArea remote="blog" module="./Greeting" props={{ who: 'dunia' }}>
        <b>!</b>
      </RemoteArea>,
    );
    await screen.findByText(/halo dunia/);
    expect(load).toHaveBeenCalledWith('blog', './Greeting');
  });

  it('shows an Indonesian fallback when the remote cannot load, and retries on request', async () => {
    load.mockRejectedValueOnce(new Error('network down'));
    renderWithProviders(<RemoteArea remote="gallery" module="./Broken" variant="widget" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('bagian ini sedang tidak dapat dimuat');
    load.mockResolvedValueOnce({ default: () => <p>galeri siap</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByText('galeri siap');
  });

  it('gives up on a remote that never answers, shows the fallback and retries afresh', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValueOnce(new Promise(() => undefined));
      renderWithProviders(<RemoteArea remote="blog" module="./Silent" />);
      expect(document.querySelector('[data-remote-loading="blog"]')).not.toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('halaman ini sedang tidak dapat dimuat');
      load.mockResolvedValueOnce({ default: () => <p>blog siap</p> });
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Coba Lagi' }));
      await screen.findByText('blog siap');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
