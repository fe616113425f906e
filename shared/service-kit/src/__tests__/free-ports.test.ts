import { createServer } from 'node:net';
import { freePorts } from '../testing';

test('ports asked for together are all different, and each can be listened on', async () => {
  const ports = await freePorts(40);
  expect(new Set(ports).size).toBe(40);
  for (const port of ports) {
    const srv = createServer();
    await new Promise<void>((resolve, reject) => {
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => srv.close(resolve));
  }
});
