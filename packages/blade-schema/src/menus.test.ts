import { describe, expect, it } from 'vitest';
import { defineResource, text } from './define';
import { MENU_TREE, type MenuSeed, menuRows, withResourceMenus } from './menus';
import { carouselResource, paramResource } from './resources';

const codes = (items: readonly MenuSeed[] | undefined) => (items ?? []).map((item) => item.code);

describe('the menu tree', () => {
  it('names no page like the group it is in, so a breadcrumb or the sidebar tells them apart', () => {
    const same = (items: readonly MenuSeed[], parent?: MenuSeed): string[] =>
      items.flatMap((item) => [
        ...(parent && item.name === parent.name ? [`${parent.code} › ${item.code}`] : []),
        ...same(item.children ?? [], item),
      ]);
    expect(same(MENU_TREE)).toEqual([]);
    const names = (code: string) =>
      MENU_TREE.flatMap((m) => m.children ?? []).find((m) => m.code === code)?.name;
    expect([names('report_list'), names('flow_manager')]).toEqual(['报表列表', '流程列表']);
  });

  it("takes declared resources' entries at their place, with the CRUD buttons", () => {
    const website = MENU_TREE.find((menu) => menu.code === 'website');
    expect(website?.name).toBe('网站管理');
    expect(codes(website?.children)[0]).toBe('carousel');
    const system = MENU_TREE.find((menu) => menu.code === 'system');
    expect(codes(system?.children).indexOf('param')).toBe(7);
    const rows = menuRows();
    const carousel = rows.find((row) => row.code === 'carousel');
    expect(carousel).toMatchObject({ path: carouselResource.menu?.path, category: 1 });
    expect(rows.filter((row) => row.parentIndex === carousel?.index).map((row) => row.code)).toEqual([
      'carousel_add',
      'carousel_edit',
      'carousel_delete',
      'carousel_view',
    ]);
    expect(rows.find((row) => row.code === 'param_view')?.path).toBe(`${paramResource.menu?.path}/view`);
  });

  it('keeps the seeded order of the system menus, whichever of them come from definitions', () => {
    const system = MENU_TREE.find((menu) => menu.code === 'system');
    expect(codes(system?.children)).toEqual([
      'user',
      'dept',
      'post',
      'dict',
      'dict_biz',
      'menu',
      'topmenu',
      'param',
      'tenant',
      'tenant_package',
      'client',
    ]);
    const rows = menuRows();
    const pack = rows.find((row) => row.code === 'tenant_package');
    expect(pack).toMatchObject({ name: '租户套餐', path: '/system/tenant-package', sort: 10 });
    expect(rows.filter((row) => row.parentIndex === pack?.index).map((row) => row.code)).toEqual([
      'tenant_package_add',
      'tenant_package_edit',
      'tenant_package_delete',
      'tenant_package_view',
    ]);
    expect(rows.find((row) => row.code === 'client')).toMatchObject({ name: '应用管理', sort: 11 });
    expect(rows.find((row) => row.code === 'client_view')?.path).toBe('/system/client/view');
  });

  it('has every code once and parents before children', () => {
    const rows = menuRows();
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    for (const row of rows) expect(row.parentIndex).toBeLessThan(row.index);
  });

  it('replaces an entry of the same code and refuses an unknown parent', () => {
    const tree: MenuSeed[] = [
      { code: 'top', name: 'Top', path: '/top', children: [{ code: 'a', name: 'old', path: '/a' }] },
    ];
    const resource = defineResource({
      name: 'a',
      label: 'a',
      path: '/x/a',
      table: 'a',
      fields: { n: text(5) },
      menu: { parent: 'top', name: 'new', path: '/top/a', source: '' },
    });
    const merged = withResourceMenus(tree, [resource]);
    expect(merged[0]?.children?.map((c) => c.name)).toEqual(['new']);
    expect(tree[0]?.children?.[0]?.name).toBe('old');
    expect(() =>
      withResourceMenus(tree, [{ ...resource, menu: { ...resource.menu!, parent: 'nope' } }]),
    ).toThrow(/nope/);
  });
});
