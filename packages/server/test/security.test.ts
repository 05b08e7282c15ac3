// Over 300 lines: it groups the numbered security cases, one describe block each.
import type { TokenResponse } from '@blade-console/blade-client/types';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../src/auth/lockout';
import { hashPassword, md5Hex } from '../src/auth/password';
import { nextId } from '../src/db/ids';
import {
  bladeMenu,
  bladeRole,
  bladeRoleMenu,
  bladeTenant,
  bladeTopMenu,
  bladeUser,
  bladeUserOauth,
} from '../src/db/schema';
import { SEED_IDS } from '../src/db/seed';
import { sayZh } from '../src/i18n';
import { USER_NOT_IN_TENANT } from '../src/services/user/managed-users';
import {
  authed,
  BASIC_SABER,
  createUser,
  credentialsOf,
  dataOf,
  requestToken,
  signIn,
  signInNewUser,
} from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Regression tests of a security review: each block reproduces one finding over HTTP.
 * Tenants 7100xx are this file's own.
 */
const signedIn = signedInServerForFile();

const ADMINISTRATOR_ROLE = String(SEED_IDS.administratorRole);

function post(token: string, url: string, payload?: Record<string, unknown>) {
  return authed(signedIn.server.app, token, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
  });
}

function refresh(refreshToken: string) {
  return signedIn.server.app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${refreshToken}`,
    headers: { authorization: BASIC_SABER },
  });
}

async function tenantAdmin(tenantId: string, account = 'boss') {
  const user = await createUser(signedIn.server.database, { tenantId, account, roleAlias: 'admin' });
  const token = await signIn(signedIn.server.app, credentialsOf(user));
  return { ...user, token: token.access_token };
}

describe('1. tenant administrators cannot reach the platform administrator role', () => {
  it('refuses role, dept and post ids of another tenant on submit and update', async () => {
    const boss = await tenantAdmin('710001');
    const foreignRole = await post(boss.token, '/api/blade-user/submit', {
      account: 'climber',
      realName: 'climber',
      password: 'secret123',
      roleId: ADMINISTRATOR_ROLE,
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().msg).toBe('角色不存在或不属于当前租户');
    const foreignDept = await post(boss.token, '/api/blade-user/submit', {
      account: 'climber',
      realName: 'climber',
      roleId: boss.roleId,
      deptId: String(SEED_IDS.rootDept),
    });
    expect(foreignDept.statusCode).toBe(400);
    expect(foreignDept.json().msg).toBe('部门不存在或不属于当前租户');
    const foreignPost = await post(boss.token, '/api/blade-user/submit', {
      account: 'climber',
      realName: 'climber',
      postId: String(SEED_IDS.ceoPost),
    });
    expect(foreignPost.statusCode).toBe(400);
    expect(foreignPost.json().msg).toBe('岗位不存在或不属于当前租户');
    const [own] = await signedIn.server.database.db
      .select({ id: bladeUser.id })
      .from(bladeUser)
      .where(and(eq(bladeUser.tenantId, '710001'), eq(bladeUser.account, 'boss')));
    const update = await post(boss.token, '/api/blade-user/update', {
      id: String(own!.id),
      roleId: `${boss.roleId},${ADMINISTRATOR_ROLE}`,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().msg).toBe('角色不存在或不属于当前租户');
    const [climber] = await signedIn.server.database.db
      .select()
      .from(bladeUser)
      .where(and(eq(bladeUser.tenantId, '710001'), eq(bladeUser.account, 'climber')));
    expect(climber).toBeUndefined();
    // The tenant's own role is fine.
    const fine = await post(boss.token, '/api/blade-user/submit', {
      account: 'member',
      realName: 'member',
      roleId: boss.roleId,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('never puts another tenant’s role into a token, even when a row points at it', async () => {
    await signedIn.server.database.db.insert(bladeUser).values({
      id: nextId(),
      tenantId: '710001',
      account: 'legacy',
      password: await hashPassword(md5Hex('secret123')),
      roleId: ADMINISTRATOR_ROLE,
    });
    const token = await signIn(signedIn.server.app, {
      tenantId: '710001',
      username: 'legacy',
      password: 'secret123',
    });
    expect(token.role_name).toBe('');
    expect(token.role_id).toBe('');
    const tenants = await authed(signedIn.server.app, token.access_token, {
      url: '/api/blade-system/tenant/list',
    });
    expect(tenants.statusCode).toBe(401);
  });

  it('treats an administrator alias outside tenant 000000 as a tenant administrator only', async () => {
    const user = await createUser(signedIn.server.database, {
      tenantId: '710002',
      roleAlias: 'administrator',
    });
    const token = await signIn(signedIn.server.app, credentialsOf(user));
    expect(token.role_name).toBe('administrator');
    const page = await dataOf<{ records: { tenantId: string }[] }>(
      authed(signedIn.server.app, token.access_token, { url: '/api/blade-system/tenant/list' }),
    );
    expect(page.records.map((r) => r.tenantId)).toEqual(['710002']);
    const create = await post(token.access_token, '/api/blade-system/tenant/submit', { tenantName: 'x' });
    expect(create.statusCode).toBe(401);
  });
});

describe('2. tables every tenant shares are the platform administrator’s', () => {
  it('refuses tenant administrators writes to menus, clients, system dicts, scopes, regions, packages', async () => {
    const boss = await tenantAdmin('710003');
    const [menu] = await signedIn.server.database.db.select({ id: bladeMenu.id }).from(bladeMenu).limit(1);
    const writes: [string, Record<string, unknown> | undefined][] = [
      ['/api/blade-system/menu/submit', { code: 'evil', name: 'evil' }],
      ['/api/blade-system/menu/remove?ids=1', undefined],
      [
        '/api/blade-system/client/submit',
        { clientId: 'evil', clientSecret: 'x', accessTokenValidity: 1, refreshTokenValidity: 1 },
      ],
      ['/api/blade-system/dict/submit', { code: 'evil', dictValue: 'evil' }],
      [
        '/api/blade-system/api-scope/submit',
        { menuId: String(menu!.id), resourceCode: 'x', scopeName: 'x', scopePath: '/x' },
      ],
      [
        '/api/blade-system/data-scope/submit',
        { menuId: String(menu!.id), resourceCode: 'x', scopeName: 'x' },
      ],
      ['/api/blade-system/region/submit', { code: '99', name: 'evil' }],
      ['/api/blade-system/tenant-package/submit', { packageName: 'evil', menuId: String(menu!.id) }],
    ];
    for (const [url, payload] of writes) {
      const response = await post(boss.token, url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().msg, url).toBe('请求未授权');
    }
    // OAuth clients are not even listed to them (the saber client must stay the platform's).
    const clients = await authed(signedIn.server.app, boss.token, { url: '/api/blade-system/client/list' });
    expect(clients.statusCode).toBe(401);
    // Their own tenant's business dictionaries stay theirs to edit.
    const biz = await post(boss.token, '/api/blade-system/dict-biz/submit', {
      code: 'mine',
      dictValue: 'mine',
    });
    expect(biz.statusCode).toBe(200);
  });
});

describe('3. API scopes hold whatever the URL encoding', () => {
  it('guards percent-encoded paths like plain ones', async () => {
    const [menu] = await signedIn.server.database.db.select({ id: bladeMenu.id }).from(bladeMenu).limit(1);
    await dataOf(
      post(signedIn.token, '/api/blade-system/api-scope/submit', {
        menuId: String(menu!.id),
        resourceCode: 'dictionary',
        scopeName: 'dictionary',
        scopePath: '/blade-system/dict/dictionary',
      }),
    );
    const token = await signInNewUser(signedIn.server, { roleAlias: 'staff' });
    for (const url of [
      '/api/blade-system/dict/dictionary?code=sex',
      '/api/blade-system/dict/dicti%6Fnary?code=sex',
      '/api/blade-system/%64ict/dictionary?code=sex',
    ]) {
      const response = await authed(signedIn.server.app, token, { url });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('5. users of removed or expired tenants', () => {
  it('cannot sign in or refresh, with a clear description', async () => {
    const user = await createUser(signedIn.server.database, { tenantId: '710005', roleAlias: 'user' });
    const first = await signIn(signedIn.server.app, credentialsOf(user));
    await signedIn.server.database.db
      .update(bladeTenant)
      .set({ expireTime: new Date(Date.now() - 60_000) })
      .where(eq(bladeTenant.tenantId, '710005'));
    const signInAgain = await requestToken(signedIn.server.app, credentialsOf(user));
    expect(signInAgain.statusCode).toBe(400);
    expect(signInAgain.json().error_description).toBe('租户授权已过期，请联系管理员');
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error_description).toBe('租户授权已过期，请联系管理员');

    await signedIn.server.database.db
      .update(bladeTenant)
      .set({ expireTime: null, isDeleted: 1 })
      .where(eq(bladeTenant.tenantId, '710005'));
    const removed = await requestToken(signedIn.server.app, credentialsOf(user));
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error_description).toBe('租户不存在或已被删除，请联系管理员');
  });
});

describe('7. refresh tokens are single use and revocable', () => {
  async function freshUser(account: string) {
    const user = await createUser(signedIn.server.database, {
      tenantId: '710007',
      account,
      roleAlias: 'user',
    });
    const token = await signIn(signedIn.server.app, credentialsOf(user));
    const [row] = await signedIn.server.database.db
      .select({ id: bladeUser.id })
      .from(bladeUser)
      .where(and(eq(bladeUser.tenantId, '710007'), eq(bladeUser.account, account)));
    return { token, id: String(row!.id) };
  }

  it('rotates: a used refresh token is good only as a retry for the same answer', async () => {
    const { token } = await freshUser('rotate');
    const next = await refresh(token.refresh_token);
    expect(next.statusCode).toBe(200);
    // A retry within the reuse window (refresh-reuse.test.ts covers the window) gets no new pair.
    const replay = await refresh(token.refresh_token);
    expect(replay.json<TokenResponse>().refresh_token).toBe(next.json<TokenResponse>().refresh_token);
    const again = await refresh(next.json<TokenResponse>().refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json<TokenResponse>().refresh_token).not.toBe(next.json<TokenResponse>().refresh_token);
  });

  it('ends the session on logout', async () => {
    const { token } = await freshUser('leaver');
    const rotated = (await refresh(token.refresh_token)).json<TokenResponse>();
    const logout = await authed(signedIn.server.app, rotated.access_token, {
      url: '/api/blade-auth/oauth/logout',
    });
    expect(logout.statusCode).toBe(200);
    const after = await refresh(rotated.refresh_token);
    expect(after.statusCode).toBe(400);
    expect(after.json().error_description).toBe('刷新令牌无效或已过期，请重新登录');
  });

  it('ends sessions on reset-password, audit-refuse and remove', async () => {
    const boss = await tenantAdmin('710007', 'boss7');
    for (const [index, action] of [
      'reset-password?userIds=',
      'audit-refuse?userIds=',
      'remove?ids=',
    ].entries()) {
      const { token, id } = await freshUser(`victim${index}`);
      await dataOf(post(boss.token, `/api/blade-user/${action}${id}`));
      const after = await refresh(token.refresh_token);
      expect(after.statusCode, action).toBe(400);
    }
  });
});

describe('6. guest registration', () => {
  it('cannot take over a third-party binding', async () => {
    const register = (account: string) =>
      signedIn.server.app.inject({
        method: 'POST',
        url: `/api/blade-user/register-guest?${new URLSearchParams({
          tenantId: '000000',
          account,
          password: 'secret123',
          oauthId: 'github-4242',
        })}`,
      });
    expect((await register('first-guest')).statusCode).toBe(200);
    const second = await register('second-guest');
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe('该第三方账号已绑定其他用户，请直接登录');
    const [binding] = await signedIn.server.database.db
      .select({ username: bladeUserOauth.username })
      .from(bladeUserOauth)
      .where(eq(bladeUserOauth.uuid, 'github-4242'));
    expect(binding?.username).toBe('first-guest');
    const [stray] = await signedIn.server.database.db
      .select()
      .from(bladeUser)
      .where(eq(bladeUser.account, 'second-guest'));
    expect(stray).toBeUndefined();
  });
});

describe('8b. bulk user actions name another tenant’s users', () => {
  /** Id of the user `account` of `tenantId`. */
  async function idOf(tenantId: string, account: string): Promise<string> {
    const [row] = await signedIn.server.database.db
      .select({ id: bladeUser.id })
      .from(bladeUser)
      .where(and(eq(bladeUser.tenantId, tenantId), eq(bladeUser.account, account)));
    return String(row!.id);
  }

  it('reset-password, unlock and grant refuse them (400) and change nothing, not even the own users named', async () => {
    const boss = await tenantAdmin('710010', 'boss10');
    const own = await createUser(signedIn.server.database, { tenantId: '710010', roleAlias: 'user' });
    const foreign = await createUser(signedIn.server.database, { tenantId: '710011', roleAlias: 'user' });
    const ownId = await idOf('710010', own.account);
    const foreignId = await idOf('710011', foreign.account);
    // The foreign user is locked out by failed sign-ins: an unlock that worked would lift it.
    for (let i = 0; i < 5; i++) {
      await requestToken(signedIn.server.app, {
        tenantId: '710011',
        username: foreign.account,
        password: 'wrong',
      });
    }
    const signInOf = (user: typeof own, password = user.password) =>
      requestToken(signedIn.server.app, { tenantId: user.tenantId, username: user.account, password });
    expect((await signInOf(foreign)).json().error_description).toBe(sayZh(LOCKED_MESSAGE));

    for (const url of [
      `/api/blade-user/reset-password?userIds=${foreignId}`,
      `/api/blade-user/reset-password?userIds=${ownId},${foreignId}`,
      `/api/blade-user/unlock?userIds=${foreignId}`,
      `/api/blade-user/grant?userIds=${ownId},${foreignId}&roleIds=${boss.roleId}`,
    ]) {
      const answer = await post(boss.token, url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ code: 400, success: false, msg: sayZh(USER_NOT_IN_TENANT) });
    }
    // Nothing was done: passwords and roles as before, the lock-out still there.
    expect((await signInOf(own)).statusCode).toBe(200);
    expect((await signInOf(own)).json<TokenResponse>().role_id).toBe(own.roleId);
    expect((await signInOf(foreign)).json().error_description).toBe(sayZh(LOCKED_MESSAGE));

    // The caller's own users still answer 200.
    await dataOf(post(boss.token, `/api/blade-user/reset-password?userIds=${ownId}`));
    expect((await signInOf(own, '123456')).statusCode).toBe(200);
  });
});

describe('8. cross-tenant reads', () => {
  it('top-menu shows the caller’s tenant’s and shared top menus only', async () => {
    const user = await createUser(signedIn.server.database, { tenantId: '710008', roleAlias: 'user' });
    await signedIn.server.database.db.insert(bladeTopMenu).values([
      { id: nextId(), tenantId: '710008', code: 'mine', name: 'mine' },
      { id: nextId(), tenantId: null, code: 'shared', name: 'shared' },
      { id: nextId(), tenantId: '710099', code: 'theirs', name: 'theirs' },
    ]);
    const token = await signIn(signedIn.server.app, credentialsOf(user));
    const rows = await dataOf<{ code: string }[]>(
      authed(signedIn.server.app, token.access_token, { url: '/api/blade-system/menu/top-menu' }),
    );
    expect(rows.map((r) => r.code).sort()).toEqual(['mine', 'shared']);
  });

  it('role-tree-keys is for administrators and their own tenant’s roles', async () => {
    const token = await signInNewUser(signedIn.server, { tenantId: '710008', roleAlias: 'user' });
    const url = `/api/blade-system/menu/role-tree-keys?roleIds=${ADMINISTRATOR_ROLE}`;
    const plain = await authed(signedIn.server.app, token, { url });
    expect(plain.statusCode).toBe(401);
    const boss = await tenantAdmin('710008', 'boss8');
    const keys = await dataOf(authed(signedIn.server.app, boss.token, { url }));
    expect(keys).toEqual({ menu: [], dataScope: [], apiScope: [] });
    const own = await dataOf<{ menu: string[] }>(authed(signedIn.server.app, signedIn.token, { url }));
    expect(own.menu.length).toBeGreaterThan(10);
  });
});

describe('10. sending SMS', () => {
  it('needs an administrator or the send button', async () => {
    const user = await createUser(signedIn.server.database, { tenantId: '710010', roleAlias: 'user' });
    const url = '/api/blade-resource/sms/endpoint/send-message?phones=13800000000';
    const token = await signIn(signedIn.server.app, credentialsOf(user));
    const refused = await post(token.access_token, url);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe('请求未授权');
    const buttonId = nextId();
    await signedIn.server.database.db
      .insert(bladeMenu)
      .values({ id: buttonId, code: 'sms_send', name: '发送', category: 2 });
    await signedIn.server.database.db
      .insert(bladeRoleMenu)
      .values({ id: nextId(), roleId: BigInt(user.roleId), menuId: buttonId });
    const allowed = await post(token.access_token, url);
    // Past the permission check: this tenant has no SMS provider, so the text waits in the outbox.
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({
      msg: '没有启用的短信配置，短信已存入发件箱',
      data: { delivery: 'outbox', results: [{ phone: '13800000000', status: 'outbox' }] },
    });
  });
});

describe('9. lock-out', () => {
  it('counts parallel attempts atomically: only five wrong guesses are checked', async () => {
    await createUser(signedIn.server.database, { tenantId: '710009', account: 'racer', roleAlias: 'user' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestToken(signedIn.server.app, { tenantId: '710009', username: 'racer', password: 'wrong' }),
      ),
    );
    const descriptions = answers.map((a) => a.json().error_description as string);
    expect(descriptions.filter((d) => d === '用户名或密码错误')).toHaveLength(5);
    expect(descriptions.filter((d) => d === '用户登录失败次数过多，请30分钟后再试')).toHaveLength(5);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await requestToken(signedIn.server.app, {
      tenantId: '710009',
      username: 'nobody',
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('用户名或密码错误');
  });
});

describe('11. trees stay trees', () => {
  it('refuses moving a node under its own descendant', async () => {
    const submit = (body: Record<string, unknown>) =>
      post(signedIn.token, '/api/blade-system/role/submit', body);
    await dataOf(submit({ roleName: 'cycle-a', roleAlias: 'cycle-a' }));
    const id = async (alias: string) =>
      String(
        (
          await signedIn.server.database.db
            .select({ id: bladeRole.id })
            .from(bladeRole)
            .where(eq(bladeRole.roleAlias, alias))
        )[0]!.id,
      );
    const a = await id('cycle-a');
    await dataOf(submit({ roleName: 'cycle-b', roleAlias: 'cycle-b', parentId: a }));
    const b = await id('cycle-b');
    await dataOf(submit({ roleName: 'cycle-c', roleAlias: 'cycle-c', parentId: b }));
    const c = await id('cycle-c');
    const cycle = await submit({ id: a, parentId: c });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().msg).toBe('父节点不可选择自身或其下级节点!');
    const [row] = await signedIn.server.database.db
      .select()
      .from(bladeRole)
      .where(eq(bladeRole.id, BigInt(a)));
    expect(row?.parentId).toBe(0n);
  });
});

describe('12. uniqueness holds under races', () => {
  it('lets one of several simultaneous registrations of an account through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        signedIn.server.app.inject({
          method: 'POST',
          url: `/api/blade-user/register-guest?${new URLSearchParams({
            tenantId: '000000',
            account: 'twin',
            password: 'secret123',
          })}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
    const rows = await signedIn.server.database.db
      .select()
      .from(bladeUser)
      .where(eq(bladeUser.account, 'twin'));
    expect(rows).toHaveLength(1);
  });

  it('is enforced by the database too (unique index on live tenant + account)', async () => {
    const values = () => ({ id: nextId(), tenantId: '710012', account: 'dup', password: 'x' });
    await signedIn.server.database.db.insert(bladeUser).values(values());
    await expect(signedIn.server.database.db.insert(bladeUser).values(values())).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });
});

describe('13. SMS phone messages', () => {
  it('are the exact SPEC §5 texts', async () => {
    const cases: [string, string][] = [
      ['1380000', '手机号码长度不为11位'],
      ['23800000000', '手机号码格式不正确'],
      [',', '手机号码不能为空'],
    ];
    for (const [phones, message] of cases) {
      const response = await post(
        signedIn.token,
        `/api/blade-resource/sms/endpoint/send-message?phones=${phones}`,
      );
      expect(response.statusCode, phones).toBe(400);
      expect(response.json().msg, phones).toBe(message);
    }
  });
});
