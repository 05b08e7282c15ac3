// Over 300 lines for a reason: the menu tree's cases (placement, seeded rows, sorts, role codes),
// each short, over the one tree every package reads.
import { describe, expect, it } from 'vitest';
import { buttonCodes, type CrudButton, DEFAULT_BUTTONS, type ResourceDef, text } from './define';
import {
  BASE_TREE,
  defaultButtons,
  MENU_TREE,
  type MenuSeed,
  menuRows,
  TOP_LEVEL_SORT,
  USER_ROLE_MENU_CODES,
  withResourceMenus,
} from './menus';
import { carouselResource, paramResource, RESOURCES } from './resources';
import { testResource } from './testResource';

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
    const resource = testResource(
      'a',
      { n: text(5) },
      { menu: { parent: 'top', name: 'new', path: '/top/a', source: '' } },
    );
    const merged = withResourceMenus(tree, [resource]);
    expect(merged[0]?.children?.map((c) => c.name)).toEqual(['new']);
    expect(tree[0]?.children?.[0]?.name).toBe('old');
    expect(() =>
      withResourceMenus(tree, [{ ...resource, menu: { ...resource.menu!, parent: 'nope' } }]),
    ).toThrow(/nope/);
  });
});

/** The menu of `code` anywhere in `tree`, with its parent. */
function locate(
  tree: readonly MenuSeed[],
  code: string,
  parent?: MenuSeed,
): { menu: MenuSeed; parent?: MenuSeed } | undefined {
  for (const menu of tree) {
    if (menu.code === code) return { menu, parent };
    const found = locate(menu.children ?? [], code, menu);
    if (found) return found;
  }
  return undefined;
}

const withMenu = RESOURCES.filter(
  (resource): resource is ResourceDef & { menu: NonNullable<ResourceDef['menu']> } => Boolean(resource.menu),
);

describe('every resource with a menu entry, in the seeded tree', () => {
  it('has some resources to check', () => {
    expect(withMenu.length).toBeGreaterThan(0);
  });

  it('hangs under its parent with its code, name, route and icon', () => {
    for (const resource of withMenu) {
      const code = resource.menu.code ?? resource.name;
      const found = locate(MENU_TREE, code);
      expect(found, `${resource.name} → ${code}`).toBeDefined();
      expect(found?.parent?.code, resource.name).toBe(resource.menu.parent);
      expect(found?.menu, resource.name).toMatchObject({
        code,
        name: resource.menu.name,
        path: resource.menu.path,
        source: resource.menu.source,
      });
    }
  });

  it("lives at a route under its group's route", () => {
    for (const resource of withMenu) {
      const parent = locate(MENU_TREE, resource.menu.parent)?.menu;
      expect(
        resource.menu.path.startsWith(`${parent?.path}/`),
        `${resource.name}: ${resource.menu.path}`,
      ).toBe(true);
    }
  });

  it("gets exactly its page's button codes as seeded button rows, in order", () => {
    const rows = menuRows();
    for (const resource of withMenu) {
      const page = rows.find((row) => row.code === (resource.menu.code ?? resource.name));
      const buttons = rows.filter((row) => row.parentIndex === page?.index);
      expect(
        buttons.map((row) => row.code),
        resource.name,
      ).toEqual(buttonCodes(resource));
      for (const [i, button] of buttons.entries()) {
        expect(button, button.code).toMatchObject({
          category: 2,
          sort: i + 1,
          path: `${resource.menu.path}/${button.alias}`,
        });
        expect(button.code).toBe(`${page?.code}_${button.alias}`);
      }
    }
  });
});

describe('the seeded menu rows (blade-api.md §7)', () => {
  const rows = menuRows();

  it('numbers rows depth-first from 0, top-level menus without a parent', () => {
    expect(rows.map((row) => row.index)).toEqual(rows.map((_, i) => i));
    const top = rows.filter((row) => row.parentIndex === -1);
    expect(top.map((row) => row.code)).toEqual(MENU_TREE.map((menu) => menu.code));
    for (const row of rows) {
      if (row.parentIndex === -1) continue;
      // Depth-first: a child's parent is a menu row before it, never a button.
      expect(rows[row.parentIndex]?.category, row.code).toBe(1);
    }
  });

  it('sorts every top-level menu by its seeded value, as the contract keeps them', () => {
    for (const menu of MENU_TREE) expect(TOP_LEVEL_SORT[menu.code], menu.code).toBeDefined();
    const sortOf = (code: string) => rows.find((row) => row.code === code && row.parentIndex === -1)?.sort;
    // blade-api.md §7: desk [1], monitor [3], tool [4], report [5], base [97], authority [98], system [99].
    expect(
      ['desk', 'monitor', 'tool', 'report', 'base', 'authority', 'system'].map((code) => sortOf(code)),
    ).toEqual([1, 3, 4, 5, 97, 98, 99]);
  });

  it('sorts the children of a menu 1, 2, 3 … in tree order', () => {
    const visit = (menus: readonly MenuSeed[]) => {
      for (const menu of menus) {
        if (!menu.children) continue;
        const childRows = menu.children.map((child) => rows.find((row) => row.code === child.code));
        expect(
          childRows.map((row) => row?.sort),
          menu.code,
        ).toEqual(menu.children.map((_, j) => j + 1));
        visit(menu.children);
      }
    };
    visit(MENU_TREE);
  });

  it("gives the CRUD buttons the contract's actions: add 1, edit and view 2, delete 3", () => {
    const action = (verb: CrudButton) => rows.find((row) => row.code === `param_${verb}`)?.action;
    expect(DEFAULT_BUTTONS.map(action)).toEqual([1, 2, 3, 2]);
    expect(DEFAULT_BUTTONS).toEqual(['add', 'edit', 'delete', 'view']);
  });

  it('seeds menus as category 1 with the alias menu, and buttons as category 2 named by their verb', () => {
    for (const row of rows) {
      if (row.category === 1) expect(row, row.code).toMatchObject({ alias: 'menu', action: 0 });
      else expect(row.path.endsWith(`/${row.alias}`), row.code).toBe(true);
    }
  });

  it('gives a top-level group no buttons', () => {
    for (const top of rows.filter((row) => row.parentIndex === -1)) {
      expect(
        rows.filter((row) => row.parentIndex === top.index && row.category === 2).map((row) => row.code),
        top.code,
      ).toEqual([]);
    }
  });

  it('grants the user role only seeded codes, each with its page (blade-api.md §7: 工作台, 通知公告 and its 4 buttons)', () => {
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const granted = new Set(USER_ROLE_MENU_CODES);
    for (const code of USER_ROLE_MENU_CODES) {
      const row = byCode.get(code);
      expect(row, code).toBeDefined();
      const parent = row && row.parentIndex >= 0 ? rows[row.parentIndex] : undefined;
      if (parent) expect(granted.has(parent.code), `${code} without ${parent.code}`).toBe(true);
    }
    const notice = byCode.get('notice');
    const noticeButtons = rows.filter((row) => row.parentIndex === notice?.index).map((row) => row.code);
    expect(noticeButtons).toHaveLength(4);
    for (const code of ['desk', 'notice', ...noticeButtons]) expect(granted.has(code), code).toBe(true);
  });
});

describe('defaultButtons', () => {
  it('keeps declared buttons (even none), gives a group none and a leaf page the CRUD four', () => {
    const declared = [{ code: 'x_go', name: 'Go', source: 'plus', action: 1 }];
    expect(defaultButtons({ code: 'x', name: 'X', path: '/x', buttons: declared })).toBe(declared);
    expect(defaultButtons({ code: 'x', name: 'X', path: '/x', buttons: [] })).toEqual([]);
    const group = { code: 'g', name: 'G', path: '/g', children: [{ code: 'x', name: 'X', path: '/g/x' }] };
    expect(defaultButtons(group)).toEqual([]);
    expect(defaultButtons({ code: 'x', name: 'X', path: '/x' }).map((button) => button.code)).toEqual(
      DEFAULT_BUTTONS.map((button) => `x_${button}`),
    );
  });
});

describe('withResourceMenus', () => {
  const tree: MenuSeed[] = [
    {
      code: 'top',
      name: 'Top',
      path: '/top',
      children: [
        { code: 'a', name: 'A', path: '/top/a' },
        { code: 'b', name: 'B', path: '/top/b' },
      ],
    },
  ];
  const entry = (
    name: string,
    menu: Partial<NonNullable<ResourceDef['menu']>> = {},
    buttons?: CrudButton[],
  ) =>
    testResource(
      name,
      { n: text(5) },
      {
        ...(buttons ? { buttons } : {}),
        menu: { parent: 'top', name, path: `/top/${name}`, source: 's', ...menu },
      },
    );
  const childCodes = (merged: MenuSeed[]) => merged[0]?.children?.map((child) => child.code);

  it('puts an entry at its 1-based sort, or last without one, clamping a sort out of range', () => {
    expect(childCodes(withResourceMenus(tree, [entry('c', { sort: 1 })]))).toEqual(['c', 'a', 'b']);
    expect(childCodes(withResourceMenus(tree, [entry('c', { sort: 2 })]))).toEqual(['a', 'c', 'b']);
    expect(childCodes(withResourceMenus(tree, [entry('c')]))).toEqual(['a', 'b', 'c']);
    expect(childCodes(withResourceMenus(tree, [entry('c', { sort: 99 })]))).toEqual(['a', 'b', 'c']);
    expect(childCodes(withResourceMenus(tree, [entry('c', { sort: 0 })]))).toEqual(['c', 'a', 'b']);
  });

  it('uses the menu code when the entry names one, and moves an entry of the same code', () => {
    expect(childCodes(withResourceMenus(tree, [entry('thing', { code: 'c_x' })]))).toEqual(['a', 'b', 'c_x']);
    const moved = withResourceMenus(tree, [entry('a', { sort: 2, name: 'A2' })]);
    expect(childCodes(moved)).toEqual(['b', 'a']);
    expect(moved[0]?.children?.[1]?.name).toBe('A2');
  });

  it("gives the page its resource's own buttons, and leaves the CRUD four to the seed otherwise", () => {
    const own = withResourceMenus(tree, [entry('c', {}, ['edit', 'view'])]);
    expect(own[0]?.children?.[2]?.buttons?.map((button) => button.code)).toEqual(['c_edit', 'c_view']);
    const plain = withResourceMenus(tree, [entry('c')]);
    expect(plain[0]?.children?.[2]?.buttons).toBeUndefined();
    expect(defaultButtons(plain[0]!.children![2]!).map((button) => button.code)).toEqual(
      buttonCodes(entry('c')),
    );
  });

  it('hangs an entry under a nested menu, and changes nothing of the tree it was given', () => {
    const before = JSON.stringify(tree);
    const merged = withResourceMenus(tree, [entry('c', { parent: 'b' })]);
    expect(merged[0]?.children?.[1]?.children?.map((child) => child.code)).toEqual(['c']);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('leaves the tree as it was when no resource has an entry', () => {
    const bare = testResource('z', { n: text(5) });
    expect(withResourceMenus(tree, [bare])).toEqual(tree);
  });
});

describe('menu entries stand where their definitions place them', () => {
  it('stands at its declared place among its siblings, whatever order the registry lists them in', () => {
    const declared = RESOURCES.filter((resource) => resource.menu?.sort !== undefined);
    const places = (tree: readonly MenuSeed[]) =>
      declared.map((resource) => {
        const code = resource.menu!.code ?? resource.name;
        const find = (items: readonly MenuSeed[]): readonly MenuSeed[] | undefined =>
          items.some((item) => item.code === code)
            ? items
            : items.map((item) => find(item.children ?? [])).find(Boolean);
        return [resource.name, find(tree)?.findIndex((item) => item.code === code)] as const;
      });
    for (const [name, index] of places(MENU_TREE)) {
      const resource = declared.find((r) => r.name === name)!;
      expect(index, name).toBe(resource.menu!.sort! - 1);
    }
    // The same tree from the resources in reverse order.
    expect(places(withResourceMenus(BASE_TREE, [...RESOURCES].reverse()))).toEqual(places(MENU_TREE));
  });
});
