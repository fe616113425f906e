import { FIELD_UNMATCHED_ROUTE } from '@yayasan/contracts';
import { routePatternOf, routeRemotesOf } from '../routePattern';

describe('routePatternOf', () => {
  it('reports the pattern of the route a path opens, never the path', () => {
    expect(routePatternOf('/donation/8123')).toBe('/donation/:id');
    expect(routePatternOf('/user/siti.aminah')).toBe('/user/:username');
    expect(routePatternOf('/dashboard/riwayat-donasi/TRX-2024-1')).toBe('/dashboard/riwayat-donasi/:trx_id');
  });

  it('ranks routes as the router does: a fixed path before a parameter', () => {
    expect(routePatternOf('/donation/create')).toBe('/donation/create');
    expect(routePatternOf('/donation/detail/5/donate')).toBe('/donation/detail/:id/donate');
  });

  it("knows the shell's own pages", () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/kontak')).toBe('/kontak');
    expect(routePatternOf('/privasi')).toBe('/privasi');
  });

  it('reports an address no route matches as the not-found pattern', () => {
    expect(routePatternOf('/tidak/ada/siti@example.com')).toBe(FIELD_UNMATCHED_ROUTE);
  });
});

describe('routeRemotesOf', () => {
  it("names the route's remote, its slot's and the dashboard frame's", () => {
    expect(routeRemotesOf('/dashboard')).toEqual(['donation', 'blog', 'account']);
    expect(routeRemotesOf('/galeri')).toEqual(['gallery']);
    expect(routeRemotesOf('/kontak')).toEqual([]);
  });
});
