import { remoteOfError, remoteOfScript } from '../scriptRemote';

describe('remoteOfScript', () => {
  it("attributes a file under a remote's folder to that remote", () => {
    expect(remoteOfScript('https://yayasan.example/mf/donation/v/1.2.0/__federation_expose_X.3f2a.js')).toBe(
      'donation',
    );
    expect(remoteOfScript('/mf/blog/ArticlePage.js')).toBe('blog');
  });

  it("attributes nothing to the shell's files, other sites or an unknown folder", () => {
    expect(remoteOfScript('https://yayasan.example/main.js')).toBeUndefined();
    expect(remoteOfScript('https://cdn.example/lib.js')).toBeUndefined();
    expect(remoteOfScript('/mf/shop/index.js')).toBeUndefined();
    expect(remoteOfScript(undefined)).toBeUndefined();
  });
});

describe('remoteOfError', () => {
  const thrown = (stack: string) => Object.assign(new Error('boom'), { stack });

  it("prefers the error event's file", () => {
    expect(
      remoteOfError('/mf/gallery/x.js', thrown('Error: boom\n    at f (https://s.example/mf/blog/a.js:1:2)')),
    ).toBe('gallery');
  });

  it('reads the first frame of a Chrome or Firefox stack, not a later one', () => {
    expect(
      remoteOfError(
        '',
        thrown(
          'Error: boom\n    at f (https://s.example/mf/account/a.js:1:20)\n    at g (https://s.example/main.js:3:4)',
        ),
      ),
    ).toBe('account');
    expect(
      remoteOfError(undefined, thrown('f@https://s.example/mf/donation/b.js:10:5\ng@https://s.example/main.js:1:1')),
    ).toBe('donation');
    expect(
      remoteOfError(
        undefined,
        thrown('Error: boom\n    at f (https://s.example/main.js:1:2)\n    at g (https://s.example/mf/blog/a.js:1:2)'),
      ),
    ).toBeUndefined();
  });

  it('attributes nothing to a value thrown without a stack', () => {
    expect(remoteOfError(undefined, 'gagal')).toBeUndefined();
  });
});
