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

/** The sender when MAIL_FROM names none. */
export const DEFAULT_MAIL_FROM = 'Yayasan <no-reply@yayasan.test>';

/** Production: SMTP through nodemailer. */
export function smtpMailer(url: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Development: every mail becomes a JSON file (from, to, subject, text, html) in the outbox folder,
 * composed by nodemailer as it would be sent; its path is logged so the developer can open it.
 */
export function outboxMailer(
  dir: string,
  log: (line: string) => void = (l) => console.log(l),
  from = DEFAULT_MAIL_FROM,
): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`,
      );
      const composed = JSON.parse(String(info.message)) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...composed, ...mail, from }, null, 2));
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
