import { ExpiringLinkSigner } from '@yayasan/service-kit';

/**
 * The signed, expiring link an export is mailed with: HMAC-SHA256 over the export's id and the link's
 * expiry, the shape of the receipt links (donation's InvoiceSigner). Keyed with the account service's
 * mail-link secret under a purpose of its own, so no other link's signature is ever one of these.
 */
export class ExportLinkSigner {
  private readonly links: ExpiringLinkSigner;

  constructor(secret: string) {
    this.links = new ExpiringLinkSigner(secret);
  }

  sign(exportId: number, expiresAt: Date): { expires: number; signature: string } {
    return this.links.sign(`data-export.${exportId}`, Math.floor(expiresAt.getTime() / 1000));
  }

  /** True for a genuine link that has not expired. */
  verify(exportId: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
    return this.links.verify(`data-export.${exportId}`, expires, signature, now);
  }
}

/** The public address of an export's download. */
export function exportDownloadUrl(publicUrl: string, exportId: number, link: { expires: number; signature: string }) {
  return `${publicUrl}/api/data-rights/export/${exportId}/download?expires=${link.expires}&signature=${link.signature}`;
}
