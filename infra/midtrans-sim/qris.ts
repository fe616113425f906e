import QRCode from 'qrcode';
import type { Order } from './orders';

export const QR_SIZE_PX = 256;

const tlv = (id: string, value: string): string => id + String(value.length).padStart(2, '0') + value;

/** CRC-16/CCITT-FALSE, as EMVCo QR (and so QRIS) uses for tag 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic QRIS-shaped (EMVCo) payment string for one transaction. */
export function qrisString(order: Pick<Order, 'transactionId' | 'orderId' | 'grossAmount' | 'merchantId'>): string {
  const amount = order.grossAmount.replace(/\.00$/, '');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(
      '26',
      tlv('00', 'ID.CO.GOJEK.WWW') + tlv('01', '936009140000000001') + tlv('02', order.merchantId) + tlv('03', 'UMI'),
    ) +
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1020000000001') + tlv('03', 'UMI')) +
    tlv('52', '8398') +
    tlv('53', '360') +
    tlv('54', amount) +
    tlv('58', 'ID') +
    tlv('59', 'MIDTRANS SIMULATOR') +
    tlv('60', 'JAKARTA') +
    tlv('61', '10110') +
    tlv('62', tlv('01', order.orderId.slice(0, 25)) + tlv('05', order.transactionId)) +
    '6304';
  return body + crc16(body);
}

/**
 * The qrcode renderer floors (modules + 2 * margin) * scale, which falls one pixel short for
 * some module counts; pick a quiet-zone width that lands exactly on QR_SIZE_PX.
 */
function marginFor(text: string): number {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
  for (const margin of [2, 3, 1, 4, 5]) {
    const units = modules + margin * 2;
    if (Math.floor(units * (QR_SIZE_PX / units)) === QR_SIZE_PX) return margin;
  }
  return 2;
}

/** The QR code PNG (256x256) encoding `text`. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    width: QR_SIZE_PX,
    margin: marginFor(text),
  });
}
