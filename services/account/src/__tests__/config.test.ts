import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailerFromEnv } from '../config';

const mail = { to: 'budi@example.com', subject: 'Atur ulang password', text: 'Halo', html: '<p>Halo</p>' };

describe('mailerFromEnv', () => {
  let outbox: string;
  beforeEach(() => {
    outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
    // The outbox mailer names each file it writes on the console.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(outbox, { recursive: true, force: true });
  });

  const sentFrom = () => {
    const [file] = readdirSync(outbox);
    return (JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { from: string }).from;
  };

  it('sends from MAIL_FROM when it is set', async () => {
    await mailerFromEnv({ MAIL_OUTBOX_DIR: outbox, MAIL_FROM: 'Panti <halo@panti.test>' }).send(mail);
    expect(sentFrom()).toBe('Panti <halo@panti.test>');
  });

  it('sends from the site address otherwise', async () => {
    await mailerFromEnv({ MAIL_OUTBOX_DIR: outbox }).send(mail);
    expect(sentFrom()).toBe('Yayasan <no-reply@yayasan.test>');
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => mailerFromEnv({ NODE_ENV: 'production' })).toThrow('SMTP_URL is not set');
  });
});
