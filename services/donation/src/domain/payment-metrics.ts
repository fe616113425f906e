import { Counter, Histogram, type Registry } from 'prom-client';
import { totalEffect, type ApplyOutcome } from './ledger';

/** Told every outcome of applying a gateway state (notification, status answer, reconciliation, charge). */
export type LedgerObserver = (outcome: ApplyOutcome) => void;
/** Told how long each receipt PDF took and whether it came out. */
export type RenderObserver = (seconds: number, ok: boolean) => void;

export const ignoreLedger: LedgerObserver = () => undefined;

/**
 * Donations settled and the rupiah they brought, counted where a payment starts to count towards a
 * campaign's total (the ledger's move that adds to it) — once per payment, whichever replica saw it.
 */
export function countSettlements(registry: Registry): LedgerObserver {
  const settled = new Counter({
    name: 'donations_settled_total',
    help: 'Payments that started to count towards a campaign total',
    registers: [registry],
  });
  const rupiah = new Counter({
    name: 'donations_settled_rupiah_total',
    help: 'Rupiah of the payments that started to count towards a campaign total',
    registers: [registry],
  });
  return (outcome) => {
    if (outcome.result !== 'moved' || totalEffect(outcome.from, outcome.to) !== 1) return;
    settled.inc();
    rupiah.inc(outcome.row.amount);
  };
}

/** Receipt PDF renders by outcome, and how long they take (seconds: a warm Chromium needs well under one). */
export function measureReceiptRenders(registry: Registry): RenderObserver {
  const renders = new Counter({
    name: 'receipt_renders_total',
    help: 'Receipt PDFs rendered, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'receipt_render_duration_seconds',
    help: 'Time to render a receipt PDF',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers: [registry],
  });
  return (seconds, ok) => {
    renders.inc({ outcome: ok ? 'ok' : 'failed' });
    duration.observe(seconds);
  };
}
