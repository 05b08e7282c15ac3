/// <reference path="./auth/sm-crypto.d.ts" />
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { createBladeClient } from './client';
import { BLADEX4_CALLS, SPEC_CALLS } from './spec-calls';
import { createMemoryCookieJar } from './storage/cookies';
import { createMemoryStorage } from './storage/memory';
import { createBladeStorage } from './storage/storage';
import { createFakeFetch, json, ok } from './test-utils';

const { publicKey } = sm2.generateKeyPairHex();

/** A 4.x client over a fake that answers its sign-in wire (the key, AuthInfo) and files. */
function newBladeX4Client() {
  const fake = createFakeFetch((call) =>
    call.url.includes('/public-key')
      ? ok({ publicKey, cipherMode: 0 })
      : call.url.includes('/export-')
        ? new Response('bytes', { headers: { 'Content-Type': 'application/octet-stream' } })
        : ok({ accessToken: 'a', refreshToken: 'r', key: 'k', image: 'i' }),
  );
  const storage = createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
  return { fake, client: createBladeClient({ fetch: fake.fetch, storage, dialect: '4x' }) };
}

function newClient() {
  const fake = createFakeFetch((call) =>
    call.url.includes('/oauth/') && !call.url.includes('user-info') && !call.url.includes('logout')
      ? json({ access_token: 'a', refresh_token: 'r', key: 'k', image: 'i' })
      : call.url.includes('export-user')
        ? new Response('bytes', { headers: { 'Content-Type': 'application/octet-stream' } })
        : ok({}),
  );
  const storage = createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
  return { fake, client: createBladeClient({ fetch: fake.fetch, storage }) };
}

describe('SPEC §7 coverage', () => {
  it.each(SPEC_CALLS.map(([route, call]) => ({ route, call })))('$route', async ({ route, call }) => {
    const { fake, client } = newClient();
    await call(client);
    expect(fake.calls).toHaveLength(1);
    const sent = fake.calls[0];
    expect(`${sent?.method} ${new URL(sent?.url ?? '', 'http://x').pathname}`).toBe(
      route.replace(' /', ' /api/'),
    );
  });

  it('sends the parameters the spec names', async () => {
    const { fake, client } = newClient();
    await client.develop.code.genCode(['1', '2']);
    await client.system.region.remove('110000');
    await client.system.menu.roleTreeKeys(['1', '2']);
    await client.user.grant({ userIds: ['1', '2'], roleIds: ['3'] });
    await client.system.dict.tree();
    await client.system.tenant.setting(['1', '2'], { accountNumber: 5, expireTime: '2030-01-01 00:00:00' });
    await client.flow.manager.deleteDeployment(['d1', 'd2']);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/api/blade-develop/code/gen-code?ids=1,2&system=saber',
      '/api/blade-system/region/remove?id=110000',
      '/api/blade-system/menu/role-tree-keys?roleIds=1,2',
      '/api/blade-user/grant?userIds=1,2&roleIds=3',
      '/api/blade-system/dict/tree?code=DICT',
      '/api/blade-system/tenant/setting?accountNumber=5&expireTime=2030-01-01%2000%3A00%3A00&ids=1,2',
      '/api/blade-flow/manager/delete-deployment?deploymentIds=d1,d2',
    ]);
  });

  it('sends JSON bodies for grants and multipart for uploads', async () => {
    const { fake, client } = newClient();
    await client.system.role.grant({ roleIds: ['1'], menuIds: ['2'], dataScopeIds: [], apiScopeIds: [] });
    await client.resource.oss.putFile(new Blob(['x']), 'a.txt');
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({
      roleIds: ['1'],
      menuIds: ['2'],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    expect(fake.calls[1]?.body).toBeInstanceOf(FormData);
    expect(fake.calls[1]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('BladeX 4.x coverage', () => {
  it.each(BLADEX4_CALLS.map(([route, call]) => ({ route, call })))('$route', async ({ route, call }) => {
    const { fake, client } = newBladeX4Client();
    await call(client);
    const sent = fake.calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`);
    expect(sent).toContain(route.replace(' /', ' /api/'));
    // Nothing of SPEC's sign-in wire.
    expect(sent.filter((path) => path.includes('/blade-auth/oauth/'))).toEqual([]);
  });
});
