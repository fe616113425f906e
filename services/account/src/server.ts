import { startService } from '@yayasan/service-kit';
import { migrations } from '../migrations';
import app from './app';
import { accountEnv } from './config';
import { seedDemo } from './seed';

startService({ name: 'account', app, migrations, seedDemo, env: accountEnv }).catch((err) => {
  console.error(err);
  process.exit(1);
});
