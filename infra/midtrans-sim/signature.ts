import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans notification signature: sha512(order_id + status_code + gross_amount + serverKey), hex. */
export function signatureKey(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
}

export function verifySignature(body: SignedFields, serverKey: string): boolean {
  const expected = Buffer.from(signatureKey(body.order_id, body.status_code, body.gross_amount, serverKey), 'utf8');
  const given = Buffer.from(String(body.signature_key), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
