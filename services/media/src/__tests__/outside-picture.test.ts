import { createServer, type Server } from 'node:http';
import { MESSAGES } from '@yayasan/validation';
import { importAllowListFromEnv } from '../config';
import { fetchOutsidePicture, isFetchableAddress } from '../domain/outside-picture';
import { tinyPng } from './helpers';

/** The fetch of outside pictures against server-side request forgery, on a server of the test's own. */
let server: Server;
let port: number;
let requests: string[];
let png: Buffer;
beforeAll(async () => {
  png = await tinyPng();
  requests = [];
  server = createServer((req, res) => {
    requests.push(req.url!);
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/big') {
      // No length announced: the limit must hold on what arrives.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      for (let i = 0; i < 4; i++) res.write(Buffer.alloc(1024 * 1024));
      return res.end();
    }
    if (url.pathname === '/hang') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const LOOPBACK = ['127.0.0.1/32'];
/** A resolver answering fixed addresses, counting how often it is asked. */
function resolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

const refusedWith = (message: string) => ({ statusCode: 400, message });

describe('which addresses may be fetched from', () => {
  it('public unicast only: no loopback, private, link-local, metadata, CGNAT, multicast, IPv6 local or mapped forms', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect({ address, ok: isFetchableAddress(address) }).toEqual({ address, ok: true });
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '2002:7f00:1::',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect({ address, ok: isFetchableAddress(address) }).toEqual({ address, ok: false });
    }
  });

  it('the allow list is empty unless configured, and refused in production', () => {
    expect(importAllowListFromEnv({})).toEqual([]);
    expect(importAllowListFromEnv({ MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1/32, ::1' })).toEqual([
      '127.0.0.1/32',
      '::1',
    ]);
    expect(() =>
      importAllowListFromEnv({ NODE_ENV: 'production', MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1/32' }),
    ).toThrow('MEDIA_IMPORT_ALLOW_ADDRESSES');
    expect(() => importAllowListFromEnv({ MEDIA_IMPORT_ALLOW_ADDRESSES: 'localhost' })).toThrow('localhost');
  });

  it('the allow list (tests only) lets its own ranges through and nothing else', () => {
    expect(isFetchableAddress('127.0.0.1', LOOPBACK)).toBe(true);
    expect(isFetchableAddress('::ffff:127.0.0.1', LOOPBACK)).toBe(true);
    expect(isFetchableAddress('127.0.0.2', LOOPBACK)).toBe(false);
    expect(isFetchableAddress('10.0.0.1', LOOPBACK)).toBe(false);
  });
});

describe('fetchOutsidePicture', () => {
  it('fetches from the allowed test server, connecting to the address the check resolved (asked once)', async () => {
    // pics.test does not exist in any real DNS: the connection can only go to the resolved, checked address.
    const { resolve, asked } = resolver({ 'pics.test': ['127.0.0.1'] });
    const got = await fetchOutsidePicture(`http://pics.test:${port}/photo.png`, { allowAddresses: LOOPBACK, resolve });
    expect(got.body.equals(png)).toBe(true);
    expect(asked).toEqual(['pics.test']);
  });

  it('refuses loopback, 10.x and the metadata address before connecting (off by default)', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/photo.png`,
      `http://[::1]:${port}/photo.png`,
      `http://[::ffff:127.0.0.1]:${port}/photo.png`,
      'http://10.0.0.1/photo.png',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await expect(fetchOutsidePicture(url)).rejects.toMatchObject(refusedWith(MESSAGES.importRefused));
    }
    expect(requests).toEqual([]);
  });

  it('refuses a name that resolves to a private address, or to any private address among public ones', async () => {
    const { resolve } = resolver({
      'inside.test': ['10.0.0.5'],
      'mixed.test': ['93.184.216.34', '192.168.0.10'],
      'metadata.test': ['169.254.169.254'],
      'local6.test': ['fd12:3456::1'],
    });
    for (const host of ['inside.test', 'mixed.test', 'metadata.test', 'local6.test']) {
      await expect(fetchOutsidePicture(`http://${host}/a.png`, { resolve })).rejects.toMatchObject(
        refusedWith(MESSAGES.importRefused),
      );
    }
  });

  it('checks every redirect again: to a private address, to a name resolving to one, to another scheme', async () => {
    const { resolve } = resolver({ 'pics.test': ['127.0.0.1'], 'inside.test': ['192.168.1.1'] });
    const options = { allowAddresses: LOOPBACK, resolve };
    for (const to of [
      'http://10.0.0.1/photo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://inside.test/photo.png',
      'http://[::1]/photo.png',
    ]) {
      await expect(
        fetchOutsidePicture(`http://pics.test:${port}/redirect?to=${encodeURIComponent(to)}`, options),
      ).rejects.toMatchObject(refusedWith(MESSAGES.importRefused));
    }
    await expect(
      fetchOutsidePicture(`http://pics.test:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, options),
    ).rejects.toMatchObject(refusedWith(MESSAGES.importRefused));
    // An allowed hop still works.
    const hop = `http://pics.test:${port}/photo.png`;
    const got = await fetchOutsidePicture(`http://pics.test:${port}/redirect?to=${encodeURIComponent(hop)}`, options);
    expect(got.body.equals(png)).toBe(true);
  });

  it('http and https only', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'gopher://example.com/',
      'data:image/png;base64,AA',
      '/media/a.png',
    ]) {
      await expect(fetchOutsidePicture(url)).rejects.toMatchObject(refusedWith(MESSAGES.importUrlInvalid));
    }
  });

  it('bounds redirects, size and time', async () => {
    const options = { allowAddresses: LOOPBACK };
    await expect(fetchOutsidePicture(`http://127.0.0.1:${port}/loop`, options)).rejects.toMatchObject(
      refusedWith(MESSAGES.importFailed),
    );
    expect(requests.filter((r) => r === '/loop').length).toBe(4); // the first ask and 3 redirects
    await expect(fetchOutsidePicture(`http://127.0.0.1:${port}/big`, options)).rejects.toMatchObject(
      refusedWith(MESSAGES.uploadSize),
    );
    await expect(
      fetchOutsidePicture(`http://127.0.0.1:${port}/hang`, { ...options, timeoutMs: 300 }),
    ).rejects.toMatchObject(refusedWith(MESSAGES.importFailed));
    // A name that never resolves is bounded by the same time.
    const never = () => new Promise<never>(() => undefined);
    await expect(
      fetchOutsidePicture('http://slow.test/a.png', { resolve: never, timeoutMs: 300 }),
    ).rejects.toMatchObject(refusedWith(MESSAGES.importFailed));
    await expect(fetchOutsidePicture(`http://127.0.0.1:${port}/missing.png`, options)).rejects.toMatchObject(
      refusedWith(MESSAGES.importFailed),
    );
  });
});
