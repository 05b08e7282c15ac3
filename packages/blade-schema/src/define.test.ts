import { describe, expect, expectTypeOf, it } from 'vitest';
import { DATA_SCOPE_TYPES } from './dataScopes';
import {
  buttonCodes,
  columnName,
  defineResource,
  filterFields,
  integer,
  longText,
  requiredFields,
  sortFields,
  text,
  titleFieldOf,
  type WireRow,
} from './define';
import { DICTS } from './dicts';
import { carouselResource, paramResource, RESOURCES } from './resources';
import { validateSubmit } from './validate';

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
