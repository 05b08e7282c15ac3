import type { Menu } from '@blade-console/blade-client';
import { describe, expect, it } from 'vitest';
import { collectPermissions } from './permissions';
import {
  findMenuByPath,
  framePagePath,
  frameSource,
  isFramePath,
  isTopLevelMenu,
  menuTarget,
  menuTrail,
  TOKEN_PLACEHOLDER,
} from './routing';

function menu(partial: Partial<Menu> & Pick<Menu, 'id' | 'name' | 'path'>): Menu {
  return {
    parentId: '0',
    code: partial.name,
    alias: 'menu',
    source: '',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    ...partial,
  };
}

const system = menu({
  id: '1',
  name: '系统管理',
  path: '/system',
  children: [
    menu({ id: '11', parentId: '1', name: '参数管理', path: '/system/param' }),
    menu({ id: '12', parentId: '1', name: '接口文档', path: 'http://localhost/doc.html', isOpen: 2 }),
  ],
});
const desk = menu({ id: '2', name: '工作台', path: '/desk' });

describe('menu routing (SPEC §2 "Console routes")', () => {
  it("gives a page's breadcrumb trail, group first, and none for an address no item has", () => {
    expect(menuTrail([desk, system], '/system/param').map((item) => item.name)).toEqual([
      '系统管理',
      '参数管理',
    ]);
    expect(menuTrail([desk, system], '/desk/index').map((item) => item.name)).toEqual(['工作台']);
    expect(menuTrail([desk, system], '/nowhere')).toEqual([]);
  });

  it('"A menu path that is an http(s) address, or that contains html, is shown through the iframe route"', () => {
    expect(isFramePath('https://example.com')).toBe(true);
    expect(isFramePath('/static/report.html')).toBe(true);
    expect(isFramePath('/system/param')).toBe(false);
    expect(menuTarget(system.children![1]!, false)).toBe(
      '/myiframe/urlPath?src=http%3A%2F%2Flocalhost%2Fdoc.html&name=%E6%8E%A5%E5%8F%A3%E6%96%87%E6%A1%A3',
    );
  });

  it('"A top-level item without children and not an external link gets \'/index\' appended"', () => {
    expect(menuTarget(desk, true)).toBe('/desk/index');
    expect(menuTarget(system, true)).toBe('/system');
    expect(menuTarget(system.children![0]!, false)).toBe('/system/param');
  });

  it('knows a top-level item by itself, so the sidebar and the menu search agree', () => {
    expect(isTopLevelMenu(desk)).toBe(true);
    expect(isTopLevelMenu({ parentId: '' })).toBe(true);
    expect(isTopLevelMenu(system.children![0]!)).toBe(false);
    expect(menuTarget(desk)).toBe('/desk/index');
    expect(menuTarget({ ...desk, path: '/desk?menu=false' })).toBe('/desk/index?menu=false');
    expect(menuTarget({ ...desk, path: '/desk/index' })).toBe('/desk/index');
    expect(menuTarget(system.children![0]!)).toBe('/system/param');
  });

  it('keeps the token out of the address and puts it in only for trusted origins', () => {
    const designer = `http://r.example/designer?blade-auth=bearer ${TOKEN_PLACEHOLDER}`;
    const report = menu({ id: '3', name: 'report', path: designer });
    expect(new URLSearchParams(framePagePath(report).split('?')[1]).get('src')).toBe(designer);
    expect(frameSource(designer, 'T0K', ['http://r.example'])).toBe(
      'http://r.example/designer?blade-auth=bearer T0K',
    );
    expect(frameSource(designer, 'T0K', ['http://other.example'])).toBe(
      'http://r.example/designer?blade-auth=bearer ',
    );
    expect(frameSource(designer, undefined, ['http://r.example'])).toBe(
      'http://r.example/designer?blade-auth=bearer ',
    );
    expect(frameSource('https://docs.example/', 'T0K', [])).toBe('https://docs.example/');
  });

  it('finds the item of a path, with or without /index', () => {
    expect(findMenuByPath([system, desk], '/desk/index')?.id).toBe('2');
    expect(findMenuByPath([system, desk], '/system/param')?.id).toBe('11');
    expect(findMenuByPath([system, desk], '/nowhere')).toBeUndefined();
  });
});

describe('permissions (SPEC §3 "the set of button codes collected recursively from the button tree")', () => {
  it('flags the code of every childless node true', () => {
    const buttons = [
      menu({
        id: '1',
        name: '参数管理',
        path: '/system/param',
        code: 'param',
        children: [
          menu({ id: '2', name: '新增', path: '/system/param/add', code: 'param_add', category: 2 }),
          menu({ id: '3', name: '删除', path: '/system/param/delete', code: 'param_delete', category: 2 }),
        ],
      }),
    ];
    expect(collectPermissions(buttons)).toEqual({ param_add: true, param_delete: true });
  });
});
