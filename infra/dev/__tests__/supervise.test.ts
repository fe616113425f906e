import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supervise } from '../supervise';

// The condition waited for is the third run; the test's own timeout bounds the wait.
describe('supervise', () => {
  it('restarts a crashed process with a growing pause, says so, and stops for good on stop()', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const runs = join(dir, 'runs');
    writeFileSync(runs, '');
    // Crashes on its first two runs, then keeps running.
    const script = `const fs=require('fs');fs.appendFileSync(${JSON.stringify(runs)},'x');
      if (fs.readFileSync(${JSON.stringify(runs)},'utf8').length < 3) process.exit(3); setInterval(()=>{},1000);`;
    const lines: string[] = [];
    const handle = supervise('blog', () => spawn(process.execPath, ['-e', script]), {
      log: (line) => lines.push(line),
      delaysMs: [50, 200],
    });
    try {
      while (readFileSync(runs, 'utf8').length < 3) await new Promise((r) => setTimeout(r, 20));
      expect(lines).toEqual([
        'blog berhenti (kode 3); dijalankan lagi dalam 0.05 detik',
        'blog berhenti (kode 3); dijalankan lagi dalam 0.2 detik',
      ]);
      expect(handle.child.exitCode).toBeNull();
    } finally {
      await handle.stop();
    }
    expect(handle.child.signalCode ?? handle.child.exitCode).not.toBeNull();
    expect(lines).toHaveLength(2); // stopping is not a crash
    rmSync(dir, { recursive: true, force: true });
  });
});
