// Over 300 lines for a reason: the system area's tables (blade-api.md §6.1), one declaration per
// Blade entity, each a short block; split further, a reader would hunt for a table by file.
import {
  boolean,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  auditColumns,
  dateColumn,
  idColumn,
  isDeletedColumn,
  liveUniqueIndex,
  parentIdColumn,
  remarkColumn,
  sortColumn,
  tenantRowColumns,
  versionColumns,
} from './columns';

/** Tenants (blade-api.md §6.1 Tenant; BladeX adds the package and datasource ids). */
export const bladeTenant = pgTable(
  'blade_tenant',
  {
    id: idColumn().primaryKey(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    tenantName: varchar('tenant_name', { length: 50 }).notNull(),
    domain: varchar('domain', { length: 255 }),
    backgroundUrl: varchar('background_url', { length: 1000 }),
    linkman: varchar('linkman', { length: 20 }),
    contactNumber: varchar('contact_number', { length: 20 }),
    address: varchar('address', { length: 255 }),
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: dateColumn('expire_time'),
    packageId: idColumn('package_id'),
    datasourceId: idColumn('datasource_id'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uq').on(t.tenantId)],
);

/** Tenant packages: a named set of menus (SPEC §3). `menu_id` is the comma-joined menu ids. */
export const bladeTenantPackage = pgTable('blade_tenant_package', {
  id: idColumn().primaryKey(),
  packageName: varchar('package_name', { length: 50 }).notNull(),
  menuId: text('menu_id').notNull().default(''),
  remark: remarkColumn(),
  ...auditColumns(),
});

/** OAuth clients; token issuance uses the id, the secret and the two validities. */
export const bladeClient = pgTable(
  'blade_client',
  {
    id: idColumn().primaryKey(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    clientSecret: varchar('client_secret', { length: 256 }).notNull(),
    resourceIds: varchar('resource_ids', { length: 256 }),
    scope: varchar('scope', { length: 256 }).notNull().default('all'),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 256 }).notNull(),
    webServerRedirectUri: varchar('web_server_redirect_uri', { length: 256 }),
    authorities: varchar('authorities', { length: 256 }),
    accessTokenValidity: integer('access_token_validity').notNull(),
    refreshTokenValidity: integer('refresh_token_validity').notNull(),
    additionalInformation: varchar('additional_information', { length: 4096 }),
    autoapprove: varchar('autoapprove', { length: 256 }),
    ...auditColumns(),
  },
  (t) => [
    index('blade_client_client_id_idx').on(t.clientId),
    liveUniqueIndex('blade_client_client_id_live_uq', t.isDeleted, t.clientId),
  ],
);

/** Users. `password` is a bcrypt hash of the client's md5 hex and never leaves the server. */
export const bladeUser = pgTable(
  'blade_user',
  {
    ...tenantRowColumns(),
    code: varchar('code', { length: 12 }),
    userType: integer('user_type').notNull().default(1),
    account: varchar('account', { length: 45 }).notNull(),
    password: varchar('password', { length: 100 }).notNull(),
    name: varchar('name', { length: 20 }),
    realName: varchar('real_name', { length: 10 }),
    avatar: varchar('avatar', { length: 2000 }),
    email: varchar('email', { length: 45 }),
    phone: varchar('phone', { length: 45 }),
    birthday: dateColumn('birthday'),
    sex: integer('sex'),
    roleId: varchar('role_id', { length: 1000 }).notNull().default(''),
    deptId: varchar('dept_id', { length: 1000 }).notNull().default(''),
    postId: varchar('post_id', { length: 1000 }).notNull().default(''),
    /**
     * Set when the account was created or reset with the tenant's initial password: its tokens may
     * only change the password (auth/password-change.ts) until the person has chosen their own.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    ...auditColumns(),
  },
  // One live user per tenant + account (what sign-in looks up); races on create end in 23505 → 400.
  (t) => [liveUniqueIndex('blade_user_tenant_account_live_uq', t.isDeleted, t.tenantId, t.account)],
);

/** Roles; `role_alias` is what permission checks read (`administrator`, `admin`, `user`). */
export const bladeRole = pgTable('blade_role', {
  ...tenantRowColumns(),
  parentId: parentIdColumn(),
  roleName: varchar('role_name', { length: 255 }).notNull(),
  sort: sortColumn(),
  roleAlias: varchar('role_alias', { length: 255 }).notNull(),
  isDeleted: isDeletedColumn(),
  ...versionColumns(),
});

/** Departments; `ancestors` is "0,<id>,…" computed by the server. */
export const bladeDept = pgTable('blade_dept', {
  ...tenantRowColumns(),
  parentId: parentIdColumn(),
  ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
  deptCategory: integer('dept_category').notNull().default(1),
  deptName: varchar('dept_name', { length: 45 }).notNull(),
  fullName: varchar('full_name', { length: 45 }),
  sort: sortColumn(),
  remark: remarkColumn(),
  isDeleted: isDeletedColumn(),
  ...versionColumns(),
});

/** Posts (jobs); `category` is the `post_category` dictionary. */
export const bladePost = pgTable(
  'blade_post',
  {
    ...tenantRowColumns(),
    category: integer('category').notNull().default(1),
    postCode: varchar('post_code', { length: 12 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    sort: sortColumn(),
    remark: remarkColumn(),
    ...auditColumns(),
  },
  (t) => [liveUniqueIndex('blade_post_tenant_code_live_uq', t.isDeleted, t.tenantId, t.postCode)],
);

/** Menus (category 1) and buttons (category 2), one tree (blade-api.md §5.1). */
export const bladeMenu = pgTable(
  'blade_menu',
  {
    id: idColumn().primaryKey(),
    parentId: parentIdColumn(),
    code: varchar('code', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    alias: varchar('alias', { length: 255 }).notNull().default('menu'),
    path: varchar('path', { length: 255 }).notNull().default(''),
    source: varchar('source', { length: 255 }).notNull().default(''),
    sort: sortColumn(),
    category: integer('category').notNull().default(1),
    action: integer('action').notNull().default(0),
    isOpen: integer('is_open').notNull().default(1),
    remark: remarkColumn(),
    isDeleted: isDeletedColumn(),
    ...versionColumns(),
  },
  (t) => [
    index('blade_menu_parent_idx').on(t.parentId),
    liveUniqueIndex('blade_menu_code_live_uq', t.isDeleted, t.code),
  ],
);

/** Which role may see which menu or button. */
export const bladeRoleMenu = pgTable(
  'blade_role_menu',
  {
    id: idColumn().primaryKey(),
    menuId: idColumn('menu_id').notNull(),
    roleId: idColumn('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_menu_uq').on(t.roleId, t.menuId)],
);

/** Data (category 1) and API (category 2) scopes granted to roles. */
export const bladeRoleScope = pgTable('blade_role_scope', {
  id: idColumn().primaryKey(),
  scopeCategory: integer('scope_category').notNull(),
  scopeId: idColumn('scope_id').notNull(),
  roleId: idColumn('role_id').notNull(),
});

/** Top menus of the top bar; each shows a subset of the menu tree. */
export const bladeTopMenu = pgTable('blade_top_menu', {
  id: idColumn().primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }),
  code: varchar('code', { length: 255 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  source: varchar('source', { length: 255 }),
  path: varchar('path', { length: 255 }),
  sort: sortColumn(),
  ...auditColumns(),
});

/** The menus a top menu shows. */
export const bladeTopMenuSetting = pgTable('blade_top_menu_setting', {
  id: idColumn().primaryKey(),
  topMenuId: idColumn('top_menu_id').notNull(),
  menuId: idColumn('menu_id').notNull(),
});

/** The columns of a dictionary row, the same in `blade_dict` and (per tenant) `blade_dict_biz`. */
const dictColumns = () => ({
  parentId: parentIdColumn(),
  code: varchar('code', { length: 255 }).notNull(),
  dictKey: varchar('dict_key', { length: 255 }).notNull(),
  dictValue: varchar('dict_value', { length: 255 }).notNull(),
  sort: sortColumn(),
  remark: remarkColumn(),
  isSealed: integer('is_sealed').notNull().default(0),
  isDeleted: isDeletedColumn(),
  ...versionColumns(),
});

/** System dictionaries: a parent row per code (`dict_key` -1) with items as its children. */
export const bladeDict = pgTable(
  'blade_dict',
  {
    id: idColumn().primaryKey(),
    ...dictColumns(),
  },
  (t) => [liveUniqueIndex('blade_dict_code_key_live_uq', t.isDeleted, t.code, t.dictKey)],
);

/** Business dictionaries: the same shape as `blade_dict`, per tenant. */
export const bladeDictBiz = pgTable(
  'blade_dict_biz',
  {
    ...tenantRowColumns(),
    ...dictColumns(),
  },
  (t) => [liveUniqueIndex('blade_dict_biz_code_key_live_uq', t.isDeleted, t.tenantId, t.code, t.dictKey)],
);

/** System parameters, per tenant (so one tenant's settings never leak into another's). */
export const bladeParam = pgTable(
  'blade_param',
  {
    ...tenantRowColumns(),
    paramName: varchar('param_name', { length: 255 }).notNull(),
    paramKey: varchar('param_key', { length: 255 }).notNull(),
    paramValue: text('param_value').notNull(),
    remark: remarkColumn(),
    ...auditColumns(),
  },
  (t) => [liveUniqueIndex('blade_param_tenant_key_live_uq', t.isDeleted, t.tenantId, t.paramKey)],
);

/**
 * Administrative regions (blade-api.md §6.1 Region), keyed by code: province `11`, city `1101`,
 * district `110101`; the root's children have parent code `00`. Deleted physically.
 */
export const bladeRegion = pgTable(
  'blade_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    ancestors: varchar('ancestors', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 32 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }),
    provinceName: varchar('province_name', { length: 32 }),
    cityCode: varchar('city_code', { length: 12 }),
    cityName: varchar('city_name', { length: 32 }),
    districtCode: varchar('district_code', { length: 12 }),
    districtName: varchar('district_name', { length: 32 }),
    townCode: varchar('town_code', { length: 12 }),
    townName: varchar('town_name', { length: 32 }),
    villageCode: varchar('village_code', { length: 12 }),
    villageName: varchar('village_name', { length: 32 }),
    level: integer('level').notNull().default(1),
    sort: sortColumn(),
    remark: remarkColumn(),
    ...versionColumns(),
  },
  (t) => [index('blade_region_parent_idx').on(t.parentCode)],
);

/**
 * A scope rule table: data-scope and API-scope rules share the menu they hang on, the resource code,
 * a name, the remark, the audit columns and an index by menu; `columns` are the kind's own.
 */
function scopeRuleTable<const C extends Record<string, PgColumnBuilderBase>>(name: string, columns: C) {
  return pgTable(
    name,
    {
      id: idColumn().primaryKey(),
      menuId: idColumn('menu_id').notNull(),
      resourceCode: varchar('resource_code', { length: 255 }).notNull(),
      scopeName: varchar('scope_name', { length: 255 }).notNull(),
      ...columns,
      remark: remarkColumn(),
      ...auditColumns(),
    },
    (t) => [index(`${name}_menu_idx`).on(t.menuId)],
  );
}

/** Data-scope rules attached to a menu (blade-api.md §6.1 Data scope). */
export const bladeScopeData = scopeRuleTable('blade_scope_data', {
  scopeField: varchar('scope_field', { length: 255 }),
  scopeClass: varchar('scope_class', { length: 500 }).notNull().default(''),
  scopeColumn: varchar('scope_column', { length: 255 }),
  scopeType: integer('scope_type').notNull().default(1),
  scopeValue: varchar('scope_value', { length: 2000 }),
});

/** API-scope rules: `scope_path` (an Ant-style pattern) is reserved for roles granted the scope. */
export const bladeScopeApi = scopeRuleTable('blade_scope_api', {
  scopePath: varchar('scope_path', { length: 255 }).notNull(),
  scopeType: integer('scope_type').notNull().default(1),
});

/** Per-platform extension data of a user (`update-platform`): one row per user and user type. */
export const bladeUserPlatform = pgTable(
  'blade_user_platform',
  {
    ...tenantRowColumns(),
    userId: idColumn('user_id').notNull(),
    userType: integer('user_type').notNull(),
    userExt: text('user_ext').notNull().default(''),
  },
  (t) => [uniqueIndex('blade_user_platform_uq').on(t.userId, t.userType)],
);

/** Third-party identities bound to users (a guest registering with an `oauthId`). */
export const bladeUserOauth = pgTable(
  'blade_user_oauth',
  {
    ...tenantRowColumns(),
    uuid: varchar('uuid', { length: 64 }).notNull(),
    userId: idColumn('user_id').notNull(),
    username: varchar('username', { length: 45 }),
    source: varchar('source', { length: 32 }),
    createTime: dateColumn('create_time'),
  },
  (t) => [uniqueIndex('blade_user_oauth_uq').on(t.tenantId, t.uuid)],
);

/** One-off seed steps already applied (regions, demo notices…), so a restart never repeats them. */
export const bladeSeedStep = pgTable('blade_seed_step', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: dateColumn('applied_at').notNull(),
});
