import { expect, test } from '@playwright/test';
import { apiCall, expectToast, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';
import { DATA_RIGHTS_MESSAGES } from '@yayasan/validation';

interface DataRights {
  export: { status: string } | null;
  erasure: { due_at: string } | null;
}

const state = (token: string) => apiCall<DataRights>('/data-rights', { token });

test('"Data saya" on the settings page: an export is asked for and confirmed; an erasure is asked for and cancelled', async ({
  page,
}) => {
  const user = await signUpNewUser();
  await signInAs(page, user, '/settings/edit-profile');
  const section = page.getByRole('region', { name: 'Data saya' });

  await section.getByRole('button', { name: 'Unduh data saya' }).click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.exportQueued);
  // Prepared in the background and mailed: the section says where the link went.
  await expect(section.getByRole('status').first()).toContainText('email Anda');
  await expect.poll(async () => (await state(user.access_token)).export?.status, { timeout: 60_000 }).toBe('ready');

  const erasure = section.getByRole('region', { name: 'Hapus akun' });
  await erasure.getByRole('radio', { name: /Simpan atas nama/ }).check();
  await erasure.getByLabel('Password Anda').fill(user.password);
  await erasure.getByRole('button', { name: 'Hapus akun' }).click();
  await expect(erasure.getByRole('status')).toContainText('Akun Anda akan dihapus pada');
  expect((await state(user.access_token)).erasure).not.toBeNull();

  await erasure.getByRole('button', { name: 'Batalkan penghapusan' }).click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.erasureCancelled);
  await expect(erasure.getByRole('button', { name: 'Hapus akun' })).toBeVisible();
  expect((await state(user.access_token)).erasure).toBeNull();
});
