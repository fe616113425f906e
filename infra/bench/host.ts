import { cpus } from 'node:os';
import { reference } from './budgets';
import type { BenchModule } from './context';

const PAGE = 4096;
const PROBE_BYTES = 256 * 1024 * 1024;

/**
 * How long the host takes to hand out fresh memory: each first write to a page of a new 256 MiB
 * buffer is a page fault. A page load in a new browser tab faults in tens of megabytes, and Lighthouse
 * multiplies the time by its CPU slowdown; its benchmark index (a computing loop, printed with the
 * Lighthouse figures) does not see this cost. Measured twice, the faster kept.
 */
function freshMemoryMsPerGiB(): number {
  let best = Infinity;
  for (let round = 0; round < 2; round++) {
    const started = performance.now();
    const buffer = Buffer.alloc(PROBE_BYTES);
    for (let i = 0; i < PROBE_BYTES; i += PAGE) buffer[i] = 1;
    best = Math.min(best, performance.now() - started);
  }
  return best * ((1024 * 1024 * 1024) / PROBE_BYTES);
}

/** The machine the figures were measured on: they are only comparable between like hosts. */
export const host: BenchModule = async () => {
  const perGiB = freshMemoryMsPerGiB();
  const faults = (1024 * 1024 * 1024) / PAGE;
  return [
    {
      title: 'Host (reference: the Lighthouse and load figures depend on it)',
      checks: [
        reference('CPUs', `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`),
        reference(
          'fresh memory, first write to each page',
          `${(perGiB / 1000).toFixed(2)} s per GiB, ${((perGiB * 1000) / faults).toFixed(1)} µs per page`,
        ),
      ],
    },
  ];
};
