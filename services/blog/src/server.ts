import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { blogEnv } from './config';
import { seedDemo } from './seed';

startService({ name: 'blog', app, migrations, seedDemo, env: blogEnv }).catch((err) => {
  console.error(err);
  process.exit(1);
});
