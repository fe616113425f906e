import { OAUTH_STUB_PORT } from '@yayasan/service-kit';
import { buildOAuthStub } from './app';

const port = Number(process.env.OAUTH_STUB_PORT ?? OAUTH_STUB_PORT);
const host = process.env.OAUTH_STUB_HOST ?? '127.0.0.1';

async function main(): Promise<void> {
  const app = buildOAuthStub({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port, host });
  app.log.info(`oauth stub: popup at http://localhost:${port}/authorize, userinfo at http://${host}:${port}/userinfo`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
