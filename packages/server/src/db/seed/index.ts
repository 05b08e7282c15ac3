import {
  DICTS,
  MENU_ID_BASE as MENU_ID_SEED,
  menuRows,
  USER_ROLE_MENU_CODES,
} from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../../auth/password';
import type { Db, DbOrTx } from '../connection';
import {
  bladeClient,
  bladeDept,
  bladeDict,
  bladeMenu,
  bladeParam,
  bladePost,
  bladeRole,
  bladeRoleMenu,
  bladeTenant,
  bladeUser,
} from '../schema';
import { dictRows } from './dicts';

export interface SeedOptions {
  /** Plain password of the `admin` user (BLADE_ADMIN_PASSWORD). */
  adminPassword: string;
}

/**
 * Fixed ids of seeded rows (the values SpringBlade's own seed uses where it has them), so every
 * database gets the same ids and references between rows need no lookups.
 */
export const SEED_IDS = {
  tenant: 1123598820738675201n,
  adminUser: 1123598821738675201n,
  administratorRole: 1123598816738675201n,
  userRole: 1123598816738675202n,
  rootDept: 1123598813738675201n,
  changzhouDept: 1123598813738675202n,
  suzhouDept: 1123598813738675203n,
  ceoPost: 1123598817738675201n,
} as const;

/** The audit columns of a row the seed writes: made by the administrator of the root department at `now`. */
export function seedAudit(now = new Date()) {
  return {
    createUser: SEED_IDS.adminUser,
    createDept: SEED_IDS.rootDept,
    createTime: now,
    updateUser: SEED_IDS.adminUser,
    updateTime: now,
  };
}

const MENU_ID_BASE = BigInt(MENU_ID_SEED);
const DICT_ID_BASE = 1123598814738675201n;
const POST_ID_BASE = SEED_IDS.ceoPost;
const CLIENT_ID_BASE = 1123598811738675201n;
const PARAM_ID_BASE = 1123598819738675201n;
const ROLE_MENU_ID_BASE = 1161272893875225001n;

export const DEFAULT_TENANT_ID = '000000';

/**
 * Seeds an empty database (idempotent: it does nothing when tenant 000000 exists). Runs in one
 * transaction so a failed seed leaves nothing half-written and the next start retries.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  // Checked before hashing: a restart of a seeded database should not pay for a slow hash.
  if (await isSeeded(db)) return false;
  const adminHash = await hashPassword(md5Hex(options.adminPassword));
  return db.transaction(async (tx) => {
    if (await isSeeded(tx)) return false;
    const audit = seedAudit();

    await tx.insert(bladeTenant).values({
      id: SEED_IDS.tenant,
      tenantId: DEFAULT_TENANT_ID,
      tenantName: '管理组',
      linkman: 'admin',
      contactNumber: '666666',
      address: '管理组',
      ...audit,
    });

    await tx.insert(bladeClient).values(
      ['saber', 'sword'].map((clientId, i) => ({
        id: CLIENT_ID_BASE + BigInt(i),
        clientId,
        clientSecret: `${clientId}_secret`,
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,captcha,authorization_code,social',
        webServerRedirectUri: 'http://localhost:8888',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
        ...audit,
      })),
    );

    await tx.insert(bladeRole).values([
      { id: SEED_IDS.administratorRole, roleName: '超级管理员', roleAlias: 'administrator', sort: 1 },
      { id: SEED_IDS.userRole, roleName: '用户', roleAlias: 'user', sort: 2 },
    ]);

    await tx.insert(bladeDept).values([
      {
        id: SEED_IDS.rootDept,
        deptName: '布雷德科技',
        fullName: '江苏布雷德科技有限公司',
        ancestors: '0',
        sort: 1,
      },
      {
        id: SEED_IDS.changzhouDept,
        parentId: SEED_IDS.rootDept,
        deptName: '常州布雷德',
        fullName: '常州布雷德科技有限公司',
        ancestors: `0,${SEED_IDS.rootDept}`,
        sort: 1,
      },
      {
        id: SEED_IDS.suzhouDept,
        parentId: SEED_IDS.rootDept,
        deptName: '苏州布雷德',
        fullName: '苏州布雷德科技有限公司',
        ancestors: `0,${SEED_IDS.rootDept}`,
        sort: 2,
      },
    ]);

    const posts: [string, string, number][] = [
      ['ceo', '首席执行官', 1],
      ['coo', '首席运营官', 1],
      ['cfo', '首席财务官', 1],
      ['cto', '首席技术官', 1],
      ['cio', '首席信息官', 1],
      ['pm', '技术经理', 2],
      ['hrm', '人力经理', 2],
      ['staff', '普通员工', 3],
    ];
    await tx.insert(bladePost).values(
      posts.map(([postCode, postName, category], i) => ({
        id: POST_ID_BASE + BigInt(i),
        postCode,
        postName,
        category,
        sort: i + 1,
        ...audit,
      })),
    );

    await tx.insert(bladeUser).values({
      id: SEED_IDS.adminUser,
      account: 'admin',
      password: adminHash,
      name: '管理员',
      realName: '管理员',
      email: 'admin@bladex.vip',
      phone: '22233322',
      birthday: new Date('2018-08-08T00:00:00Z'),
      sex: 1,
      roleId: String(SEED_IDS.administratorRole),
      deptId: String(SEED_IDS.rootDept),
      postId: String(SEED_IDS.ceoPost),
      ...audit,
    });

    await tx.insert(bladeParam).values(
      [
        ['是否开启注册功能', 'account.registerUser', 'true'],
        ['账号初始密码', 'account.initPassword', '123456'],
      ].map(([paramName, paramKey, paramValue], i) => ({
        id: PARAM_ID_BASE + BigInt(i),
        paramName: paramName!,
        paramKey: paramKey!,
        paramValue: paramValue!,
        ...audit,
      })),
    );

    await seedDicts(tx);
    const menuIdsByCode = await seedMenus(tx);

    const grants = [
      ...[...menuIdsByCode.values()].map((menuId) => ({ roleId: SEED_IDS.administratorRole, menuId })),
      ...USER_ROLE_MENU_CODES.map((code) => ({
        roleId: SEED_IDS.userRole,
        menuId: menuIdsByCode.get(code)!,
      })),
    ];
    await tx
      .insert(bladeRoleMenu)
      .values(grants.map((g, i) => ({ id: ROLE_MENU_ID_BASE + BigInt(i), ...g })));
    return true;
  });
}

async function isSeeded(db: DbOrTx): Promise<boolean> {
  const existing = await db
    .select({ id: bladeTenant.id })
    .from(bladeTenant)
    .where(eq(bladeTenant.tenantId, DEFAULT_TENANT_ID));
  return existing.length > 0;
}

async function seedDicts(tx: DbOrTx): Promise<void> {
  let next = DICT_ID_BASE;
  await tx.insert(bladeDict).values(DICTS.flatMap((_, dictIndex) => dictRows(dictIndex, () => next++)));
}

/** Inserts the menu tree (rows from blade-schema) and returns the id of every menu and button by code. */
async function seedMenus(tx: DbOrTx): Promise<Map<string, bigint>> {
  const idOf = (index: number) => MENU_ID_BASE + BigInt(index);
  const seeds = menuRows();
  const rows = seeds.map(({ index, parentIndex, ...row }) => ({
    ...row,
    id: idOf(index),
    parentId: parentIndex < 0 ? 0n : idOf(parentIndex),
  }));
  const ids = new Map(seeds.map((row) => [row.code, idOf(row.index)]));
  await tx.insert(bladeMenu).values(rows);
  return ids;
}
