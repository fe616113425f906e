import { randomInt } from 'node:crypto';
import type { Bank } from './orders';

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
