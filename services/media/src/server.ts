import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { mediaEnv } from './config';
import { seedDemo } from './seed';

startService({ name: 'media', app, migrations, seedDemo, env: mediaEnv }).catch((err) => {
  console.error(err);
  process.exit(1);
});
