import { createElement as h } from 'react';
import { DetailRows, Greeting, Lines, MailPage, renderMailHtml, SignOff } from '../mail-html';

describe('mail HTML from React components', () => {
  it('renders an Indonesian page whose text and attributes are escaped by React', async () => {
    const html = await renderMailHtml(
      h(
        MailPage,
        null,
        h(Greeting, { name: '<b>Budi</b> & "Siti"' }),
        h('a', { href: 'https://site.test/a?x=1&y="2"' }, 'Buka'),
      ),
    );
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Halo <!-- -->&lt;b&gt;Budi&lt;/b&gt; &amp; &quot;Siti&quot;<!-- -->,');
    expect(html).toContain('href="https://site.test/a?x=1&amp;y=&quot;2&quot;"');
    expect(html).not.toContain('<b>');
  });

  it('lists detail rows, keeps a text line by line and signs off', async () => {
    const html = await renderMailHtml(
      h(
        MailPage,
        null,
        h(DetailRows, {
          rows: [
            ['Jumlah', 'Rp 75.000'],
            ['Program', 'Asrama <baru>'],
          ],
        }),
        h(Lines, { text: 'satu\ndua <tiga>' }),
        h(SignOff, { sender: 'Yayasan' }),
      ),
    );
    expect(html).toContain('<th align="left">Jumlah</th><td>Rp 75.000</td>');
    expect(html).toContain('<th align="left">Program</th><td>Asrama &lt;baru&gt;</td>');
    expect(html).toContain('<p>satu<br/>dua &lt;tiga&gt;</p>');
    expect(html).toContain('<p>Salam hangat,<br/>Yayasan</p>');
  });
});
