import { MIDTRANS_SIMULATOR_PORT } from '@yayasan/service-kit';
import { buildMidtransSimulator } from './app';

const port = Number(process.env.MIDTRANS_SIM_PORT ?? MIDTRANS_SIMULATOR_PORT);
const host = '127.0.0.1';
const serverKey = process.env.MIDTRANS_SERVER_KEY || 'SB-Mid-server-local-simulator';
const notificationUrl = process.env.MIDTRANS_NOTIFICATION_URL || 'http://127.0.0.1:8080/api/midtrans/notification';
const publicUrl = process.env.MIDTRANS_PUBLIC_URL || undefined;

async function main(): Promise<void> {
  const app = buildMidtransSimulator({
    serverKey,
    notificationUrl,
    publicUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'midtrans simulator: closing');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port, host });
  app.log.info(`midtrans simulator: notifications to ${notificationUrl}, page at http://${host}:${port}/simulator`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
