/** 权限管理: roles, data and API scopes, Chinese. */
export const authority = {
  role: {
    title: '角色管理',
    roleName: '角色名称',
    tenantId: '所属租户',
    roleAlias: '角色别名',
    parentId: '上级角色',
    sort: '角色排序',
    grant: '权限设置',
    grantTabs: { menu: '菜单权限', dataScope: '数据权限', apiScope: '接口权限' },
    rules: { roleName: '请输入角色名称', roleAlias: '请输入角色别名', sort: '请输入角色排序' },
  },
  dataScope: {
    title: '数据权限',
    menuTree: '菜单',
    resourceCodeHint: '受数据权限约束的资源编号：{{codes}}',
    scopeColumnHint:
      '规则比较的列，例如 create_user、create_dept；本人与本部门规则使用资源自己声明的创建人、创建部门列',
    scopeValueHint: '自定义规则时选择：该列须等于当前用户的哪一项',
    userValues: {
      userId: '当前用户编号',
      deptId: '当前用户的部门',
      roleId: '当前用户的角色',
      postId: '当前用户的岗位',
      account: '当前用户账号',
      tenantId: '当前租户编号',
    },
    rules: {
      menuId: '请选择所属菜单',
      scopeName: '请输入权限名称',
      resourceCode: '请输入权限编号',
      scopeColumn: '请输入权限字段',
      scopeType: '请选择规则类型',
      scopeField: '请输入可见字段',
      scopeClass: '请输入权限类名',
      scopeValue: '自定义规则请选择规则值',
    },
  },
  apiScope: {
    title: '接口权限',
    menuTree: '菜单',
    scopePathHint: '以 / 开头，可用 ** 通配，例如 /blade-system/param/**',
    rules: {
      menuId: '请选择所属菜单',
      scopeName: '请输入权限名称',
      resourceCode: '请输入权限编号',
      scopePath: '请输入权限路径',
      scopePathSlash: '权限路径应以 / 开头',
      scopeType: '请选择接口类型',
    },
  },
};
