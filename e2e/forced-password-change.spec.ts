import { expect, test } from './admin-test';
import { Api, passwordGrant, SEED, setNewPassword, signInToChangePassword, unique } from './pages-support';

/**
 * Issue 17: an account created with the initial password (123456) sets its own at its first
 * sign-in, before the console opens; until then the server refuses its token everything else.
 */
test('a new user with the initial password must set a new one, then lands in the console', async ({
  page,
  browser,
}) => {
  const api = await Api.of(page);
  const account = `fresh${unique()}`;
  // No password: the server gives the tenant's initial one (account.initPassword).
  await api.post('/blade-user/submit', {
    data: { account, name: '新同事', realName: '新同事', roleId: SEED.userRole, deptId: SEED.changzhouDept },
  });

  const fresh = await browser.newContext({ storageState: undefined });
  try {
    const person = await fresh.newPage();
    await signInToChangePassword(person, account, '123456');
    // The old password is the one just typed: only the new one is asked for, and the two must match.
    await expect(person.getByRole('textbox', { name: '原密码', exact: true })).toHaveCount(0);
    await person.getByRole('textbox', { name: '新密码', exact: true }).fill('Own#pass1');
    await person.getByRole('textbox', { name: '确认新密码', exact: true }).fill('Own#pass2');
    await person.getByRole('button', { name: '保存并进入系统' }).click();
    await expect(person.getByText('两次输入的密码不一致')).toBeVisible();

    // Another console address, loaded afresh, leads back to the change, which now asks for the old one.
    await person.goto('/system/param');
    await expect(person).toHaveURL(/\/change-password$/);
    await setNewPassword(person, 'Own#pass1', '123456');
    await expect(person.getByRole('heading', { name: '你好，新同事' })).toBeVisible();
    await expect(person.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  } finally {
    await fresh.close();
  }
  expect((await passwordGrant(page.request, account, '123456')).error_description).toBe('用户名或密码错误');
});
