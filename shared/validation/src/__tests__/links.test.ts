import { parseHttpUrl, isHttpUrl, linkText } from '../links';

describe('parseHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(parseHttpUrl('https://example.com/a?b=1#c')?.href).toBe('https://example.com/a?b=1#c');
    expect(parseHttpUrl('http://example.com')?.href).toBe('http://example.com/');
    expect(parseHttpUrl('HTTPS://Example.COM/X')?.href).toBe('https://example.com/X');
  });

  it('refuses script and data schemes in any case', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'DATA:image/png;base64,AAAA',
      'vbscript:msgbox(1)',
      'VBScript:x',
      'file:///etc/passwd',
      'ftp://example.com',
      'mailto:a@b.c',
    ]) {
      expect(parseHttpUrl(bad)).toBeNull();
    }
  });

  it('reads the URL as a browser would: whitespace and controls cannot hide a scheme', () => {
    expect(parseHttpUrl('  https://example.com/x \n')?.href).toBe('https://example.com/x');
    expect(parseHttpUrl('\u0000\u001Fhttps://example.com')?.href).toBe('https://example.com/');
    expect(parseHttpUrl('\u00A0https://example.com')?.href).toBe('https://example.com/');
    expect(parseHttpUrl('ht\ttps://example.com')?.href).toBe('https://example.com/');
    expect(parseHttpUrl('java\tscript:alert(1)')).toBeNull();
    expect(parseHttpUrl(' \njavascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('\u0001javascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('jav&#x09;ascript:alert(1)')).toBeNull();
  });

  it('refuses protocol-relative, relative and incomplete URLs', () => {
    for (const bad of [
      '//evil.test/x',
      '/media/x.png',
      'x.png',
      '../x',
      'https:evil.test',
      'https:/evil.test',
      'http://',
      'https://:80',
      '',
    ]) {
      expect(parseHttpUrl(bad)).toBeNull();
    }
  });

  it('refuses what is not a string', () => {
    for (const bad of [null, undefined, 5, {}, ['https://example.com']]) expect(parseHttpUrl(bad)).toBeNull();
  });
});

describe('isHttpUrl and linkText', () => {
  it('agree with parseHttpUrl', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });

  it('drops the characters browsers ignore', () => {
    expect(linkText(' \u0000https://a.test/\tb\r\n ')).toBe('https://a.test/b');
    expect(linkText('https://a.test/a b')).toBe('https://a.test/a b');
  });
});
