import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { m001Users } from '../../migrations/001_users';
import { m002PasswordResets } from '../../migrations/002_password_resets';
import { findUserByEmail } from '../domain/users';

describe('account migrations keep existing accounts working', () => {
  it('normalise stored e-mails, make them binary, and start every user at token version 0', async () => {
    const database = await createTestDatabase('account_migrations');
    try {
      await migrateLatest(database.db, 'account', {
        '001_users': m001Users,
        '002_password_resets': m002PasswordResets,
      });
      await database.db('users').insert([
        { fullname: 'Budi', email: ' Budi@Yayasan.TEST', username: 'budi', social_links: '{}' },
        { fullname: 'René', email: 'Re\u0301ne@Contoh.test', username: 'rene', social_links: '{}' },
      ]);
      await migrateLatest(database.db, 'account', migrations);
      expect((await findUserByEmail(database.db, 'budi@yayasan.test'))?.username).toBe('budi');
      const rene = await findUserByEmail(database.db, 'RÉNE@contoh.test');
      expect(rene).toMatchObject({ username: 'rene', email: 'r\u00e9ne@contoh.test', token_version: 0 });
      expect(await findUserByEmail(database.db, 'rene@contoh.test')).toBeUndefined();
    } finally {
      await database.drop();
    }
  });
});
