import { checkEnv, COMMON_RULES, CommonEnv, mergeRules, Type } from '@yayasan/service-kit';
import { donationEnv, midtransIsProduction, resolvePaymentsOptions } from '../config';
import { MidtransGateway } from '../domain/midtrans';

const coreBaseUrl = (env: NodeJS.ProcessEnv) => {
  const gateway = new MidtransGateway(resolvePaymentsOptions({}, env).midtrans);
  return (
    gateway as unknown as { core: { apiConfig: { getCoreApiBaseUrl(): string } } }
  ).core.apiConfig.getCoreApiBaseUrl();
};

const production = {
  NODE_ENV: 'production',
  MIDTRANS_SERVER_KEY: 'Mid-server-x',
  MIDTRANS_CLIENT_KEY: 'Mid-client-x',
  INVOICE_SIGNING_SECRET: 'secret',
  SMTP_URL: 'smtps://user:pass@mail.example:465',
  UNSUBSCRIBE_SIGNING_SECRET: 'another-secret',
  SERVICE_CALL_KEY: 'a-third-secret',
};

describe('Midtrans mode', () => {
  it('charges the production API when NODE_ENV=production and no mode is set', () => {
    expect(midtransIsProduction(production)).toBe(true);
    expect(coreBaseUrl(production)).toBe('https://api.midtrans.com');
  });

  it('follows an explicit MIDTRANS_IS_PRODUCTION either way', () => {
    expect(coreBaseUrl({ ...production, MIDTRANS_IS_PRODUCTION: 'false' })).toBe('https://api.sandbox.midtrans.com');
    expect(coreBaseUrl({ NODE_ENV: 'development', MIDTRANS_IS_PRODUCTION: 'true' })).toBe('https://api.midtrans.com');
  });

  it('uses the sandbox outside production, and MIDTRANS_BASE_URL replaces the address (the simulator)', () => {
    expect(coreBaseUrl({ NODE_ENV: 'development' })).toBe('https://api.sandbox.midtrans.com');
    expect(coreBaseUrl({ NODE_ENV: 'development', MIDTRANS_BASE_URL: 'http://127.0.0.1:4010/' })).toBe(
      'http://127.0.0.1:4010',
    );
  });
});

describe('donation environment check', () => {
  const schema = Type.Object({ ...CommonEnv.properties, ...donationEnv.schema.properties });
  const rules = mergeRules(COMMON_RULES, donationEnv.rules);
  const base = { DATABASE_URL: 'mysql://root@127.0.0.1:3306/yayasan', JWT_PUBLIC_KEY: 'pem' };

  it('accepts a complete environment', () => {
    expect(checkEnv(schema, rules, { ...base, ...production, PUBLIC_URL: 'https://yayasan.example' })).toEqual([]);
  });

  it('names every missing or malformed variable on its own line, never its value', () => {
    const problems = checkEnv(schema, rules, {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://secret-host/db',
      PORT: 'eighty',
      MIDTRANS_IS_PRODUCTION: 'yes',
    });
    expect(problems).toEqual([
      'PUBLIC_URL is not set (expected a http or https URL in production)',
      'MIDTRANS_SERVER_KEY is not set (expected the Midtrans server key in production)',
      'MIDTRANS_CLIENT_KEY is not set (expected the Midtrans client key in production)',
      'INVOICE_SIGNING_SECRET is not set (expected a random secret for receipt links in production)',
      'SMTP_URL is not set (expected a smtp or smtps URL in production)',
      'UNSUBSCRIBE_SIGNING_SECRET is not set (expected a random secret for unsubscribe links, the same in account and donation in production)',
      'SERVICE_CALL_KEY is not set (expected a random secret the services present to each other, the same in blog and donation in production)',
      'JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE is not set (expected a PEM public key)',
      'DATABASE_URL is malformed (expected a mysql URL)',
      'PORT is malformed (expected a port number (1-65535))',
      'MIDTRANS_IS_PRODUCTION is malformed (expected true or false)',
    ]);
    expect(problems.join('\n')).not.toContain('secret-host');
  });

  it('checks the reconciliation timings: whole milliseconds, 0 allowed', () => {
    expect(checkEnv(schema, rules, { ...base, RECONCILE_INTERVAL_MS: '0', RECONCILE_STALE_MS: '300000' })).toEqual([]);
    expect(checkEnv(schema, rules, { ...base, RECONCILE_INTERVAL_MS: '1m', RECONCILE_STALE_MS: '-5' })).toEqual([
      'RECONCILE_INTERVAL_MS is malformed (expected a whole number of milliseconds (0 turns reconciliation off))',
      'RECONCILE_STALE_MS is malformed (expected a whole number of milliseconds)',
    ]);
  });
});
