import { canonicalInline, cleanHref, sanitizeInline } from '../server';

describe('sanitizeInline', () => {
  it('drops scripts and styles with their content', () => {
    expect(sanitizeInline('<script>alert(1)</script>')).toBe('');
    expect(sanitizeInline('a<script>alert(1)</script>b<style>p{color:red}</style>c')).toBe('abc');
    expect(sanitizeInline('<noscript>x</noscript><iframe src="https://evil.test">y</iframe>ok')).toBe('ok');
  });

  it('drops other tags and every event handler', () => {
    expect(sanitizeInline('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeInline('<div onclick="alert(1)">text <span style="color:red">here</span></div>')).toBe('text here');
    expect(sanitizeInline('<b onmouseover="alert(1)">bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeInline('<svg onload=alert(1)><circle/></svg>after')).toBe('after');
  });

  it('keeps the marker only with its class, without other attributes', () => {
    expect(sanitizeInline('<mark class="cdx-marker" onclick="alert(1)">m</mark>')).toBe(
      '<mark class="cdx-marker">m</mark>',
    );
    expect(sanitizeInline('<mark class="cdx-marker evil" style="x">m</mark>')).toBe(
      '<mark class="cdx-marker">m</mark>',
    );
    expect(sanitizeInline('<mark>m</mark>')).toBe('m');
    expect(sanitizeInline('<mark class="evil">m</mark>')).toBe('m');
  });

  it('keeps inline code only with its class', () => {
    expect(sanitizeInline('<code class="evil">c</code>')).toBe('c');
    expect(sanitizeInline('<code>c</code>')).toBe('c');
    expect(sanitizeInline('<code class="inline-code" id="x">c</code>')).toBe('<code class="inline-code">c</code>');
  });

  it('keeps http(s) and mailto links and forces rel and target', () => {
    expect(sanitizeInline('<a href="https://example.com/a?b=1&amp;c=2" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeInline('<a href="mailto:info@example.org">mail</a>')).toBe(
      '<a href="mailto:info@example.org" rel="noopener noreferrer" target="_blank">mail</a>',
    );
  });

  it('removes links to anything else but keeps their text', () => {
    expect(sanitizeInline('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="java&#x09;script:alert(1)">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="javascript&colon;alert(1)">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="/relative">x</a>')).toBe('x');
    expect(sanitizeInline('<a href="//evil.test">x</a>')).toBe('x');
    expect(sanitizeInline('<a>x</a>')).toBe('x');
  });

  it('drops a failed mark without disturbing the tags around it', () => {
    expect(sanitizeInline('<code class="evil">c</code><code class="inline-code">k</code>after')).toBe(
      'c<code class="inline-code">k</code>after',
    );
    expect(sanitizeInline('<mark>a</mark><mark class="cdx-marker">b</mark>c')).toBe(
      'a<mark class="cdx-marker">b</mark>c',
    );
    expect(sanitizeInline('<a href="javascript:x"><b>a</b></a><a href="https://ok.test">b</a>c')).toBe(
      '<b>a</b><a href="https://ok.test" rel="noopener noreferrer" target="_blank">b</a>c',
    );
    expect(sanitizeInline('<b><mark><code class="x">a</code>b</mark><i>c</i></b>')).toBe('<b>ab<i>c</i></b>');
  });

  it('maps strong/em to b/i and keeps line breaks', () => {
    expect(sanitizeInline('<strong>s</strong><em>e</em>')).toBe('<b>s</b><i>e</i>');
    expect(canonicalInline('a<br>b<br/>c')).toBe('a<br>b<br>c');
  });

  it('escapes text', () => {
    expect(sanitizeInline('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeInline('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('returns an empty string for non-strings', () => {
    expect(sanitizeInline(undefined as unknown as string)).toBe('');
    expect(sanitizeInline(42 as unknown as string)).toBe('');
  });
});

describe('cleanHref', () => {
  it('accepts absolute http(s) and mailto only', () => {
    expect(cleanHref(' https://example.com/x ')).toBe('https://example.com/x');
    expect(cleanHref('http://example.com')).toBe('http://example.com');
    expect(cleanHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(cleanHref('ht\ttps://example.com')).toBe('https://example.com');
    for (const bad of ['javascript:alert(1)', 'vbscript:x', 'https:evil.test', 'ftp://x', 'mailto:', '', null, 5]) {
      expect(cleanHref(bad)).toBeNull();
    }
  });
});

describe('canonicalInline on hostile input', () => {
  it('reduces everything to the allowed marks', () => {
    const hostile =
      '<p onclick="x"><b><i>bold italic</i></b> <mark class="cdx-marker" onclick="steal()">hi</mark>' +
      '<code class="evil">c</code><code class="inline-code">k</code>' +
      '<a href="javascript:alert(1)">js</a><a href="https://ok.test" onclick="x">ok</a>' +
      '<img src=x onerror=alert(1)><script>alert(1)</script></p>';
    expect(canonicalInline(hostile)).toBe(
      '<b><i>bold italic</i></b> <mark class="cdx-marker">hi</mark>c<code class="inline-code">k</code>js' +
        '<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>',
    );
  });
});
