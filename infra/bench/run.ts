import { startEphemeralStack } from '../dev/ephemeral';
import { apiThroughGateway } from './api';
import { printSection, type Section } from './budgets';
import { bundles } from './bundles';
import { benchContext, type BenchModule } from './context';
import { lighthouseAudits } from './lighthouse';
import { receipts } from './receipts';

/**
 * `npm run bench`: boots the site with demo data on free ports, runs every module against it and
 * prints one table per section. Exits non-zero when any budget fails. Add a module with one line.
 */
const MODULES: [string, BenchModule][] = [
  ['API latency', apiThroughGateway],
  ['bundle weight', bundles],
  ['Lighthouse', lighthouseAudits],
  ['receipts', receipts],
];

async function main(): Promise<number> {
  console.log('Starting the site with demo data...');
  const stack = await startEphemeralStack('bench');
  const sections: Section[] = [];
  try {
    const ctx = await benchContext(stack);
    for (const [name, run] of MODULES) {
      console.log(`Measuring ${name}...`);
      const result = await run(ctx);
      result.forEach(printSection);
      sections.push(...result);
    }
  } finally {
    await stack.stop();
  }
  const failed = sections.flatMap((s) => s.checks.filter((c) => c.pass === false).map((c) => `${s.title}: ${c.name}`));
  console.log(
    failed.length ? `\n${failed.length} budget(s) failed:\n  ${failed.join('\n  ')}` : '\nEvery budget passed.',
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
