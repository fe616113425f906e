import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { createConfig } = createRequire(import.meta.url)('./infra/lint/config.cjs');

export default createConfig(dirname(fileURLToPath(import.meta.url)));
