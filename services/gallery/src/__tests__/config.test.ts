import { resolveGalleryConfig } from '../config';

describe('gallery configuration', () => {
  it('takes image URLs from PUBLIC_URL/media/', () => {
    expect(resolveGalleryConfig({}, { PUBLIC_URL: 'https://panti.example/' }).mediaPrefix).toBe(
      'https://panti.example/media/',
    );
  });

  it('prefers the prefix it is given', () => {
    expect(resolveGalleryConfig({ mediaPrefix: 'http://site.test/media/' }, {}).mediaPrefix).toBe(
      'http://site.test/media/',
    );
  });
});
