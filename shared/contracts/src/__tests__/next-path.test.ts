import { safeNextPath, withNext } from '../next-path';
import { pageTitle, PAGE_WORDS, SHELL_PAGES } from '../page-words';
import { REMOTE_ROUTES } from '../routes';

describe('safeNextPath', () => {
  it.each(['/donation/detail/3', '/blog/abc?x=1#komentar', '/search/anak%20yatim', '/'])('keeps %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    null,
    undefined,
  ])('rejects %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('withNext', () => {
  it('carries a page to come back to', () => {
    expect(withNext('/signin', '/donation/detail/3')).toBe('/signin?next=%2Fdonation%2Fdetail%2F3');
  });
  it('leaves out the home page, the sign-in pages themselves and outside URLs', () => {
    expect(withNext('/signin', '/')).toBe('/signin');
    expect(withNext('/signin', '/signup?next=%2Fx')).toBe('/signin');
    expect(withNext('/signup', '/reset-password/abc')).toBe('/signup');
    expect(withNext('/signin', 'https://evil.example')).toBe('/signin');
  });
});

describe('page titles', () => {
  it('name every route of the table and every shell page', () => {
    const paths = [...REMOTE_ROUTES.map((r) => r.path), ...SHELL_PAGES.map((p) => p.path)];
    expect(paths.filter((p) => !PAGE_WORDS[p])).toEqual([]);
  });
  it('put the page first and the site last', () => {
    expect(pageTitle('/donation')).toBe('Donasi Yang Sedang Berjalan | Yayasan Peduli Anak Yatim');
    expect(pageTitle(undefined)).toBe('Halaman tidak ditemukan | Yayasan Peduli Anak Yatim');
    expect(pageTitle('/')).toBe('Yayasan Peduli Anak Yatim');
  });
});
