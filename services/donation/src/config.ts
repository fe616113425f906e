import { env as v, Type } from '@yayasan/service-kit';

/** The donation service's own variables, checked at start with the common ones. */
export const donationEnv = {
  schema: Type.Object({
    MIDTRANS_SERVER_KEY: v.text('the Midtrans server key'),
    MIDTRANS_CLIENT_KEY: v.text('the Midtrans client key'),
    MIDTRANS_IS_PRODUCTION: v.boolean(),
    MIDTRANS_BASE_URL: v.url('http', 'https'),
    INVOICE_SIGNING_SECRET: v.text('a random secret for receipt links'),
    PUPPETEER_EXECUTABLE_PATH: v.file(),
  }),
  rules: { requiredInProduction: ['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY', 'INVOICE_SIGNING_SECRET'] },
};

/**
 * Which Midtrans environment takes the charges: MIDTRANS_IS_PRODUCTION when it is set, otherwise the
 * production API exactly when NODE_ENV=production (a production site never charges the sandbox by
 * omission). MIDTRANS_BASE_URL, when set, replaces the API address itself (the local simulator).
 */
export function midtransIsProduction(source: NodeJS.ProcessEnv = process.env): boolean {
  if (source.MIDTRANS_IS_PRODUCTION === 'true') return true;
  if (source.MIDTRANS_IS_PRODUCTION === 'false') return false;
  return source.NODE_ENV === 'production';
}
