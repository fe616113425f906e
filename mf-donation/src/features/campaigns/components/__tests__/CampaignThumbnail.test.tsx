import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { CampaignThumbnail } from '../CampaignThumbnail';

/** A card whose picture changes while the thumbnail stays mounted. */
function Card({ sources }: { sources: (string | null)[] }) {
  const [i, setI] = useState(0);
  return (
    <>
      <button onClick={() => setI((n) => (n + 1) % sources.length)}>gambar berikutnya</button>
      <CampaignThumbnail src={sources[i]} alt="Beasiswa" />
    </>
  );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'gambar berikutnya' }));
const picture = () => screen.getByRole('img', { name: 'Beasiswa' });

describe('CampaignThumbnail', () => {
  it('falls back to the placeholder when the picture breaks, and gives each new picture its chance', async () => {
    renderWithProviders(<Card sources={['/media/a.png', '/media/b.png']} />);
    expect(picture()).toHaveAttribute('src', '/media/a.png');

    fireEvent.error(picture());
    expect(screen.getByTestId('thumbnail-placeholder')).toBe(picture());

    await next();
    expect(picture()).toHaveAttribute('src', '/media/b.png');
    expect(screen.queryByTestId('thumbnail-placeholder')).toBeNull();

    await next();
    expect(picture()).toHaveAttribute('src', '/media/a.png');
  });

  it('shows the placeholder without a picture, named for screen readers', () => {
    renderWithProviders(<CampaignThumbnail src={null} />);
    expect(screen.getByTestId('thumbnail-placeholder')).toBe(
      screen.getByRole('img', { name: 'Gambar tidak tersedia' }),
    );
  });
});
