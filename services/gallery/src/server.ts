import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { galleryEnv } from './config';
import { seedDemo } from './seed';

startService({ name: 'gallery', app, migrations, seedDemo, env: galleryEnv }).catch((err) => {
  console.error(err);
  process.exit(1);
});
