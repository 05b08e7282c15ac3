import { datetime, defineResource, idList, integer, text, url } from '../../define';

/**
 * Users (SPEC §3 "User fields", blade-api.md §6.1): the wire row and the field rules. The user
 * service stays special code (`page`, `update`, passwords, grants, the dept tree); its model takes
 * the field rules from here. The password is write-only: no field of the definition, never sent.
 */
export const userResource = defineResource({
  name: 'user',
  label: '用户',
  en: 'User',
  path: '/blade-user',
  table: 'blade_user',
  ownService: true,
  // A person is named by the account they sign in with (the nickname is optional and not unique).
  titleField: 'account',
  fields: {
    // Unique per tenant among live rows (the table's partial unique index; the service says so).
    account: text(45, {
      label: '登录账号',
      en: 'Account',
      required: true,
      search: 'like',
      unique: true,
      format: 'account',
    }),
    // Nullable in the table, so not `required` here; the service still requires a real name.
    realName: text(10, { label: '用户姓名', en: 'Real name', search: 'like' }),
    code: text(12, { label: '用户编号', en: 'User code', search: 'like' }),
    name: text(20, { label: '用户昵称', en: 'Nickname', search: 'like' }),
    avatar: url(2000, { label: '用户头像', en: 'Avatar', ui: { control: 'image' } }),
    email: text(45, { label: '电子邮箱', en: 'Email', search: 'like', format: 'email' }),
    phone: text(45, { label: '手机号码', en: 'Phone', search: 'like' }),
    birthday: datetime({ label: '用户生日', en: 'Birthday' }),
    sex: integer({ label: '用户性别', en: 'Gender', dict: 'sex', search: 'equal' }),
    // BladeX user type: 1 web, 2 app, 3 other (`update-platform`).
    userType: integer({ label: '用户平台', en: 'Platform', minValue: 1, default: 1, search: 'equal' }),
    roleId: idList(1000, { label: '所属角色', en: 'Roles' }),
    deptId: idList(1000, { label: '所属部门', en: 'Departments' }),
    postId: idList(1000, { label: '所属岗位', en: 'Posts' }),
  },
  sortable: ['account', 'realName', 'code', 'phone', 'createTime', 'status'],
});
