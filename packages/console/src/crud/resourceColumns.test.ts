import {
  carouselResource,
  paramResource,
  postResource,
  tenantPackageResource,
} from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { resourceColumns, withResourceRules } from './resourceColumns';

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
