import { describe, expect, it } from 'vitest';
import { BladeConflictError, isBladeApiError, isBladeConflictError } from '../core/errors';
import { mockTestBed } from './testBed';

// The mocks refuse a stale write as the server does (crud/versions.ts), and the SDK types the 409.
const { newClient } = mockTestBed();

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('a stale save', () => {
  it('is refused with a typed 409 naming whose change it was, and changes nothing', async () => {
    const client = newClient();
    const param = client.system.param;
    const [loaded] = (await param.list()).records;
    if (!loaded) throw new Error('no seeded param');

    await param.submit({ ...loaded, paramValue: 'first' });
    const saved = await param.detail(loaded.id ?? '');
    expect(saved.updateTime).not.toBe(loaded.updateTime);

    const error = await rejection(param.submit({ ...loaded, paramValue: 'second' }));
    expect(error).toBeInstanceOf(BladeConflictError);
    expect(isBladeConflictError(error)).toBe(true);
    const conflict = (error as BladeConflictError).conflict;
    expect(conflict).toMatchObject({ id: loaded.id, updateTime: saved.updateTime, updateUserName: '管理员' });
    expect(conflict.current).toMatchObject({ paramValue: 'first' });
    expect((error as BladeConflictError).message).toContain('参数');
    expect(await param.detail(loaded.id ?? '')).toEqual(saved);

    // Over the new version, and without any version, it goes through.
    await param.submit({ ...loaded, paramValue: 'third', updateTime: saved.updateTime });
    const { updateTime: _version, ...unversioned } = loaded;
    await param.submit({ ...unversioned, paramValue: 'fourth' });
    expect((await param.detail(loaded.id ?? '')).paramValue).toBe('fourth');
  });

  it('is told apart from other refusals', async () => {
    const error = await rejection(newClient().system.param.submit({ paramName: '' }));
    expect(isBladeApiError(error)).toBe(true);
    expect(isBladeConflictError(error)).toBe(false);
  });

  it('of a grant or a tenant setting is refused too', async () => {
    const client = newClient();
    const [role] = await client.system.role.list();
    if (!role) throw new Error('no seeded role');
    const roleIds = [String(role.id)];
    const versions = { [String(role.id)]: String(role.updateTime ?? '') };
    await client.system.role.grant({ roleIds, menuIds: [], dataScopeIds: [], apiScopeIds: [], versions });
    const stale = await rejection(
      client.system.role.grant({ roleIds, menuIds: [], dataScopeIds: [], apiScopeIds: [], versions }),
    );
    expect(isBladeConflictError(stale)).toBe(true);

    const [tenant] = (await client.system.tenant.list()).records;
    if (!tenant) throw new Error('no seeded tenant');
    const tenantVersions = { [String(tenant.id)]: String(tenant.updateTime ?? '') };
    await client.system.tenant.setting([String(tenant.id)], { accountNumber: 3 }, tenantVersions);
    const refused = await rejection(
      client.system.tenant.setting([String(tenant.id)], { accountNumber: 4 }, tenantVersions),
    );
    expect(isBladeConflictError(refused)).toBe(true);
    expect((await client.system.tenant.detail(String(tenant.id))).accountNumber).toBe(3);
  });
});
