import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = process.env.MAIL_FROM ?? 'Yayasan <no-reply@yayasan.test>';

/** Production: SMTP through nodemailer. */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    },
  };
}

/**
 * Development: every mail becomes a JSON file (from, to, subject, text, html) in the outbox folder,
 * composed by nodemailer as it would be sent; its path is logged so the developer can open it.
 */
export function outboxMailer(dir: string, log: (line: string) => void = (l) => console.log(l)): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`,
      );
      const composed = JSON.parse(String(info.message)) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...composed, ...mail, from: MAIL_FROM }, null, 2));
      log(`mail to ${mail.to} written to ${file}`);
    },
  };
}

/** SMTP_URL when set; otherwise the outbox in MAIL_OUTBOX_DIR; otherwise mails are only logged. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL);
  if (env.MAIL_OUTBOX_DIR) return outboxMailer(env.MAIL_OUTBOX_DIR);
  if (env.NODE_ENV === 'production') throw new Error('SMTP_URL is not set');
  return {
    async send(mail) {
      console.log(`mail to ${mail.to} (no SMTP_URL or MAIL_OUTBOX_DIR): ${mail.subject}\n${mail.text}`);
    },
  };
}
