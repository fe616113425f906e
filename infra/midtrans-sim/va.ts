import { randomInt } from 'node:crypto';
import type { Bank, Store } from './orders';

/** Prefix and total length of the simulated VA numbers, close to what each bank issues. */
const FORMATS: Record<Bank, { prefix: string; length: number }> = {
  bca: { prefix: '128', length: 11 },
  bni: { prefix: '9881', length: 16 },
  bri: { prefix: '88810', length: 18 },
  cimb: { prefix: '5919', length: 16 },
  permata: { prefix: '8778', length: 16 },
};

let counter = 0;

/** A digits-only VA number for the bank that `inUse` does not know yet. */
export function generateVaNumber(bank: Bank, inUse: (va: string) => boolean): string {
  const { prefix, length } = FORMATS[bank];
  for (;;) {
    counter = (counter + 1) % 1_000_000;
    const tail = String(counter).padStart(6, '0');
    let middle = '';
    while (prefix.length + middle.length + tail.length < length) middle += String(randomInt(10));
    const va = (prefix + middle + tail).slice(0, length);
    if (!inUse(va)) return va;
  }
}

/** Payment codes as the stores issue them: Indomaret 14 digits, Alfamart 16. */
const CODE_LENGTH: Record<Store, number> = { indomaret: 14, alfamart: 16 };

/** A digits-only payment code the cashier types in, not in use yet. */
export function generatePaymentCode(store: Store, inUse: (code: string) => boolean): string {
  for (;;) {
    let code = '';
    while (code.length < CODE_LENGTH[store]) code += String(randomInt(10));
    if (!inUse(code)) return code;
  }
}
