// A process that renders one receipt with the service's renderer and then waits, for a test to kill it.
import type { FastifyBaseLogger } from 'fastify';
import { InvoiceRenderer } from '../domain/invoice';

const quiet = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const renderer = new InvoiceRenderer(process.argv[2], quiet);
void renderer.render('<p>Kuitansi</p>').then(() => {
  process.stdout.write('rendered\n');
  setInterval(() => undefined, 60_000);
});
