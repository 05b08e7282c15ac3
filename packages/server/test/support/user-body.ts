import { SEED_IDS } from '../../src/db/seed';

/**
 * A `/blade-user/submit` body for a new user of tenant 000000 named `account` (with the seeded
 * administrator role and root department), and `extra` over it: what a test varies.
 */
export function newUserBody(account: string, extra: Record<string, unknown> = {}) {
  return {
    account,
    name: account,
    realName: account,
    password: 'secret123',
    roleId: String(SEED_IDS.administratorRole),
    deptId: String(SEED_IDS.rootDept),
    ...extra,
  };
}
