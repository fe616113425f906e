import { mayWrite } from '../data-generation';

describe('mayWrite', () => {
  it.each([
    ['GET', '/gallery', false],
    ['HEAD', '/get-donation?page=1', false],
    ['OPTIONS', '/gallery', false],
    ['POST', '/get-blog', false],
    ['POST', '/latest-blogs?x=1', false],
    ['POST', 'search-blogs-count', false],
    ['POST', '/like-blog', true],
    ['POST', '/gallery', true],
    ['PUT', '/gallery/3', true],
    ['DELETE', '/get-blog', true],
    ['PATCH', '/donation/4', true],
  ])('%s %s → %s', (method, path, writes) => {
    expect(mayWrite(method, path)).toBe(writes);
  });
});
