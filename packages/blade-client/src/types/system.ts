import type { systemResources as system, WireRow } from '@blade-console/blade-schema';
import type { Id, TreeNode } from './envelope';

/** Audit columns carried by most entities (blade-api.md §6). */
export interface Audit {
  createUser?: Id;
  createDept?: Id;
  createTime?: string;
  updateUser?: Id;
  updateTime?: string;
  status?: number;
  isDeleted?: number;
}

/** A system parameter (SPEC §3): fields from the definition (blade-schema `paramResource`). */
export type Param = WireRow<typeof system.param>;

/**
 * A menu or button row (blade-api.md §5.1; category 1 menu, 2 button): fields from the definition
 * (blade-schema `menuResource`, with `categoryName`, `actionName` and `isOpenName` in lists), plus
 * the tree row's `children`, `parentName` and `hasChildren` and the route meta of `routes`.
 * `path` is optional in a submit (NOT NULL, '' by default), but every row the server sends has it,
 * and the console routes by it, so it stays a `string` here (like `dictKey` of {@link Dict}).
 */
export type Menu = Omit<WireRow<typeof system.menu>, 'path'> &
  TreeRow<Menu> & {
    path: string;
    /** Route meta as the console expects it (roles, i18n key); the server may omit it. */
    meta?: { roles?: string[]; i18n?: string; [key: string]: unknown };
  };

/** Tenant-scoped entities carry the tenant id (blade-api.md §6 `TENANT`). */
export interface TenantScoped {
  tenantId?: string;
}

/** A VO tree row: entity fields plus `children`/`parentName` (blade-api.md §3). */
export interface TreeRow<T> {
  children?: T[];
  hasChildren?: boolean;
  parentName?: string;
}

/**
 * A role (blade-api.md §6.1): fields from the definition (blade-schema `roleResource`), plus the
 * tree row's `children`, `parentName` and `hasChildren` (`list` answers a forest).
 */
export type Role = WireRow<typeof system.role> & TreeRow<Role>;

/**
 * A department: fields from the definition (blade-schema `deptResource`), plus what only the wire
 * has: `ancestors` ("0,<root>,…", computed by the server) and the tree row's `children`,
 * `parentName` and `hasChildren`.
 */
export type Dept = WireRow<typeof system.dept> &
  TreeRow<Dept> & {
    ancestors?: string;
  };

/** `blade_post`; `categoryName` is filled by the server from dict `post_category`. */
/** A post: fields from the definition (blade-schema `postResource`), with `categoryName` in lists. */
export type Post = WireRow<typeof system.post>;

/**
 * A system dictionary row (SPEC §3): a parent per `code` (`dictKey` -1 on the wire) with item
 * children. Fields from the definition (blade-schema `dictResource`), plus the tree row's
 * `children`, `parentName` and `hasChildren`; `dictKey` is text on the BladeX wire, but numbers are
 * accepted too (the server coerces them), so it stays `string | number` here.
 */
export type Dict = Omit<WireRow<typeof system.dict>, 'dictKey'> &
  TreeRow<Dict> & {
    dictKey?: string | number;
  };

/**
 * A business dictionary row (`/blade-system/dict-biz`): fields from the definition (blade-schema
 * `dictBizResource`, the same as {@link Dict}'s), tenant-scoped; the same wire-only additions.
 */
export type DictBiz = Omit<WireRow<typeof system.dictBiz>, 'dictKey'> &
  TreeRow<DictBiz> & {
    dictKey?: string | number;
  };

/** An item of `dict/dictionary?code=` (what dropdowns use: label `dictValue`, value `dictKey`). */
export interface DictItem {
  id?: Id;
  parentId?: Id;
  code: string;
  dictKey: string | number;
  dictValue: string;
  sort?: number;
  remark?: string;
}

/**
 * `blade_tenant` (blade-api.md §6.1) plus the BladeX fields of SPEC §3 (domain, datasource and package).
 * `accountNumber`/`expireTime` are what `tenant/setting` writes (-1 = unlimited).
 */
export type Tenant = WireRow<typeof system.tenant> & {
  /** BladeX's licence key: wire-only, this server never sends it. */
  licenseKey?: string;
};

/** `tenant/setting`: the fields applied to every selected tenant. */
export interface TenantSetting {
  accountNumber?: number;
  expireTime?: string;
}

/** `tenant/info?domain=`: the tenant bound to a site address, or `{}`. */
export interface TenantInfo {
  tenantId?: string;
  domain?: string;
  backgroundUrl?: string;
}

/**
 * A tenant package (SPEC §3): fields from the definition (blade-schema `tenantPackageResource`);
 * `menuId` is a comma-joined list of menu ids on the wire.
 */
export type TenantPackage = WireRow<typeof system.tenantPackage>;

/**
 * `blade_client`: an OAuth client, fields from the definition (blade-schema `clientResource`).
 * Token issuance uses id, secret and the two validities; the secret is write-only (never listed).
 */
export type Client = WireRow<typeof system.client>;

/**
 * An administrative region (blade-api.md §6.1): fields from the definition (blade-schema
 * `regionResource`; `level` is dict `region`, 0 country … 5 village), plus what only the wire has:
 * `id` (= code), `parentId` (= parent code) and the tree row's `children`, `parentName` and
 * `hasChildren`.
 */
export type Region = WireRow<typeof system.region> &
  TreeRow<Region> & {
    parentId?: string;
  };

/** Filters of `region/list` and `region/export-region`: code, parent code and level exact, name contained. */
export interface RegionFilters {
  code?: string;
  parentCode?: string;
  name?: string;
  level?: number | string;
}

/**
 * What `region/import-region` answers: rows added, existing rows overwritten (`isCovered=1`) and
 * existing rows left alone (`isCovered=0`, or overwritten with the same values).
 */
export interface RegionImportResult {
  added: number;
  updated: number;
  skipped: number;
}

/**
 * `blade_top_menu`, fields from the definition (blade-schema `topMenuResource`); granted menus are
 * set with `topmenu/grant`.
 */
export type TopMenu = WireRow<typeof system.topMenu>;

/**
 * `blade_scope_data` (blade-api.md §6.1 "Data scope"): fields from the definition; `scopeType` is dict
 * `data_scope_type` (1 all … 5 custom).
 */
export type DataScope = WireRow<typeof system.dataScope>;

/**
 * `blade_scope_api` (blade-api.md §6.1 "API scope"): fields from the definition; `scopeType` is dict
 * `api_scope_type` (1 system, 2 business).
 */
export type ApiScope = WireRow<typeof system.apiScope>;

/** `menu/grant-tree` and `menu/grant-top-tree`. */
export interface GrantTree {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}

/** `menu/role-tree-keys` and `menu/top-tree-keys`: the ids checked in each tree. */
export interface GrantTreeKeys {
  menu: Id[];
  dataScope: Id[];
  apiScope: Id[];
}

/** Role grant payload (SPEC §3); send all four — the server replaces the roles' grants. */
export interface RoleGrantInput {
  roleIds: Id[];
  menuIds: Id[];
  dataScopeIds: Id[];
  apiScopeIds: Id[];
  /** Each role's `updateTime` as loaded: a role changed since is refused with 409 (optional). */
  versions?: RowVersions;
}

/** Top-menu grant payload (SPEC §3). */
export interface TopMenuGrantInput {
  topMenuIds: Id[];
  menuIds: Id[];
  /** Each top menu's `updateTime` as loaded: one changed since is refused with 409 (optional). */
  versions?: RowVersions;
}

/** The version (`updateTime` as loaded, "" when it had none) of each row a write changes, by id. */
export type RowVersions = Record<string, string>;

/** `GET /api/health` of the reference server (not a Blade endpoint). */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** `GET /api/health/ready` of the reference server: 200 only while it takes traffic, else 503. */
export interface Readiness {
  status: 'ready';
  database: 'pglite' | 'postgres';
}
