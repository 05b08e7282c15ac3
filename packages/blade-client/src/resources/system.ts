import { systemResources as system } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { Filters, Id, Page, TreeNode } from '../types/envelope';
import type {
  ApiScope,
  DataScope,
  Dept,
  Dict,
  DictBiz,
  DictItem,
  GrantTree,
  GrantTreeKeys,
  Menu,
  Post,
  Region,
  RegionFilters,
  RegionImportResult,
  Role,
  RoleGrantInput,
  RowVersions,
  TenantInfo,
  TenantPackage,
  TenantSetting,
  TopMenu,
  TopMenuGrantInput,
} from '../types/system';
import {
  crudResource,
  forestResource,
  type ListParams,
  lazyForestResource,
  type MutationResult,
  only,
  removeByIds,
  resourceApi,
} from './crud';
import { createRecordHistoryApi } from './history';

/** The dictionary tree's fixed code (SPEC §9). */
export const DICT_TREE_CODE = 'DICT';
/** The region tree's root code: provinces hang under it (blade-api.md §6.1). */
export const REGION_ROOT = '00';
/** Spreadsheet imports and exports may take longer than the default 10 s timeout. */
const LONG_TIMEOUT = 120_000;

export interface ParamFilters {
  paramName?: string;
  paramKey?: string;
  paramValue?: string;
}
export interface MenuFilters {
  name?: string;
  code?: string;
  alias?: string;
}
export interface RoleFilters {
  roleName?: string;
  roleAlias?: string;
}
export interface DeptFilters {
  deptName?: string;
  fullName?: string;
}
export interface DictFilters {
  code?: string;
  dictValue?: string;
}
export interface TenantFilters {
  tenantId?: string;
  tenantName?: string;
  contactNumber?: string;
}

const SYSTEM = '/blade-system';

/** Menus: the tree, routes, buttons and grant calls; rows typed from the definition (`Menu`), at its path. */
function menuApi(http: BladeHttp) {
  const base = system.menu.path;
  return {
    // `list`: every menu and button.
    ...lazyForestResource<Menu, MenuFilters>(http, base),
    lazyMenuList: (parentId: Id, params?: ListParams<MenuFilters>) =>
      http.get<Menu[]>(`${base}/lazy-menu-list`, { ...params, parentId }),
    /** Menus only (category 1), as a forest. */
    menuList: (params?: ListParams<MenuFilters>) => http.get<Menu[]>(`${base}/menu-list`, params),
    tree: (tenantId?: string) => http.get<TreeNode[]>(`${base}/tree`, { tenantId }),
    topMenu: () => http.get<TopMenu[]>(`${base}/top-menu`),
    /** The signed-in user's menu forest, optionally narrowed to a top menu. */
    routes: (topMenuId?: Id) => http.get<Menu[]>(`${base}/routes`, { topMenuId }),
    buttons: () => http.get<Menu[]>(`${base}/buttons`),
    grantTree: () => http.get<GrantTree>(`${base}/grant-tree`),
    roleTreeKeys: (roleIds: Id | readonly Id[]) =>
      http.get<GrantTreeKeys>(`${base}/role-tree-keys`, { roleIds: joinIds(roleIds) }),
    grantTopTree: () => http.get<GrantTree>(`${base}/grant-top-tree`),
    topTreeKeys: (topMenuIds: Id | readonly Id[]) =>
      http.get<GrantTreeKeys>(`${base}/top-tree-keys`, { topMenuIds: joinIds(topMenuIds) }),
  };
}

/** Departments: the tree calls; rows typed from the definition (`Dept`), at its path. */
function deptApi(http: BladeHttp) {
  const base = system.dept.path;
  return {
    ...lazyForestResource<Dept, DeptFilters>(http, base),
    tree: (tenantId?: string) => http.get<TreeNode[]>(`${base}/tree`, { tenantId }),
    lazyTree: (parentId: Id, tenantId?: string) =>
      http.get<TreeNode[]>(`${base}/lazy-tree`, { parentId, tenantId }),
    /** Departments a user belongs to (the switch-department form). */
    select: (userId?: Id) => http.get<Dept[]>(`${base}/select`, { userId }),
  };
}

/** Roles: the tree calls and the grant; rows typed from the definition (`Role`), at its path. */
function roleApi(http: BladeHttp) {
  const base = system.role.path;
  return {
    ...forestResource<Role, RoleFilters>(http, base),
    /** Replaces the roles' menu, data-scope and API-scope grants (JSON body). */
    grant: (input: RoleGrantInput) => http.post<MutationResult>(`${base}/grant`, input),
    tree: (tenantId?: string) => http.get<TreeNode[]>(`${base}/tree`, { tenantId }),
    treeById: (roleId: Id) => http.get<TreeNode[]>(`${base}/tree-by-id`, { roleId }),
    /** Roles a user holds (the switch-role form). */
    select: (userId?: Id) => http.get<Role[]>(`${base}/select`, { userId }),
  };
}

function dictApi<T extends Dict>(http: BladeHttp, base: string) {
  return {
    ...forestResource<T, DictFilters>(http, base),
    /** A page of parent rows (one per code). */
    parentList: (params?: ListParams<DictFilters>) => http.get<Page<T>>(`${base}/parent-list`, params),
    /** A page of the items under a parent (BladeX answers `IPage<DictVO>`). */
    childList: (parentId: Id, params?: ListParams<DictFilters>) =>
      http.get<Page<T>>(`${base}/child-list`, { ...params, parentId }),
    tree: () => http.get<TreeNode[]>(`${base}/tree`, { code: DICT_TREE_CODE }),
  };
}

/**
 * `updateTimes` of a query-string write of several rows: each id's version, in the order of the
 * ids; an id without one gets an empty entry, which the server does not check.
 */
function alignedVersions(ids: readonly Id[], versions: RowVersions | undefined) {
  return versions ? { updateTimes: ids.map((id) => versions[String(id)] ?? '').join(',') } : {};
}

export function createSystemApi(http: BladeHttp) {
  const tenantBase = system.tenant.path;
  const regionBase = system.region.path;
  return {
    param: resourceApi<typeof system.param, ParamFilters>(http, system.param),
    tenantPackage: resourceApi(http, system.tenantPackage),
    tenant: {
      ...resourceApi<typeof system.tenant, TenantFilters>(http, system.tenant),
      /**
       * Applies account limit / expiry to the selected tenants; `versions` (each one's `updateTime`
       * as loaded) has a tenant changed since refused with 409.
       */
      setting: (ids: Id | readonly Id[], settings: TenantSetting, versions?: RowVersions) =>
        http.postQuery<MutationResult>(`${tenantBase}/setting`, {
          ...settings,
          ids: joinIds(ids),
          ...alignedVersions([ids].flat(), versions),
        }),
      /** Binds a tenant to a datasource; `updateTime` as loaded has a stale dialog refused (409). */
      datasource: (tenantId: string, datasourceId: Id, updateTime?: string) =>
        http.postQuery<MutationResult>(`${tenantBase}/datasource`, { tenantId, datasourceId, updateTime }),
      /** The tenant bound to a site address (public; the login page hides the tenant field on a hit). */
      info: (domain: string) => http.get<TenantInfo>(`${tenantBase}/info`, { domain }),
      packageDetail: (tenantId: string) =>
        http.get<TenantPackage>(`${tenantBase}/package-detail`, { tenantId }),
      /** Gives a tenant a package; `updateTime` as loaded has a stale dialog refused (409). */
      packageSetting: (tenantId: string, packageId: Id, updateTime?: string) =>
        http.postQuery<MutationResult>(`${tenantBase}/package-setting`, { tenantId, packageId, updateTime }),
    },
    client: resourceApi(http, system.client),
    role: roleApi(http),
    topMenu: {
      ...resourceApi(http, system.topMenu),
      grant: (input: TopMenuGrantInput) => http.post<MutationResult>(`${system.topMenu.path}/grant`, input),
    },
    post: {
      ...resourceApi(http, system.post),
      select: (tenantId?: string) => http.get<Post[]>(`${SYSTEM}/post/select`, { tenantId }),
    },
    dict: {
      ...dictApi<Dict>(http, system.dict.path),
      /** The items of one dictionary; code `flow` gives the flow routes (SPEC §3). */
      dictionary: (code: string) => http.get<DictItem[]>(`${system.dict.path}/dictionary`, { code }),
    },
    dictBiz: {
      ...dictApi<DictBiz>(http, system.dictBiz.path),
      dictionary: (params: { code: string } & Filters) =>
        http.get<DictItem[]>(`${system.dictBiz.path}/dictionary`, params),
    },
    region: {
      ...only(crudResource<Region>(http, regionBase), 'list', 'submit'),
      /** Regions are keyed by code, not id. */
      detail: (code: string) => http.get<Region>(`${regionBase}/detail`, { code }),
      /** Children of a region as tree nodes (root parent code `00`). */
      lazyTree: (parentCode: string) => http.get<TreeNode[]>(`${regionBase}/lazy-tree`, { parentCode }),
      /** Physical delete by code: `remove?id=<code>`. */
      remove: (code: string) => removeByIds(http, `${regionBase}/remove`, code, 'id'),
      /** The children of a region (cascading selects; root `00` gives the provinces). */
      select: (code: string = REGION_ROOT) => http.get<Region[]>(`${regionBase}/select`, { code }),
      /** The regions the list filters select, as an .xlsx (Saber's 导出; file name from the server). */
      exportRegion: (filters: RegionFilters = {}) =>
        http.download(`${regionBase}/export-region`, { params: filters, timeout: LONG_TIMEOUT }),
      /** The empty .xlsx template of `importRegion` (its header row). */
      exportTemplate: () => http.download(`${regionBase}/export-template`),
      /**
       * Imports regions from an .xlsx (multipart `file` + `isCovered`): existing codes are overwritten
       * when `isCovered`, else skipped. All rows or none: a wrong row fails the call (HTTP 400) with a
       * message naming each wrong row.
       */
      importRegion: (file: Blob, isCovered: boolean, filename?: string) => {
        const form = new FormData();
        form.append('isCovered', isCovered ? '1' : '0');
        if (filename === undefined) form.append('file', file);
        else form.append('file', file, filename);
        return http.post<RegionImportResult>(`${regionBase}/import-region`, form, { timeout: LONG_TIMEOUT });
      },
    },
    dataScope: crudResource<DataScope>(http, `${SYSTEM}/data-scope`),
    apiScope: crudResource<ApiScope>(http, `${SYSTEM}/api-scope`),
    menu: menuApi(http),
    dept: deptApi(http),
    /** The changes of one record of any resource, and an administrator's restore of a version (issue 42). */
    recordHistory: createRecordHistoryApi(http),
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
