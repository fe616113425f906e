import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import nodemailer from 'nodemailer';
import { env as v } from './env';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on non-receipt mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The sender when MAIL_FROM names none. */
/** The message nodemailer's JSON transport composes: an object of its fields. */
const ComposedMail = Type.Record(Type.String(), Type.Unknown());

export const DEFAULT_MAIL_FROM = 'Yayasan <no-reply@yayasan.test>';

/**
 * Limits on a mail server that stops answering (nodemailer waits minutes by default): a send fails well
 * within the lease a mail job is held under, so no other worker sends the same mail meanwhile.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Production: SMTP through nodemailer. */
export function smtpMailer(url: string, from = DEFAULT_MAIL_FROM, timeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ url, ...timeouts });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** What an outbox file says of an attachment: the file beside it that holds its bytes. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Absolute path of the attachment's bytes, written next to the mail's JSON file. */
  path: string;
  size: number;
}

/**
 * Development: every mail becomes a JSON file (from, to, subject, text, html, headers) in the outbox
 * folder, composed by nodemailer as it would be sent; each attachment is written next to it as its own
 * file (named in `attachments[].path`), so it can be opened as it is. The path is logged.
 */
export function outboxMailer(
  dir: string,
  log: (line: string) => void = (l) => console.log(l),
  from = DEFAULT_MAIL_FROM,
): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const { attachments = [], ...rest } = mail;
      const info = await transport.sendMail({ from, ...rest });
      await mkdir(dir, { recursive: true });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const written: OutboxAttachment[] = [];
      for (const [i, a] of attachments.entries()) {
        const path = join(dir, `${base}-${i + 1}-${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`);
        await writeFile(path, a.content);
        written.push({ filename: a.filename, contentType: a.contentType, path, size: a.content.length });
      }
      const file = join(dir, `${base}.json`);
      const composed = Value.Parse(ComposedMail, JSON.parse(String(info.message)));
      // Written aside and renamed: whoever reads the outbox never sees half a mail.
      await writeFile(`${file}.part`, JSON.stringify({ ...composed, ...rest, from, attachments: written }, null, 2));
      await rename(`${file}.part`, file);
      log(`mail to ${mail.to} written to ${file}`);
    },
  };
}

/** Development without an outbox: mails are only logged. */
export const logMailer: Mailer = {
  async send(mail) {
    console.log(`mail to ${mail.to} (no SMTP_URL or MAIL_OUTBOX_DIR): ${mail.subject}\n${mail.text}`);
  },
};

/** SMTP_URL when set; otherwise the outbox in MAIL_OUTBOX_DIR; otherwise mails are only logged. */
export function mailerFromEnv(source: NodeJS.ProcessEnv = process.env): Mailer {
  const from = source.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (source.SMTP_URL) return smtpMailer(source.SMTP_URL, from);
  if (source.MAIL_OUTBOX_DIR) return outboxMailer(source.MAIL_OUTBOX_DIR, undefined, from);
  if (source.NODE_ENV === 'production') throw new Error('SMTP_URL is not set');
  return logMailer;
}

/** The mail variables, declared by every service that sends mail (spread into its env schema). */
export const MAIL_ENV = {
  SMTP_URL: v.url('smtp', 'smtps'),
  MAIL_OUTBOX_DIR: v.text('a folder for development mail'),
  MAIL_FROM: v.text('a sender address'),
};
