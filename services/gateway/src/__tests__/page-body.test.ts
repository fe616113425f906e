import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { buildGateway } from '../app';
import { PUBLIC_URL, type Site } from './site-harness';
import { siteForTests } from './site-pages';

/** The page's body from the renderer: where it goes, what the renderer is told, what is never asked of it. */
const useSite = siteForTests();
let site: Site;
beforeAll(() => {
  site = useSite();
});

describe("the page's body, from the renderer", () => {
  /** A stand-in renderer: answers what it is given to answer and notes what each request carried. */
  const asked: { headers: Record<string, unknown>; body: { url: string; versions: Record<string, string> } }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let renderer: Server;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    renderer = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        asked.push({ headers: req.headers, body: JSON.parse(text) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    const { port } = renderer.address() as { port: number };
    gateway = await buildGateway({
      services: site.services,
      webRoot: site.webRoot,
      publicUrl: PUBLIC_URL,
      renderUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => renderer.close(resolve));
  });

  test('goes inside the root, its styles in the head and its state after the root; no cookie or token reaches the renderer', async () => {
    answer = {
      status: 200,
      body: {
        html: '<main><h1>Galeri</h1></main>',
        styles: '<style data-styled="active">h1{}</style>',
        state: '{"a":1}',
      },
    };
    asked.length = 0;
    const res = await gateway.inject({
      method: 'GET',
      url: '/galeri?x=1',
      headers: { cookie: 'mf_bucket=7; session=rahasia; theme=dark', authorization: 'Bearer rahasia' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Cookie');
    const doc = new JSDOM(res.body).window.document;
    expect(doc.getElementById('root')?.innerHTML).toBe('<main><h1>Galeri</h1></main>');
    expect(doc.head.querySelector('style[data-styled]')?.textContent).toBe('h1{}');
    const state = doc.getElementById(SERVER_STATE_ELEMENT_ID);
    expect(state?.getAttribute('type')).toBe('application/json');
    expect(state?.previousElementSibling?.id).toBe('root');
    expect(JSON.parse(state!.textContent!)).toEqual({ a: 1 });
    expect(asked).toHaveLength(1);
    // Of the cookies, only the theme's choice is named (a page rendered dark is the same for everyone who chose it).
    expect(asked[0].body).toEqual({ url: '/galeri?x=1', versions: {}, theme: 'dark' });
    expect(asked[0].headers.cookie).toBeUndefined();
    expect(asked[0].headers.authorization).toBeUndefined();
  });

  test("signed-in pages (dashboard, editor, administrators') are never asked of the renderer: the browser renders them with the session", async () => {
    answer = { status: 200, body: { html: '<main>x</main>', styles: '', state: '{}' } };
    asked.length = 0;
    for (const url of ['/donation/create', '/dashboard/blogs', '/editor', '/settings/edit-profile']) {
      const res = await gateway.inject({ method: 'GET', url });
      expect({ url, root: new JSDOM(res.body).window.document.getElementById('root')?.innerHTML }).toEqual({
        url,
        root: '',
      });
    }
    expect(asked).toEqual([]);
    for (const url of ['/', '/donation', '/tentang-kami', '/halaman-yang-tidak-ada']) {
      await gateway.inject({ method: 'GET', url });
    }
    expect(asked.map((a) => a.body.url)).toEqual(['/', '/donation', '/tentang-kami', '/halaman-yang-tidak-ada']);
  });

  test('a renderer that fails leaves the page without a body, never an error', async () => {
    answer = { status: 503, body: { error: 'x' } };
    const res = await gateway.inject({ method: 'GET', url: '/artikel' });
    expect(res.statusCode).toBe(200);
    const doc = new JSDOM(res.body).window.document;
    expect(doc.getElementById('root')?.innerHTML).toBe('');
    expect(doc.getElementById(SERVER_STATE_ELEMENT_ID)).toBeNull();
    expect(doc.title).toBe(`Artikel | ${SITE.name}`);
  });
});
