import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { donationEnv } from './config';
import { seedDemo } from './seed';

startService({ name: 'donation', app, migrations, seedDemo, env: donationEnv }).catch((err) => {
  console.error(err);
  process.exit(1);
});
