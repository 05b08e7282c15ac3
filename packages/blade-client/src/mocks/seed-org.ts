import type { MockRow } from './respond';
import { ADMIN_ID, ADMIN_ROLE_ID, audit, ROOT_DEPT_ID, rows, USER_ROLE_ID } from './seed-rows';

/**
 * Who works in the console: tenant 000000 and its package (every menu), the two OAuth clients, the
 * admin and a plain user, their two roles, three departments and the posts (blade-api.md §7).
 */
export function orgSeed(menus: readonly MockRow[]): Record<string, MockRow[]> {
  return {
    tenant: rows('1001', [
      {
        tenantId: '000000',
        tenantName: '管理组',
        domain: '',
        linkman: 'admin',
        contactNumber: '666666',
        address: '管理组',
        accountNumber: -1,
        expireTime: '',
        datasourceId: '',
        packageId: '',
      },
    ]),
    tenantPackage: rows('1002', [
      {
        packageName: '基础套餐',
        menuId: menus
          .filter((m) => m.category === 1)
          .map((m) => m.id)
          .join(','),
        remark: '全部菜单',
      },
    ]),
    client: rows('1003', [
      {
        clientId: 'sword',
        clientSecret: 'sword_secret',
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
      {
        clientId: 'saber',
        clientSecret: 'saber_secret',
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
    ]),
    user: [
      {
        ...audit,
        id: ADMIN_ID,
        tenantId: '000000',
        code: '',
        account: 'admin',
        name: '管理员',
        realName: '管理员',
        avatar: '',
        email: 'admin@bladex.vip',
        phone: '13888888888',
        birthday: '2018-08-08 00:00:00',
        sex: 1,
        sexName: '男',
        roleId: ADMIN_ROLE_ID,
        roleName: 'administrator',
        deptId: ROOT_DEPT_ID,
        deptName: '布雷德科技',
        postId: '1123598817738675201',
        postName: 'ceo',
        userType: 1,
      },
      {
        ...audit,
        id: '1123598821738675202',
        tenantId: '000000',
        code: '',
        account: 'user',
        name: '用户',
        realName: '用户',
        avatar: '',
        email: 'user@bladex.vip',
        phone: '13666666666',
        sex: 2,
        sexName: '女',
        roleId: USER_ROLE_ID,
        roleName: 'user',
        deptId: '1123598813738675202',
        deptName: '常州布雷德',
        postId: '1123598817738675208',
        postName: 'staff',
        userType: 1,
      },
    ],
    role: [
      {
        id: ADMIN_ROLE_ID,
        tenantId: '000000',
        parentId: '0',
        roleName: '超级管理员',
        roleAlias: 'administrator',
        sort: 1,
        isDeleted: 0,
      },
      {
        id: USER_ROLE_ID,
        tenantId: '000000',
        parentId: '0',
        roleName: '用户',
        roleAlias: 'user',
        sort: 2,
        isDeleted: 0,
      },
    ],
    dept: [
      {
        id: ROOT_DEPT_ID,
        tenantId: '000000',
        parentId: '0',
        ancestors: '0',
        deptName: '布雷德科技',
        fullName: '江苏布雷德科技有限公司',
        sort: 1,
        remark: '',
        isDeleted: 0,
      },
      {
        id: '1123598813738675202',
        tenantId: '000000',
        parentId: ROOT_DEPT_ID,
        ancestors: `0,${ROOT_DEPT_ID}`,
        deptName: '常州布雷德',
        fullName: '常州布雷德科技有限公司',
        sort: 1,
        remark: '',
        isDeleted: 0,
      },
      {
        id: '1123598813738675203',
        tenantId: '000000',
        parentId: ROOT_DEPT_ID,
        ancestors: `0,${ROOT_DEPT_ID}`,
        deptName: '苏州布雷德',
        fullName: '苏州布雷德科技有限公司',
        sort: 2,
        remark: '',
        isDeleted: 0,
      },
    ],
    post: (
      [
        'ceo:首席执行官:1',
        'coo:首席运营官:1',
        'cfo:首席财务官:1',
        'cto:首席技术官:1',
        'cio:首席信息官:1',
        'pm:技术经理:2',
        'hrm:人力经理:2',
        'staff:普通员工:3',
      ] as const
    ).map((entry, index) => {
      const [postCode, postName, category] = entry.split(':');
      return {
        ...audit,
        id: `112359881773867520${index + 1}`,
        tenantId: '000000',
        category: Number(category),
        postCode,
        postName,
        sort: index + 1,
        remark: '',
      };
    }),
  };
}
