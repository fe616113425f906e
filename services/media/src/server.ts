import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { seedDemo } from './seed';

startService({ name: 'media', app, migrations, seedDemo, defaultPort: 4005 }).catch((err) => {
  console.error(err);
  process.exit(1);
});
