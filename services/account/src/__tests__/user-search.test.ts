import { profileImageOf, type UserCard } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { matchingUserIds, UserSearchCache } from '../domain/user-search';
import { bearer, buildAccount, PUBLIC_URL, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
const people: Record<string, { username: string; access_token: string }> = {};

const NAMES = ['Siti Aminah', 'Siti Rahma', 'Rahmat Siti', 'Aminah Putri', 'Nur Aini', 'Sitompul Hadi', 'Budi Siti'];

beforeAll(async () => {
  svc = await buildAccount();
  for (const [i, fullname] of NAMES.entries()) {
    const email = `${['siti', 'rahma', 'sitompul', 'nur'][i % 4]}${i}@contoh.id`;
    people[fullname] = (await signUp(svc, { fullname, email })).session;
  }
});
afterAll(() => svc.close());

const QUERIES = ['siti', 'sit', 'SITI am', 'rahma', 'a', 'nur aini', '%', 'siti-rahma', '"siti" +nur*'];

const search = async (query: string) =>
  (await svc.app.inject({ method: 'POST', url: '/search-users', payload: { query } })).json().users as UserCard[];

/** What the uncached query answers, with the cards read now. */
async function uncached(query: string): Promise<UserCard[]> {
  const ids = await matchingUserIds(svc.db, query);
  const rows = await svc.db('users').whereIn('id', ids).select('id', 'fullname', 'username', 'profile_img');
  return ids.map((id) => {
    const u = rows.find((r) => r.id === id)!;
    return {
      _id: u.id,
      personal_info: {
        fullname: u.fullname,
        username: u.username,
        profile_img: profileImageOf(u.profile_img, u.username, siteOrigin()),
      },
    };
  });
}

async function expectFresh(step: string) {
  for (const query of QUERIES) {
    expect({ step, query, users: await search(query) }).toEqual({ step, query, users: await uncached(query) });
  }
}

describe('user search', () => {
  it('answers as the uncached query through sign-ups, renames and picture changes', async () => {
    await expectFresh('at start');
    expect((await search('siti')).length).toBeGreaterThan(3);
    // Served again from what was kept.
    await expectFresh('again');

    const renamed = await svc.app.inject({
      method: 'POST',
      url: '/update-profile',
      payload: { username: 'aaa_siti', bio: '', social_links: {} },
      headers: bearer(people['Rahmat Siti'].access_token),
    });
    expect(renamed.statusCode).toBe(200);
    await expectFresh('after a username change');
    expect((await search('siti'))[0].personal_info.username).toBe('aaa_siti');

    await signUp(svc, { fullname: 'Siti Zulaikha', email: 'a.siti@contoh.id' });
    await expectFresh('after a sign-up');

    // Written past the service (an admin's fix in the database): the row's change still moves the version.
    await svc.db('users').where({ username: people['Nur Aini'].username }).update({ fullname: 'Siti Nuraini' });
    await expectFresh('after a change made in the database');

    await svc.app.inject({
      method: 'POST',
      url: '/update-profile-img',
      payload: { url: `${PUBLIC_URL}/media/aminah.webp` },
      headers: bearer(people['Siti Aminah'].access_token),
    });
    await expectFresh('after a picture change');
    const aminah = (await search('siti aminah')).find((u) => u.personal_info.fullname === 'Siti Aminah');
    expect(aminah?.personal_info.profile_img).toBe(`${PUBLIC_URL}/media/aminah.webp`);
  });

  it('keeps one list per text until the accounts change', async () => {
    const cache = new UserSearchCache();
    const first = await cache.search(svc.db, 'siti');
    expect(await cache.search(svc.db, 'siti')).toEqual(first);
    expect(cache.size).toBe(1);
    await signUp(svc, { fullname: 'Siti Baru', email: 'sitibaru@contoh.id' });
    const after = await cache.search(svc.db, 'siti');
    expect(cache.size).toBe(2);
    expect(after.map((u) => u.personal_info.fullname)).toContain('Siti Baru');
  });
});
