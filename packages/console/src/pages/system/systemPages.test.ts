import { dictBizResource, text } from '@blade-console/blade-schema';
import { isRequired, toValueList } from '@blade-console/ui';
import { describe, expect, it } from 'vitest';
import { byField, requiredMax } from '../../test/columns';
import { roleColumns } from '../authority/Role/columns';
import { initialGrantKeys, leafKeys, roleGrantPayload } from '../authority/Role/grant';
import { clientColumns } from './Client/Client';
import { forestResource, toPage } from './common/pages';
import { deptColumns } from './Dept/Dept';
import { DICT_DIALOG_WIDTH, dictChildColumns, dictParentColumns, sealedOptions } from './Dict/columns';
import { menuColumns } from './Menu/Menu';
import { tenantColumns, toTenantSetting } from './Tenant/columns';
import {
  TENANT_PACKAGE_DIALOG_WIDTH,
  tenantPackageActions,
  tenantPackageColumns,
  toTenantPackagePayload,
} from './TenantPackage/columns';
import { topMenuColumns } from './TopMenu/TopMenu';
import { toUserPayload, userColumns } from './User/columns';

describe('tenant package page (SPEC §2, §5)', () => {
  it('allows add, edit and delete, shows view disabled, in a 600 wide dialog', () => {
    expect(tenantPackageActions).toEqual({ view: 'disabled' });
    expect(TENANT_PACKAGE_DIALOG_WIDTH).toBe(600);
  });
  it('requires the package name and a menu selection (multi-select tree labelled by title)', () => {
    const cols = tenantPackageColumns([{ value: '1', title: '系统管理' }]);
    // The lengths are the definition's (varchar(50) and (255)), so the form refuses what the server would.
    expect(byField(cols, 'packageName').rules).toEqual(
      requiredMax('console:tenantPackage.rules.packageName', 50),
    );
    const menu = byField(cols, 'menuId');
    expect(menu).toMatchObject({ type: 'tree', multiple: true, treeOptions: [{ title: '系统管理' }] });
    expect(menu.rules).toEqual([{ required: true, message: 'console:tenantPackage.rules.menuId' }]);
    expect(byField(cols, 'remark').rules).toEqual([{ max: 255 }]);
  });
  it('sends menuId as comma-joined text', () => {
    expect(
      toTenantPackagePayload({ packageName: 'p', menuId: ['1', '2', '3'] as unknown as string }),
    ).toEqual({
      packageName: 'p',
      menuId: '1,2,3',
    });
    expect(toTenantPackagePayload({ packageName: 'p', menuId: '4,5' }).menuId).toBe('4,5');
  });
});

describe('client page', () => {
  it("keeps the page's messages and the secret's edit rule, with the definition's lengths and bounds", () => {
    expect(byField(clientColumns, 'clientId').rules).toEqual(
      requiredMax('console:client.rules.clientId', 48),
    );
    const secret = byField(clientColumns, 'clientSecret').rules ?? [];
    // Required when adding (marked and checked), not when editing: an empty edit keeps the secret.
    expect(secret.filter((rule) => rule.required)).toEqual([
      { required: 'add', message: 'console:client.rules.clientSecret' },
    ]);
    expect(secret.at(-1)).toEqual({ max: 256 });
    expect(byField(clientColumns, 'accessTokenValidity').rules).toEqual([
      { required: true, message: 'console:client.rules.accessTokenValidity' },
      { minValue: 1 },
      { maxValue: 31_536_000 },
    ]);
    expect(byField(clientColumns, 'additionalInformation').rules).toEqual([{ max: 4096 }]);
  });
});

describe('top menu page', () => {
  it("keeps its messages and its sort default, with the definition's lengths", () => {
    expect(byField(topMenuColumns, 'code').rules).toEqual(requiredMax('console:topmenu.rules.code', 255));
    expect(byField(topMenuColumns, 'sort')).toMatchObject({ defaultValue: 1 });
  });
});

describe('tenant page', () => {
  it("keeps its messages, with the definition's lengths", () => {
    expect(byField(tenantColumns, 'tenantName').rules).toEqual(
      requiredMax('console:tenant.rules.tenantName', 50),
    );
    expect(byField(tenantColumns, 'linkman').rules).toEqual(requiredMax('console:tenant.rules.linkman', 20));
  });
});

describe('dept page', () => {
  it("keeps its messages and its parent tree, with the definition's lengths", () => {
    const cols = deptColumns([{ value: '1', title: '布雷德科技' }]);
    expect(byField(cols, 'deptName').rules).toEqual(requiredMax('console:dept.rules.deptName', 45));
    // The page asks for the full name although the server does not; its message stays.
    expect(byField(cols, 'fullName').rules).toEqual(requiredMax('console:dept.rules.fullName', 45));
    expect(byField(cols, 'remark').rules).toEqual([{ max: 255 }]);
    expect(byField(cols, 'parentId')).toMatchObject({ type: 'tree', treeOptions: [{ title: '布雷德科技' }] });
    expect(byField(cols, 'parentId').rules).toBeUndefined();
    expect(byField(cols, 'sort')).toMatchObject({ defaultValue: 1, label: 'console:dept.sort' });
  });
});

describe('role page', () => {
  it("keeps its messages and its parent tree, with the definition's lengths", () => {
    const cols = roleColumns([{ value: '1', title: '超级管理员' }]);
    expect(byField(cols, 'roleName').rules).toEqual(requiredMax('console:role.rules.roleName', 255));
    expect(byField(cols, 'roleAlias').rules).toEqual(requiredMax('console:role.rules.roleAlias', 255));
    expect(byField(cols, 'parentId')).toMatchObject({ type: 'tree', treeOptions: [{ title: '超级管理员' }] });
    expect(byField(cols, 'sort').rules).toEqual([{ required: true, message: 'console:role.rules.sort' }]);
  });
});

describe('menu page', () => {
  it("keeps its messages, parent tree and selects, with the definition's lengths and bounds", () => {
    const cols = menuColumns({
      menus: [{ value: '1', title: '系统管理' }],
      categories: [{ label: '菜单', value: 1 }],
      actions: [{ label: '无', value: 0 }],
      yesNo: [{ label: '否', value: 1 }],
    });
    expect(byField(cols, 'code').rules).toEqual(requiredMax('console:menuPage.rules.code', 255));
    expect(byField(cols, 'path').rules).toEqual(requiredMax('console:menuPage.rules.path', 255));
    // Not required by the page; the definition only adds its length.
    expect(byField(cols, 'source').rules).toEqual([{ max: 255 }]);
    expect(byField(cols, 'remark')).toMatchObject({ type: 'textarea', rules: [{ max: 255 }] });
    expect(byField(cols, 'category').rules).toEqual([
      { required: true, message: 'console:menuPage.rules.category' },
      { minValue: 1 },
      { maxValue: 2 },
    ]);
    expect(byField(cols, 'parentId')).toMatchObject({ type: 'tree', treeOptions: [{ title: '系统管理' }] });
    expect(byField(cols, 'sort')).toMatchObject({
      defaultValue: 1,
      rules: [{ required: true, message: 'console:menuPage.rules.sort' }],
    });
  });
});

describe('phone rule (SPEC §5)', () => {
  it('is the rule of the user form phone field', () => {
    const cols = userColumns({ tenants: [], roles: [], depts: [], posts: [], sex: [], statuses: [] });
    const phone = byField(cols, 'phone');
    const validator = phone.rules?.find((rule) => rule.validator)?.validator;
    expect(validator?.('123', {})).toBe('console:phone.length');
    // Required, so the form draws the asterisk (issue 16), with the phone check's empty message.
    expect(isRequired(phone)).toBe(true);
    expect(phone.rules?.[0]).toEqual({ required: true, message: 'console:phone.empty' });
    // The definition's lengths (userResource) show at the field.
    expect(byField(cols, 'account').rules?.[1]).toEqual({ max: 45 });
    expect(byField(cols, 'realName').rules?.[1]).toEqual({ max: 10 });
    expect(byField(cols, 'phone').rules?.[2]).toEqual({ max: 45 });
    // The e-mail format of the definition: bad@@mail is refused at the field, an empty one is not.
    const email = byField(cols, 'email').rules?.find((rule) => rule.validator)?.validator;
    expect(email?.('bad@@mail', {})).toBe('console:formats.email');
    expect(email?.('staff@example.com', {})).toBe(true);
    expect(email?.('', {})).toBe(true);
  });
});

describe('user tree pickers (issue 39)', () => {
  it('choose a parent department or role alone, never with everything under it', () => {
    const cols = userColumns({ tenants: [], roles: [], depts: [], posts: [], sex: [], statuses: [] });
    expect(byField(cols, 'deptId')).toMatchObject({ type: 'tree', multiple: true, checkStrictly: true });
    expect(byField(cols, 'roleId')).toMatchObject({ type: 'tree', multiple: true, checkStrictly: true });
  });
});

describe('user payload', () => {
  it('drops the confirmation and, on edit, the password', () => {
    const row = { account: 'a', realName: 'A', password: 'x', password2: 'x', roleName: 'r' };
    expect(toUserPayload(row, 'add')).toEqual({ account: 'a', realName: 'A', password: 'x' });
    expect(toUserPayload(row, 'edit')).toEqual({ account: 'a', realName: 'A' });
  });
  it('checks the confirmation matches', async () => {
    const cols = userColumns({ tenants: [], roles: [], depts: [], posts: [], sex: [], statuses: [] });
    const rule = byField(cols, 'password2').rules?.[1];
    expect(await rule?.validator?.('b', { password: 'a' })).toBe('console:user.rules.passwordMismatch');
    expect(await rule?.validator?.('a', { password: 'a' })).toBe(true);
  });
});

describe('dictionaries (SPEC §5)', () => {
  const sealed = sealedOptions('是', '否');
  it('parent rules carry the Chinese messages as keys, sealed defaults to 0', () => {
    const cols = dictParentColumns({ sealed });
    expect(byField(cols, 'code').rules?.[0]?.message).toBe('console:dict.rules.code');
    expect(byField(cols, 'dictValue').rules?.[0]?.message).toBe('console:dict.rules.dictValue');
    expect(byField(cols, 'sort').rules?.[0]?.message).toBe('console:dict.rules.sort');
    // The definition adds its bounds after the page's own rule (the select offers only 0 and 1).
    expect(byField(cols, 'isSealed')).toMatchObject({
      defaultValue: 0,
      rules: [{ required: true, message: 'console:dict.rules.isSealed' }, { minValue: 0 }, { maxValue: 1 }],
    });
    expect(DICT_DIALOG_WIDTH).toBe(880);
  });
  it("parent and child keep their messages, with the definition's lengths", () => {
    const parentCols = dictParentColumns({ sealed });
    expect(byField(parentCols, 'code').rules).toEqual(requiredMax('console:dict.rules.code', 255));
    expect(byField(parentCols, 'remark').rules).toEqual([{ max: 255 }]);
    const childCols = dictChildColumns({ id: '9', code: 'sex', dictValue: '性别' }, { sealed });
    expect(byField(childCols, 'dictKey').rules).toEqual(requiredMax('console:dict.rules.dictKey', 255));
    expect(byField(childCols, 'dictValue').rules).toEqual(requiredMax('console:dict.rules.dictValue', 255));
    expect(byField(childCols, 'sort').rules).toEqual([
      { required: true, message: 'console:dict.rules.sort' },
    ]);
  });
  it("business dictionaries check their own definition's rules (same page, its resource)", () => {
    expect(byField(dictParentColumns({ sealed, resource: dictBizResource }), 'code').rules).toEqual([
      { required: true, message: 'console:dict.rules.code' },
      { max: dictBizResource.fields.code.max },
    ]);
    // The option is honoured, not ignored: a definition with other bounds gives other rules.
    const narrow = { ...dictBizResource, fields: { ...dictBizResource.fields, dictKey: text(8) } };
    const child = dictChildColumns(null, { sealed, resource: narrow });
    expect(byField(child, 'dictKey').rules).toEqual(requiredMax('console:dict.rules.dictKey', 8));
  });
  it('the vertical layout hides sort', () => {
    expect(dictParentColumns({ sealed, hideSort: true }).some((c) => c.field === 'sort')).toBe(false);
    expect(dictChildColumns(null, { sealed, hideSort: true }).some((c) => c.field === 'sort')).toBe(false);
  });
  it('child: dictKey required, parent optional, code and parent locked on add and edit', () => {
    const cols = dictChildColumns({ id: '9', code: 'sex', dictValue: '性别' }, { sealed });
    expect(byField(cols, 'dictKey').rules?.[0]?.message).toBe('console:dict.rules.dictKey');
    const parent = byField(cols, 'parentId');
    expect(parent.rules).toBeUndefined();
    expect(parent.editable).toEqual({ add: false, edit: false });
    expect(parent.defaultValue).toBe('9');
    const code = byField(cols, 'code');
    expect(code.editable).toEqual({ add: false, edit: false });
    expect(code.defaultValue).toBe('sex');
  });
});

describe('role grant payload (SPEC §3)', () => {
  const scopeTree = [
    {
      id: 'm1',
      parentId: '0',
      title: '用户',
      key: 'm1',
      value: 'm1',
      children: [{ id: 's1', parentId: 'm1', title: '本人', key: 's1', value: 's1' }],
    },
  ];
  it('sends roleIds, menus with their half-checked folders, and scope rows only', () => {
    const payload = roleGrantPayload(
      ['r1'],
      {
        menu: { checked: ['11'], halfChecked: ['1'] },
        dataScope: { checked: ['m1', 's1'], halfChecked: [] },
        apiScope: { checked: [], halfChecked: [] },
      },
      { dataScope: scopeTree, apiScope: [] },
    );
    expect(payload).toEqual({ roleIds: ['r1'], menuIds: ['11', '1'], dataScopeIds: ['s1'], apiScopeIds: [] });
  });
  it('opens with the granted keys of one role only', () => {
    const keys = { menu: ['1'], dataScope: ['2'], apiScope: [] };
    expect(initialGrantKeys(['r1'], keys)).toEqual(keys);
    expect(initialGrantKeys(['r1', 'r2'], keys)).toEqual({ menu: [], dataScope: [], apiScope: [] });
    expect([...leafKeys(scopeTree)]).toEqual(['s1']);
  });
});

describe('list adapters', () => {
  it('turns a forest or a page into a page', () => {
    expect(toPage([{ id: 1 }])).toMatchObject({ records: [{ id: 1 }], total: 1 });
    expect(toPage({ records: [], total: 3, size: 10, current: 1, pages: 1 }).total).toBe(3);
    expect(toPage(null).records).toEqual([]);
  });
  it('forest resources drop paging and keep filters', async () => {
    let seen: unknown;
    const r = forestResource<{ id: string }, { list: (p?: never) => Promise<{ id: string }[]> }>({
      list: async (p?: unknown) => {
        seen = p;
        return [{ id: 'a' }];
      },
    });
    const page = await r.list({ current: 2, size: 10, roleName: 'x', empty: '' });
    expect(seen).toEqual({ roleName: 'x' });
    expect(page.total).toBe(1);
  });
  it('splits comma-joined ids and turns an empty account limit into -1', () => {
    expect(toValueList('1, 2,')).toEqual(['1', '2']);
    expect(toTenantSetting({ accountNumber: '' as unknown as number, expireTime: '' })).toEqual({
      accountNumber: -1,
      expireTime: '',
    });
  });
});
