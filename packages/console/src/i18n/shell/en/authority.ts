import type { authority as zh } from '../zh/authority';

/** 权限管理: roles, data and API scopes, English. */
export const authority: typeof zh = {
  role: {
    title: 'Roles',
    roleName: 'Role name',
    tenantId: 'Tenant',
    roleAlias: 'Role alias',
    parentId: 'Parent role',
    sort: 'Sort order',
    grant: 'Permissions',
    grantTabs: { menu: 'Menus', dataScope: 'Data scopes', apiScope: 'API scopes' },
    rules: {
      roleName: 'Enter role name',
      roleAlias: 'Enter role alias',
      sort: 'Enter sort order',
    },
  },
  dataScope: {
    title: 'Data scopes',
    menuTree: 'Menus',
    resourceCodeHint: 'Resource codes whose lists and details obey data scopes: {{codes}}',
    scopeColumnHint:
      'The column a custom rule compares, e.g. create_user or create_dept; own and department rules use the creator and department columns the resource declares',
    scopeValueHint: 'For a custom rule: which of the signed-in user’s values the column must equal',
    userValues: {
      userId: 'User’s ID',
      deptId: 'User’s departments',
      roleId: 'User’s roles',
      postId: 'User’s posts',
      account: 'User’s account',
      tenantId: 'User’s tenant',
    },
    rules: {
      menuId: 'Select a menu',
      scopeName: 'Enter scope name',
      resourceCode: 'Enter resource code',
      scopeColumn: 'Enter scope column',
      scopeType: 'Select scope type',
      scopeField: 'Enter visible fields',
      scopeClass: 'Enter scope class',
      scopeValue: 'Select the value a custom rule compares with',
    },
  },
  apiScope: {
    title: 'API scopes',
    menuTree: 'Menus',
    scopePathHint: 'Starts with /, ** matches any, e.g. /blade-system/param/**',
    rules: {
      menuId: 'Select a menu',
      scopeName: 'Enter scope name',
      resourceCode: 'Enter resource code',
      scopePath: 'Enter scope path',
      scopePathSlash: 'The scope path must start with /',
      scopeType: 'Select API type',
    },
  },
};
