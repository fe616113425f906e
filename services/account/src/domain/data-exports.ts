import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { parseJson, type Db, type Mailer } from '@yayasan/service-kit';
import { EXPORT_LINK_DAYS } from '@yayasan/validation';
import type { DataRightsSettings } from '../config';
import type { DataExportTableRow } from '../db/tables';
import { erasuresOf } from '../repositories/account-erasures';
import {
  exportById,
  exportsOf,
  exportsWithFiles,
  forgetExportFile,
  insertExport,
  markExportFailed,
  markExportReady,
  queuedExportOf,
  readyExportById,
} from '../repositories/data-exports';
import { resetsOf } from '../repositories/password-resets';
import { exportAddresseeOf, wholeUserRow } from '../repositories/users';
import { exportReadyMail, hasAddress } from './data-rights-mail';
import { ExportLinkSigner, exportDownloadUrl } from './export-link';
import { exportPartStream, type OtherService } from './service-parts';

export type ExportStatus = DataExportTableRow['status'];

/** A requested export, without its worker's lease. */
export type DataExportRow = Omit<DataExportTableRow, 'next_attempt_at' | 'claimed_until' | 'last_error'>;

/** What the settings page shows of the latest export. */
export const exportState = (row: DataExportRow) => ({
  status: row.status,
  requested_at: new Date(row.created_at).toISOString(),
  expires_at: row.status === 'ready' && row.expires_at ? new Date(row.expires_at).toISOString() : null,
});

/** Queues an export, or answers the one already being prepared (asking twice prepares it once). */
export async function requestExport(db: Db, userId: number): Promise<DataExportRow> {
  const pending = await queuedExportOf(db, userId);
  if (pending) return pending;
  const id = await insertExport(db, userId);
  return (await exportById(db, id))!;
}

/** Everything preparing an export needs: the database, the other services, where files go, the mail. */
export interface ExportDeps {
  db: Db;
  settings: DataRightsSettings;
  mailer: Mailer;
  signer: ExportLinkSigner;
  publicUrl: string;
}

const services = (s: DataRightsSettings) => ({
  blog: { url: s.blogUrl, key: s.serviceCallKey } satisfies OtherService,
  donation: { url: s.donationUrl, key: s.serviceCallKey } satisfies OtherService,
});

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

const README = `Data pribadi Anda di situs Yayasan, dalam format JSON (UTF-8):

akun.json          akun dan profil: nama, email, username, bio, tautan media sosial, foto, pengaturan email
sesi.json          cara masuk, sesi yang pernah dicabut, permintaan reset password
artikel.json       artikel yang Anda tulis (juga draf), dengan isinya
komentar.json      komentar dan balasan yang Anda tulis
suka.json          artikel yang Anda sukai
notifikasi.json    notifikasi untuk Anda
donasi.json        donasi Anda (juga yang belum dibayar) dengan kode verifikasi bukti donasinya
permintaan.json    permintaan unduhan data dan penghapusan akun Anda

Setiap file berisi satu array JSON. Waktu dalam UTC (ISO 8601), jumlah uang dalam rupiah.
`;

/** The account's own tables, read at once (a handful of rows). */
async function accountParts(db: Db, userId: number) {
  const user = await wholeUserRow(db, userId);
  const resets = await resetsOf(db, userId);
  const exports = await exportsOf(db, userId);
  const erasures = await erasuresOf(db, userId);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    account: {
      username: user.username,
      fullname: user.fullname,
      email: user.email,
      bio: user.bio,
      profile_img: user.profile_img || null,
      social_links: parseJson(user.social_links, {}),
      sign_in_with_google: Boolean(user.google_auth),
      has_password: Boolean(user.password_hash),
      is_admin: Boolean(user.is_admin),
      email_preferences: { receipts: true, campaign_news: Boolean(user.email_campaign_news) },
      joined_at: iso(user.joined_at),
      updated_at: iso(user.updated_at),
    },
    sessions: {
      // Sign-ins are tokens the browser keeps (7 days); the server stores none, only how often all of
      // them were revoked at once (a password change or reset, a change of admin rights).
      signed_in_with: user.password_hash ? 'password' : 'google',
      revocations: Number(user.token_version ?? 0),
      password_resets: resets.map((r) => ({
        requested_at: iso(r.created_at),
        expires_at: iso(r.expires_at),
        used_at: iso(r.used_at),
      })),
    },
    requests: {
      exports: exports.map((e) => ({ requested_at: iso(e.created_at), status: e.status })),
      erasures: erasures.map((e) => ({
        requested_at: iso(e.created_at),
        due_at: iso(e.due_at),
        status: e.status,
        content: e.content,
      })),
    },
  };
}

/**
 * Writes the user's export as a ZIP of JSON files to `file`, entry after entry: the other services'
 * parts are asked for only when their turn comes and flow through the compressor to the disk, so no
 * part is ever held whole in memory however many years of rows it has.
 */
export async function writeExportArchive(deps: ExportDeps, userId: number, file: string): Promise<void> {
  const { blog, donation } = services(deps.settings);
  const own = await accountParts(deps.db, userId);
  const zip = new ZipFile();
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      out.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const remote = (name: string, service: OtherService, part: string) =>
      zip.addReadStreamLazy(name, (cb: (err: Error | null, stream: Readable) => void) => {
        exportPartStream(service, userId, part).then((stream) => {
          stream.once('error', fail);
          cb(null, stream);
        }, fail);
      });
    zip.on('error', fail);
    out.on('error', fail);
    out.on('close', () => {
      if (!failed) resolve();
    });
    zip.outputStream.pipe(out);
    zip.addBuffer(Buffer.from(README), 'BACA-SAYA.txt');
    zip.addBuffer(json(own.account), 'akun.json');
    zip.addBuffer(json(own.sessions), 'sesi.json');
    remote('artikel.json', blog, 'articles');
    remote('komentar.json', blog, 'comments');
    remote('suka.json', blog, 'likes');
    remote('notifikasi.json', blog, 'notifications');
    remote('donasi.json', donation, 'donations');
    zip.addBuffer(json(own.requests), 'permintaan.json');
    zip.end();
  });
}

export const exportFilePath = (settings: DataRightsSettings, fileName: string) => join(settings.exportDir, fileName);

/**
 * Prepares one claimed export: writes the archive under a random name, marks it ready for
 * EXPORT_LINK_DAYS and mails its owner the signed link. Throws when a part could not be had (the
 * caller retries later); a half-written file is removed.
 */
export async function prepareExport(deps: ExportDeps, exportId: number): Promise<void> {
  const row = await exportById(deps.db, exportId);
  if (!row || row.status !== 'queued') return;
  const user = await exportAddresseeOf(deps.db, row.user_id);
  if (!hasAddress(user) || user.erased_at) {
    await markExportFailed(deps.db, exportId, 'account erased');
    return;
  }
  await mkdir(deps.settings.exportDir, { recursive: true });
  const fileName = `${exportId}-${randomBytes(16).toString('hex')}.zip`;
  const final = exportFilePath(deps.settings, fileName);
  const partial = `${final}.part`;
  try {
    await writeExportArchive(deps, row.user_id, partial);
    await rename(partial, final);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * 24 * 3600_000);
  await markExportReady(deps.db, exportId, fileName, expiresAt);
  const link = exportDownloadUrl(deps.publicUrl, exportId, deps.signer.sign(exportId, expiresAt));
  await deps.mailer.send(await exportReadyMail(user, link, expiresAt, deps.publicUrl));
}

/** The file of a ready, unexpired export, or null. */
export async function downloadableExport(db: Db, settings: DataRightsSettings, exportId: number) {
  const row = await readyExportById(db, exportId);
  if (!row?.file_name || !row.expires_at || new Date(row.expires_at).getTime() < Date.now()) return null;
  return { path: exportFilePath(settings, row.file_name), fileName: `data-saya-${exportId}.zip` };
}

/** Removes the files of exports whose link has expired (and of an erased account's exports). */
export async function removeExpiredExports(db: Db, settings: DataRightsSettings, userId?: number): Promise<void> {
  const rows = await exportsWithFiles(db, userId);
  for (const r of rows) {
    await rm(exportFilePath(settings, r.file_name!), { force: true });
    await forgetExportFile(db, r.id);
  }
}
