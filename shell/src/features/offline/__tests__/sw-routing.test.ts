import { isKeptPage, mayStore, routeFor } from '../sw-routing';

const ORIGIN = 'https://yayasan.test';
const get = (path: string, mode = 'cors') => routeFor({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN);
const open = (path: string) => get(path, 'navigate');

describe('what the service worker never answers', () => {
  it.each([
    '/api/donation/1/details',
    '/api/get-profile',
    '/config/remotes.json',
    '/media/uploads/a.jpg',
    '/og/donation/1.png',
    '/sw.js',
    '/sitemap.xml',
    '/feed.xml',
  ])('%s goes to the network as if there were no worker', (path) => {
    expect(get(path)).toEqual({ kind: 'pass' });
  });

  it('the remotes configuration is never kept even when opened as a page', () => {
    expect(open('/config/remotes.json')).toEqual({ kind: 'pass' });
  });

  it('leaves writes and other sites alone', () => {
    expect(routeFor({ method: 'POST', url: `${ORIGIN}/mf/blog/remoteEntry.js`, mode: 'cors' }, ORIGIN)).toEqual({
      kind: 'pass',
    });
    expect(routeFor({ method: 'GET', url: 'https://api.midtrans.com/v2/token', mode: 'cors' }, ORIGIN)).toEqual({
      kind: 'pass',
    });
    expect(routeFor({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toEqual({ kind: 'pass' });
  });
});

describe('pages', () => {
  it.each([
    '/',
    '/kontak',
    '/tentang-kami',
    '/artikel',
    '/blog/sebuah-artikel-abc',
    '/donation',
    '/donation/42',
    '/donation/detail/42',
    '/galeri',
    '/laporan',
    '/user/budi',
  ])('%s is public: network first, kept for offline', (path) => {
    expect(open(path)).toEqual({ kind: 'page', keep: true });
  });

  it.each([
    // Signed-in or administrators' pages, rendered in the browser with the session.
    '/dashboard/riwayat-donasi',
    '/dashboard/riwayat-donasi/TRX-1',
    '/dashboard/notifications',
    '/settings/edit-profile',
    '/editor',
    '/editor/abc',
    '/donation/create',
    '/donation/edit/42',
    '/gallery/create',
    // Marked private: payment, a reset token in the address, search, receipt codes.
    '/donation/detail/42/donate',
    '/clean',
    '/reset-password/secret-token',
    '/search/sembako',
    '/verifikasi/ABC123',
    // Not a page of the site.
    '/tidak/ada/halaman/ini',
  ])('%s is asked of the network only, never kept', (path) => {
    expect(open(path)).toEqual({ kind: 'page', keep: false });
  });

  it('a literal segment wins over a parameter, as in the router: /donation/create is not /donation/:id', () => {
    expect(isKeptPage('/donation/create')).toBe(false);
    expect(isKeptPage('/donation/create-something')).toBe(true);
  });

  it('the query string does not change whether a page is kept', () => {
    expect(open('/donation/detail/42?tab=laporan')).toEqual({ kind: 'page', keep: true });
  });
});

describe('build files', () => {
  it.each([
    '/mf/donation/v/20260101-101010-abc1234/remoteEntry.js',
    '/mf/donation/v/20260101-101010-abc1234/mf-manifest.json',
    '/mf/blog/v/20260101-101010-abc1234/retry/2/remoteEntry.js',
    '/mf/donation/campaign-report.1a2b3c4d.js',
    '/vendors-node_modules_react-dom_client_js.1f8bd060.js',
  ])('%s never changes under its name: cache first', (path) => {
    expect(get(path)).toEqual({ kind: 'immutable' });
  });

  it.each([
    '/main.js',
    '/mf/donation/remoteEntry.js',
    '/mf/donation/mf-manifest.json',
    '/mf/blog/retry/3/remoteEntry.js',
  ])('%s keeps its name across builds: network first, the copy only offline', (path) => {
    expect(get(path)).toEqual({ kind: 'fresh-first' });
  });
});

describe('what may be stored', () => {
  it('only whole successful answers not marked personal', () => {
    expect(mayStore(200, 'no-cache')).toBe(true);
    expect(mayStore(200, null)).toBe(true);
    expect(mayStore(200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(mayStore(200, 'private, no-cache')).toBe(false);
    expect(mayStore(200, 'no-store')).toBe(false);
    expect(mayStore(200, 'max-age=0, Private')).toBe(false);
    expect(mayStore(206, null)).toBe(false);
    expect(mayStore(404, 'no-cache')).toBe(false);
    expect(mayStore(503, 'no-cache')).toBe(false);
  });
});
