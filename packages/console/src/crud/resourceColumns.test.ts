import {
  carouselResource,
  contactResourceResource,
  defineResource,
  type FieldDef,
  id,
  idList,
  integer,
  newsResource,
  orderResource,
  paramResource,
  postResource,
  tenantPackageResource,
  text,
} from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE, checkAccount, resourceColumns, withResourceRules } from './resourceColumns';

describe('resourceColumns: a definition as the console columns', () => {
  it('labels each field by its key and carries the server rules to the form', () => {
    const [title, lang, image, link, sort, remark] = resourceColumns(carouselResource, {
      upload: async () => '/x.png',
    });
    expect(title).toMatchObject({
      field: 'title',
      label: 'console:resources.carousel.fields.title',
      type: 'text',
      searchable: true,
      rules: [{ required: true }, { max: 64 }],
    });
    expect(lang).toMatchObject({ type: 'select', defaultValue: 'zh', searchable: true });
    expect(image).toMatchObject({ type: 'image', rules: [{ required: true }, { max: 500 }] });
    expect(image?.upload?.upload).toBeTypeOf('function');
    expect(link?.rules).toEqual([{ max: 500 }]);
    expect(sort).toMatchObject({
      type: 'number',
      defaultValue: 1,
      rules: [{ minValue: 0 }, { maxValue: 9999 }],
    });
    expect(remark).toMatchObject({ type: 'textarea', span: 24, hide: { table: true } });
  });

  it('adds the creation time as a searchable range when the definition asks for it', () => {
    const columns = resourceColumns(paramResource);
    expect(columns.map((c) => c.field)).toEqual([
      'paramName',
      'paramKey',
      'paramValue',
      'remark',
      'createTime',
    ]);
    expect(columns.at(-1)).toMatchObject({
      type: 'datetime',
      searchable: { range: true },
      hide: { form: true },
    });
    expect(columns[2]).toMatchObject({ type: 'textarea', minRows: 6, span: 24 });
  });

  it('makes dictionary fields selects of the loaded options', () => {
    const options = [{ label: '高层', value: 1 }];
    const [category] = resourceColumns(postResource, { dictionaries: { post_category: options } });
    expect(category).toMatchObject({ type: 'select', options, searchable: true });
    expect(resourceColumns(postResource)[0]?.options).toEqual([]);
  });
});

describe('resourceColumns: formats, decimals, server-only and rich-text fields', () => {
  const byName = (columns: ReturnType<typeof resourceColumns>, field: string) => {
    const column = columns.find((c) => c.field === field);
    if (!column) throw new Error(`no column ${field}`);
    return column;
  };
  const check = async (column: ReturnType<typeof byName>, value: unknown) => {
    for (const rule of column.rules ?? []) {
      if (rule.validator) {
        const result = await rule.validator(value, {});
        if (result !== true && result !== undefined) return result;
      }
    }
    return true;
  };

  it('checks a phone field with SPEC §5 messages, "cannot be empty" as its required message', async () => {
    const phone = byName(resourceColumns(orderResource), 'customerPhone');
    expect(phone.rules?.[0]).toEqual({ required: true, message: 'console:phone.empty' });
    expect(await check(phone, '1381234')).toBe('console:phone.length');
    expect(await check(phone, '12812345678')).toBe('console:phone.format');
    expect(await check(phone, '13812345678')).toBe(true);
  });

  it('checks an e-mail field only when something is typed, in the page language', async () => {
    const email = byName(resourceColumns(contactResourceResource), 'email');
    expect(email.rules?.some((rule) => rule.required)).toBe(false);
    expect(await check(email, '')).toBe(true);
    expect(await check(email, 'service@example')).toBe('console:formats.email');
    expect(await check(email, 'service@example.com')).toBe(true);
  });

  it('gives decimals two digits and bounds, whole numbers none', () => {
    const columns = resourceColumns(orderResource);
    expect(byName(columns, 'weight')).toMatchObject({
      type: 'number',
      precision: 2,
      rules: [{ required: true }, { minValue: 0.01 }, { maxValue: 100_000 }],
    });
    expect(byName(columns, 'quantity').precision).toBeUndefined();
  });

  it('shows server-only fields in the table and the detail, never in a form', () => {
    const columns = resourceColumns(newsResource);
    expect(byName(columns, 'syncStatus').hide).toEqual({ add: true, edit: true, table: false });
    expect(byName(columns, 'syncMessage').hide).toEqual({ add: true, edit: true, table: true });
    expect(byName(resourceColumns(orderResource), 'trackingNo').hide).toEqual({
      add: true,
      edit: true,
      table: false,
    });
  });

  it('makes rich text an html field whose pictures go through the upload', () => {
    const upload = async () => '/x.png';
    const content = byName(resourceColumns(newsResource, { upload }), 'content');
    expect(content).toMatchObject({ type: 'html', span: 24, hide: { table: true } });
    expect(content.upload).toMatchObject({ accept: ['image/jpeg', 'image/png', 'image/webp'], upload });
  });
});

describe("withResourceRules: a page of its own with the definition's rules", () => {
  it('adds lengths and bounds the page does not state, and leaves labels and requiredness alone', () => {
    const required = { required: true, message: 'console:tenantPackage.rules.packageName' };
    const [name, menus, remark, other] = withResourceRules(tenantPackageResource, [
      { field: 'packageName', label: 'console:tenantPackage.packageName', rules: [required] },
      { field: 'menuId', label: 'console:tenantPackage.menuId', type: 'tree' },
      { field: 'remark', label: 'console:tenantPackage.remark', rules: [{ max: 10 }] },
      { field: 'notDeclared', label: 'x' },
    ]);
    expect(name).toEqual({
      field: 'packageName',
      label: 'console:tenantPackage.packageName',
      rules: [required, { max: 50 }],
    });
    // A list of ids has no length a person types, and the page decides what is required.
    expect(menus?.rules).toBeUndefined();
    // The page's own, stricter rule wins over the definition's.
    expect(remark?.rules).toEqual([{ max: 10 }]);
    expect(other).toEqual({ field: 'notDeclared', label: 'x' });
  });
});

describe("a field's own placeholder", () => {
  const definition = defineResource({
    name: 'parcel',
    label: '包裹',
    path: '/blade-demo/parcel',
    table: 'blade_parcel',
    fields: {
      title: text(40, { label: '名称' }),
      quantity: integer({
        label: '件数',
        en: 'Pieces',
        placeholder: { zh: '请输入件数', en: 'Enter the number of pieces' },
      }),
    },
  });

  it('is the key of its definition text in the generic columns, none where it states none', () => {
    const [title, quantity] = resourceColumns(definition);
    expect(title?.placeholder).toBeUndefined();
    expect(quantity?.placeholder).toBe('console:resources.parcel.placeholders.quantity');
  });

  it("is given to a page's own column of the field, unless the page states its own", () => {
    const [own, given, untouched] = withResourceRules(definition, [
      { field: 'quantity', label: 'console:parcel.quantity', placeholder: 'console:parcel.own' },
      { field: 'quantity', label: 'console:parcel.quantity' },
      { field: 'title', label: 'console:parcel.title' },
    ]);
    expect(own?.placeholder).toBe('console:parcel.own');
    expect(given?.placeholder).toBe('console:resources.parcel.placeholders.quantity');
    expect(untouched?.placeholder).toBeUndefined();
  });
});

/** A stand-in for the page's region tree control. */
const RegionPicker = () => null;

describe('resourceColumns: reference fields (ref)', () => {
  const definition = defineResource({
    name: 'shipment',
    label: '货运批次',
    path: '/blade-demo/shipment',
    table: 'blade_shipment',
    fields: {
      title: text(40, { label: '名称' }),
      deptId: id({ label: '承运机构', ref: 'dept' }),
      postId: idList(200, { label: '岗位', ref: 'post' }),
      roleId: idList(200, { label: '角色', ref: 'role' }),
      regionCode: text(12, { label: '地区', ref: 'region' }),
    },
  });
  const depts = [{ value: '1', title: '布雷德科技', children: [{ value: '2', title: '常州布雷德' }] }];
  const posts = [{ value: '7', label: '首席执行官' }];
  const byField = (options = {}) =>
    Object.fromEntries(resourceColumns(definition, options).map((column) => [column.field, column]));

  it('offers a department as a tree select and a list of ids as several choices', () => {
    const columns = byField({ references: { dept: depts, post: posts, role: depts } });
    expect(columns.deptId).toMatchObject({ type: 'tree', treeOptions: depts });
    expect(columns.deptId?.multiple).toBeUndefined();
    expect(columns.postId).toMatchObject({
      type: 'select',
      multiple: true,
      options: [{ value: '7', label: '首席执行官' }],
    });
    // Several departments or roles are chosen one by one (a parent does not bring its children).
    expect(columns.roleId).toMatchObject({ type: 'tree', multiple: true, checkStrictly: true });
    // A region is chosen in the tree the page's control loads level by level (typed as its code
    // without one); the list shows its name either way.
    expect(columns.regionCode).toMatchObject({ type: 'text' });
    expect(columns.regionCode?.control).toBeUndefined();
    expect(columns.regionCode?.chosen).toBeUndefined();
    const picked = byField({ pickers: { region: RegionPicker } }).regionCode;
    expect(picked?.control).toBe(RegionPicker);
    // Chosen, not typed: its hint and required message say "请选择" (they said "请输入").
    expect(picked?.chosen).toBe(true);
  });

  it('shows the name the server adds, else the name the picker knows, else the value', () => {
    const { deptId } = byField({ references: { dept: depts } });
    const render = deptId!.render!;
    expect(render('2', { deptId: '2', deptIdName: '常州布雷德（服务端）' })).toBe('常州布雷德（服务端）');
    expect(render('2', { deptId: '2' })).toBe('常州布雷德');
    expect(render('99', { deptId: '99', deptIdName: '' })).toBe('99');
  });

  it('refuses a reference on a field that cannot hold one', () => {
    const withField = (field: FieldDef) => () =>
      defineResource({ name: 'bad', label: '错', path: '/x', table: 'x', fields: { ref: field } });
    expect(withField(text(20, { ref: 'dept' }))).toThrow(
      'bad.ref: a reference to dept must be an id or idList field',
    );
    expect(withField(id({ ref: 'region' }))).toThrow('a reference to region must be a text field (its code)');
  });
});

describe('the account check', () => {
  it('refuses spaces and commas before the save, leaving an empty value to the required rule', () => {
    expect(checkAccount(' admin ')).toBe(ACCOUNT_MESSAGE);
    expect(checkAccount('a,b')).toBe(ACCOUNT_MESSAGE);
    expect(checkAccount('admin')).toBe(true);
    expect(checkAccount('')).toBe(true);
  });
});
