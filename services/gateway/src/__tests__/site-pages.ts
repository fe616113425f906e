import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { startSite, type Site } from './site-harness';

/** A title and text that try every way out of an element or attribute. */
export const HOSTILE = `Judul "kutip" & 'apostrof' </title><script>alert(1)</script> 🎉 <b>tebal</b>`;
export const DAY = 24 * 60 * 60 * 1000;

/**
 * The whole site (four services with their own databases and migrations, behind the gateway) for the
 * tests of one file, started before them and closed after, with generous limits for a busy machine.
 * Returns a reader of the site, valid inside the tests.
 */
export function siteForTests(): () => Site {
  jest.setTimeout(120_000);
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite();
  }, 600_000);
  afterAll(() => site?.close());
  return () => {
    if (!site) throw new Error('the site is started before the tests');
    return site;
  };
}

/** A page as a link-preview crawler reads it: plain HTML, no script run. */
export async function crawl(gateway: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await gateway.inject({ method: 'GET', url, headers });
  const doc = new JSDOM(res.body).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
  const links = (rel: string) => [...doc.querySelectorAll(`link[rel="${rel}"]`)];
  return { res, doc, meta, jsonLd, links, title: doc.title };
}

/** A published campaign, created by an administrator through the gateway. */
export async function createCampaign(site: Site, over: Record<string, unknown> = {}) {
  const res = await site.gateway.inject({
    method: 'POST',
    url: '/api/donation',
    headers: site.admin,
    payload: {
      title: 'Beasiswa anak asrama',
      description: 'Biaya sekolah setahun untuk 30 anak.',
      content: 'Isi lengkap.',
      target_amount: 1_000_000,
      thumbnail: site.pictureUrl,
      expiry_time: new Date(Date.now() + 30 * DAY).toISOString(),
      ...over,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { donation_id: string; title: string };
}

/** Sets a campaign's collected total directly, as settled payments would. */
export const setCollected = (site: Site, donationId: string, total: number) =>
  site.donation.db('donations').where({ donation_id: donationId }).update({ total_collected: total });
