import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from '../ResponsiveImage';

const OWN = 'http://localhost:8080/media/123e4567-e89b-42d3-a456-426614174000.jpg';

describe('ResponsiveImage', () => {
  it('gives our images a WebP srcset, sizes, lazy async loading and the placeholder until loaded', () => {
    render(<ResponsiveImage src={OWN} alt="Anak-anak belajar" sizes="50vw" width={640} height={360} />);
    const img = screen.getByRole('img', { name: 'Anak-anak belajar' });
    const base = 'http://localhost:8080/media/123e4567-e89b-42d3-a456-426614174000';
    expect(img).toHaveAttribute('src', OWN);
    expect(img).toHaveAttribute(
      'srcset',
      `${base}-320w.webp 320w, ${base}-640w.webp 640w, ${base}-1024w.webp 1024w, ${base}-1600w.webp 1600w`,
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '640');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.backgroundImage).toBe(`url("${base}-placeholder.webp")`);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('loads the priority image eagerly with high fetch priority, without a placeholder to fetch first', () => {
    render(<ResponsiveImage src="/api/uploads/demo/photo-3.png" alt="Banner" priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('srcset')).toContain('/api/uploads/demo/photo-3-640w.webp 640w');
    expect(img.style.backgroundImage).toBe('');
  });

  it('renders other URLs plainly', () => {
    render(<ResponsiveImage src="https://example.org/foto.jpg" alt="Luar" />);
    const img = screen.getByRole('img', { name: 'Luar' });
    expect(img).toHaveAttribute('src', 'https://example.org/foto.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
