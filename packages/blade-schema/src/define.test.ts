// Over 300 lines for a reason: the cases of everything `define.ts` derives (builders, refusals,
// required, filter and sort fields, names, buttons, wire types), each short.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { IMPLICIT_COLUMNS } from './codegen';
import { DATA_SCOPE_TYPES } from './dataScopes';
import {
  AUDIT_FIELDS,
  buttonCodes,
  columnName,
  DEFAULT_BUTTONS,
  dataScopeCodeOf,
  datetime,
  decimal,
  defineResource,
  type FieldDef,
  type FieldKind,
  filterFields,
  html,
  id,
  idList,
  integer,
  isNumeric,
  longText,
  requiredFields,
  snakeCase,
  sortFields,
  text,
  titleFieldOf,
  url,
  type WireRow,
} from './define';
import { carouselResource, cooperationMessageResource, DICTS, paramResource, RESOURCES } from './resources';
import { validationMessages } from './translate';
import { validateSubmit as submitMessage } from './validate';

const validateSubmit = (...args: Parameters<typeof submitMessage>) =>
  validationMessages.translate('zh', submitMessage(...args) ?? '') || undefined;

describe('a resource definition', () => {
  it('names a row by its declared title field, else by its title, name or <resource>Name field', () => {
    const base = { name: 'thing', label: '东西', path: '/x', table: 't' };
    expect(titleFieldOf(paramResource)).toBe('paramName');
    expect(titleFieldOf(carouselResource)).toBe('title');
    expect(titleFieldOf(defineResource({ ...base, fields: { name: text(5), title: text(5) } }))).toBe(
      'title',
    );
    expect(titleFieldOf(defineResource({ ...base, fields: { code: text(5), ownerName: text(5) } }))).toBe(
      'ownerName',
    );
    expect(
      titleFieldOf(
        defineResource({ ...base, fields: { code: text(5), title: text(5) }, titleField: 'code' }),
      ),
    ).toBe('code');
    expect(titleFieldOf(defineResource({ ...base, fields: { code: text(5) } }))).toBeUndefined();
    expect(() => defineResource({ ...base, fields: { a: text(5) }, titleField: 'b' })).toThrow(
      'the title field "b" is not a field',
    );
  });

  it('derives required fields, filters, SQL names and button codes', () => {
    expect(requiredFields(carouselResource)).toEqual(['title', 'imageUrl']);
    expect(filterFields(paramResource)).toEqual([
      'paramName',
      'paramKey',
      'paramValue',
      'remark',
      'createTime',
      'updateTime',
    ]);
    expect(columnName('imageUrl', carouselResource.fields.imageUrl)).toBe('image_url');
    expect(buttonCodes(carouselResource)).toEqual([
      'carousel_add',
      'carousel_edit',
      'carousel_delete',
      'carousel_view',
    ]);
  });

  it('says which fields sort, and refuses a sort key that is no field or means nothing', () => {
    const base = { name: 'thing', label: '东西', path: '/x', table: 't' };
    expect(sortFields(paramResource)).toEqual(['paramName', 'paramKey', 'createTime']);
    expect(sortFields(defineResource({ ...base, fields: { code: text(5) } }))).toEqual([]);
    expect(() =>
      defineResource({ ...base, fields: { code: text(5) }, sortable: ['nope' as 'code'] }),
    ).toThrow('cannot sort by unknown field "nope"');
    expect(() => defineResource({ ...base, fields: { body: longText() }, sortable: ['body'] })).toThrow(
      'a longText field ("body") cannot be a sort key',
    );
  });

  it('types the wire row: required fields required, integers numbers, dictionary names added', () => {
    type Slide = WireRow<typeof carouselResource>;
    expectTypeOf<Slide['title']>().toEqualTypeOf<string>();
    expectTypeOf<Slide['sort']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Slide>().toHaveProperty('createTime');
    const post = defineResource({
      name: 'p',
      label: 'p',
      path: '/p',
      table: 'p',
      fields: { category: integer({ required: true, dict: 'post_category' }) },
    });
    expectTypeOf<WireRow<typeof post>['categoryName']>().toEqualTypeOf<string | undefined>();
  });

  it('refuses a text field without a length and an order on an unknown field', () => {
    const base = { name: 'x', label: 'x', path: '/x', table: 'x' };
    expect(() => defineResource({ ...base, fields: { a: { kind: 'text' } } })).toThrow(/maximum length/);
    expect(() => defineResource({ ...base, fields: { a: text(5) }, orderBy: [{ field: 'b' }] })).toThrow(
      /unknown field/,
    );
  });

  it('refuses data-scope columns that are neither fields nor audit columns', () => {
    const base = { name: 'x', label: 'x', path: '/x', table: 'x', fields: { a: text(5) } };
    expect(() => defineResource({ ...base, dataScope: { owner: 'nobody', dept: 'createDept' } })).toThrow(
      /data-scope column "nobody"/,
    );
    expect(defineResource({ ...base, dataScope: { owner: 'a', dept: 'createDept' } }).dataScope?.owner).toBe(
      'a',
    );
  });

  it('seeds the data_scope_type dictionary with exactly the types the server applies', () => {
    const dict = DICTS.find((d) => d.code === 'data_scope_type');
    expect(dict?.items.map(([key]) => Number(key))).toEqual(Object.values(DATA_SCOPE_TYPES));
  });

  it('gives every declared resource a unique name, path and table', () => {
    for (const key of ['name', 'path', 'table'] as const) {
      const values = RESOURCES.map((resource) => resource[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });
});

describe('validateSubmit (the mocks answer like the server)', () => {
  it('names the field by its label and says the rule', () => {
    expect(validateSubmit(carouselResource, { title: '新' })).toBe('图片不能为空');
    expect(validateSubmit(carouselResource, { title: 'x'.repeat(65), imageUrl: '/a.png' })).toBe(
      '标题不能超过 64 个字符',
    );
    expect(validateSubmit(carouselResource, { title: 't', imageUrl: '/a.png', sort: -1 })).toBe(
      '排序不能小于 0',
    );
    expect(validateSubmit(carouselResource, { title: 't', imageUrl: '/a.png', sort: 1.5 })).toBe(
      '排序应为整数',
    );
    expect(validateSubmit(carouselResource, { title: 't', imageUrl: '/a.png' })).toBeUndefined();
  });

  it('lets an update leave required fields out, but not empty them', () => {
    expect(validateSubmit(carouselResource, { id: '1', sort: 2 })).toBeUndefined();
    expect(validateSubmit(carouselResource, { id: '1', title: '' })).toBe('标题不能为空');
  });
});

const base = { name: 'thing', label: '东西', path: '/x/thing', table: 'blade_thing' };

describe('field builders', () => {
  it('make their kind, keep the length as max and the options as given, and add nothing else', () => {
    expect(text(12)).toEqual({ kind: 'text', max: 12 });
    expect(text(12, { label: '名', required: true, search: 'like' })).toEqual({
      kind: 'text',
      max: 12,
      label: '名',
      required: true,
      search: 'like',
    });
    expect(url(500, { ui: { control: 'image' } })).toEqual({
      kind: 'url',
      max: 500,
      ui: { control: 'image' },
    });
    expect(idList(1000)).toEqual({ kind: 'idList', max: 1000 });
    expect(longText()).toEqual({ kind: 'longText' });
    expect(longText({ max: 2000 })).toEqual({ kind: 'longText', max: 2000 });
    expect(html({ max: 9 })).toEqual({ kind: 'html', max: 9 });
    expect(integer({ minValue: 1, default: 1 })).toEqual({ kind: 'integer', minValue: 1, default: 1 });
    expect(decimal()).toEqual({ kind: 'decimal' });
    expect(id()).toEqual({ kind: 'id' });
    expect(datetime({ readOnly: true })).toEqual({ kind: 'datetime', readOnly: true });
  });

  it('keep literal options in the type, which the wire type reads', () => {
    expectTypeOf(text(5, { required: true }).required).toEqualTypeOf<true>();
    expectTypeOf(integer({ dict: 'sex' }).dict).toEqualTypeOf<'sex'>();
    expectTypeOf(url(5).kind).toEqualTypeOf<'url'>();
  });

  it('says which kinds are numbers on the wire: integers and decimals only', () => {
    const fields: FieldDef[] = [
      text(1),
      longText(),
      html(),
      url(1),
      integer(),
      decimal(),
      datetime(),
      id(),
      idList(1),
    ];
    const numeric = fields.filter(isNumeric).map((field) => field.kind);
    expect(numeric).toEqual<FieldKind[]>(['integer', 'decimal']);
  });
});

describe('defineResource: what it refuses', () => {
  it('wants a maximum length of every text, url and id-list field, of no other kind', () => {
    for (const kind of ['text', 'url', 'idList'] as const) {
      expect(() => defineResource({ ...base, fields: { a: { kind } } }), kind).toThrow(
        `thing.a: a ${kind} field needs its maximum length`,
      );
    }
    for (const kind of ['longText', 'html', 'integer', 'decimal', 'datetime', 'id'] as const) {
      expect(() => defineResource({ ...base, fields: { a: { kind } } }), kind).not.toThrow();
    }
  });

  it('refuses rich text and id lists as sort keys, and accepts the audit columns as sort and order keys', () => {
    expect(() => defineResource({ ...base, fields: { body: html() }, sortable: ['body'] })).toThrow(
      'thing: a html field ("body") cannot be a sort key',
    );
    expect(() => defineResource({ ...base, fields: { ids: idList(9) }, sortable: ['ids'] })).toThrow(
      'thing: a idList field ("ids") cannot be a sort key',
    );
    const audited = defineResource({
      ...base,
      fields: { code: text(5) },
      sortable: ['code', 'createTime', 'status'],
      orderBy: [{ field: 'updateTime', desc: true }],
    });
    expect(sortFields(audited)).toEqual(['code', 'createTime', 'status']);
  });

  it('returns the definition it was given', () => {
    const def = { ...base, fields: { code: text(5) } };
    expect(defineResource(def)).toBe(def);
  });
});

describe('derived facts', () => {
  const thing = defineResource({
    ...base,
    fields: {
      name: text(8, { required: true }),
      kind: integer({ required: true, default: 1 }),
      note: text(8),
      ownerId: id({ column: 'owner' }),
    },
    sortable: ['name'],
  });

  it('requires the required fields that have no default', () => {
    expect(requiredFields(thing)).toEqual(['name']);
  });

  it('filters on every field and both audit times', () => {
    expect(filterFields(thing)).toEqual(['name', 'kind', 'note', 'ownerId', 'createTime', 'updateTime']);
  });

  it('hands out a copy of the sort keys', () => {
    sortFields(thing).push('note');
    expect(sortFields(thing)).toEqual(['name']);
  });

  it('names columns in snake_case unless a field names its own', () => {
    expect(snakeCase('accessTokenValidity')).toBe('access_token_validity');
    expect(snakeCase('name')).toBe('name');
    expect(columnName('ownerId', thing.fields.ownerId)).toBe('owner');
    expect(columnName('note', thing.fields.note)).toBe('note');
  });

  it('knows the audit columns of blade-api.md §6 (AUDIT) by their SQL names, which codegen leaves implicit', () => {
    // blade-api.md §6: "`AUDIT` = `create_user …, create_dept …, create_time …, update_user …,
    // update_time …, status int, is_deleted int`".
    const sql = AUDIT_FIELDS.map(snakeCase);
    expect(sql).toEqual([
      'create_user',
      'create_dept',
      'create_time',
      'update_user',
      'update_time',
      'status',
      'is_deleted',
    ]);
    for (const column of sql) expect(IMPLICIT_COLUMNS.has(column), column).toBe(true);
  });

  it("makes button codes of the menu code (else the name) and the resource's buttons (else the CRUD four)", () => {
    expect(buttonCodes(thing)).toEqual(DEFAULT_BUTTONS.map((button) => `thing_${button}`));
    expect(cooperationMessageResource.menu?.code).toBe('cooperation');
    expect(buttonCodes(cooperationMessageResource)).toEqual(
      (cooperationMessageResource.buttons ?? []).map((button) => `cooperation_${button}`),
    );
    expect(buttonCodes(cooperationMessageResource)).not.toContain('cooperation_add');
  });

  it('gives a data-scoped resource its own code, else its name, and others none', () => {
    expect(dataScopeCodeOf(thing)).toBeUndefined();
    const scoped = { ...thing, dataScope: { owner: 'createUser', dept: 'createDept' } };
    expect(dataScopeCodeOf(scoped)).toBe('thing');
    expect(dataScopeCodeOf({ ...scoped, dataScope: { ...scoped.dataScope, code: 'things' } })).toBe('things');
  });

  it('prefers <resource>Name to other …Name fields, and takes only a text field by its suffix', () => {
    expect(
      titleFieldOf(defineResource({ ...base, fields: { ownerName: text(5), thingName: text(5) } })),
    ).toBe('thingName');
    expect(titleFieldOf(defineResource({ ...base, fields: { countName: integer() } }))).toBeUndefined();
    expect(titleFieldOf(defineResource({ ...base, fields: { name: text(5), thingName: text(5) } }))).toBe(
      'name',
    );
  });

  it('names every declared resource by a field it has, when it names it at all', () => {
    for (const resource of RESOURCES) {
      const title = titleFieldOf(resource);
      if (title !== undefined) expect(resource.fields, resource.name).toHaveProperty(title);
    }
  });
});

describe('the wire type', () => {
  it('types decimals as numbers and ids, id lists and dates as strings; only required fields are required', () => {
    const row = defineResource({
      ...base,
      fields: {
        weight: decimal({ required: true }),
        ownerId: id(),
        menuIds: idList(9),
        at: datetime(),
      },
    });
    type Row = WireRow<typeof row>;
    expectTypeOf<Row['weight']>().toEqualTypeOf<number>();
    expectTypeOf<Row['ownerId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Row['menuIds']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Row['at']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Row['id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Row['tenantId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Row['isDeleted']>().toEqualTypeOf<number | undefined>();
  });
});
