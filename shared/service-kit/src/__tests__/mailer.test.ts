import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:net';
import { mailerFromEnv, outboxMailer, smtpMailer, type OutboxAttachment } from '../mailer';

// Every write still happens; the tests can see which files were written.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, writeFile: jest.fn(actual.writeFile) };
});

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

  const sent = () => {
    const [file] = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    return JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
      from: string;
      headers?: Record<string, string>;
      attachments: OutboxAttachment[];
    };
  };

  it('sends from MAIL_FROM when it is set', async () => {
    await mailerFromEnv({ MAIL_OUTBOX_DIR: outbox, MAIL_FROM: 'Panti <halo@panti.test>' }).send(mail);
    expect(sent().from).toBe('Panti <halo@panti.test>');
  });

  it('sends from the site address otherwise', async () => {
    await mailerFromEnv({ MAIL_OUTBOX_DIR: outbox }).send(mail);
    expect(sent().from).toBe('Yayasan <no-reply@yayasan.test>');
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => mailerFromEnv({ NODE_ENV: 'production' })).toThrow('SMTP_URL is not set');
  });
});

describe('outboxMailer', () => {
  let outbox: string;
  beforeEach(() => {
    outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(outbox, { recursive: true, force: true }));

  it('never writes a mail file in place, so a reader of the outbox sees whole mails only', async () => {
    jest.mocked(writeFile).mockClear();
    await outboxMailer(outbox, () => undefined).send(mail);
    const written = jest.mocked(writeFile).mock.calls.map(([path]) => String(path));
    expect(written.filter((path) => path.endsWith('.json'))).toEqual([]);
    expect(readdirSync(outbox)).toEqual([expect.stringMatching(/\.json$/)]);
  });

  it('keeps each attachment as a file beside the mail, byte for byte, and the headers', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');
    await outboxMailer(outbox, () => undefined).send({
      ...mail,
      attachments: [{ filename: 'invoice TRX 1.pdf', content: pdf, contentType: 'application/pdf' }],
      headers: { 'List-Unsubscribe': '<http://site.test/x>' },
    });
    const [file] = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    const json = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
      headers: Record<string, string>;
      attachments: OutboxAttachment[];
    };
    expect(json.headers).toEqual({ 'List-Unsubscribe': '<http://site.test/x>' });
    expect(json.attachments).toHaveLength(1);
    expect(json.attachments[0]).toMatchObject({ filename: 'invoice TRX 1.pdf', contentType: 'application/pdf' });
    expect(readFileSync(json.attachments[0].path).equals(pdf)).toBe(true);
    expect(readdirSync(outbox)).toHaveLength(2);
  });
});

describe('smtpMailer', () => {
  let silent: Server;
  afterEach(() => new Promise((resolve) => silent.close(resolve)));

  it('gives up on a mail server that accepts the connection and then says nothing', async () => {
    // Without a limit nodemailer would wait for minutes, past the lease its mail job is held under.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, undefined, {
      connectionTimeout: 1000,
      greetingTimeout: 300,
      socketTimeout: 1000,
    });
    await expect(mailer.send({ to: 'a@b.test', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow(
      /greeting/i,
    );
  });
});
