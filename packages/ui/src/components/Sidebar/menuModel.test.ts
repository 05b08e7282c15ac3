// @vitest-environment jsdom
// (external links open through window.open)
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMenuLabel,
  filterMenuByRoles,
  findTrail,
  flattenLeaves,
  isExternalPath,
  isMenuVisible,
  type MenuItem,
  openExternal,
  opensInNewWindow,
} from './menuModel';

const tree: MenuItem[] = [
  {
    id: '1',
    name: '工作台',
    path: '/desk',
    children: [{ id: '11', name: '通知公告', path: '/desk/notice' }],
  },
  {
    id: '2',
    name: '系统管理',
    path: '/system',
    meta: { roles: ['administrator'] },
    children: [
      { id: '21', name: '用户管理', path: '/system/user' },
      { id: '22', name: '租户管理', path: '/system/tenant', meta: { roles: ['super'] } },
    ],
  },
  {
    id: '3',
    name: '系统监控',
    path: '/monitor',
    children: [
      { id: '31', name: '接口文档', path: 'http://localhost/swagger-ui.html', isOpen: 2 },
      {
        id: '32',
        name: '日志管理',
        path: '/monitor/log',
        children: [{ id: '321', name: '通用日志', path: '/monitor/log/usual' }],
      },
      { id: '33', name: '机密', path: '/monitor/secret', meta: { roles: ['auditor'] } },
    ],
  },
  {
    id: '4',
    name: '只给审计',
    path: '/audit',
    meta: { roles: ['auditor'] },
    children: [{ id: '41', name: 'x', path: '/audit/x' }],
  },
];

describe('isMenuVisible', () => {
  it('shows items without a role restriction', () => {
    expect(isMenuVisible({ path: '/a' }, [])).toBe(true);
    expect(isMenuVisible({ path: '/a', meta: {} }, ['user'])).toBe(true);
    expect(isMenuVisible({ path: '/a', meta: { roles: [] } }, [])).toBe(true);
  });
  it('shows restricted items only to one of their roles', () => {
    const item: MenuItem = { path: '/a', meta: { roles: ['administrator', 'admin'] } };
    expect(isMenuVisible(item, ['user', 'admin'])).toBe(true);
    expect(isMenuVisible(item, ['user'])).toBe(false);
    expect(isMenuVisible(item, [])).toBe(false);
  });
});

describe('filterMenuByRoles', () => {
  it('drops hidden items with their subtrees and empty groups', () => {
    const user = filterMenuByRoles(tree, ['user']);
    expect(user.map((i) => i.name)).toEqual(['工作台', '系统监控']);
    expect(user[1]?.children?.map((i) => i.name)).toEqual(['接口文档', '日志管理']);
    const admin = filterMenuByRoles(tree, ['administrator']);
    expect(admin.map((i) => i.name)).toEqual(['工作台', '系统管理', '系统监控']);
    expect(admin[1]?.children?.map((i) => i.name)).toEqual(['用户管理']);
  });
  it('does not change the input', () => {
    filterMenuByRoles(tree, []);
    expect(tree[1]?.children).toHaveLength(2);
  });
});

describe('links', () => {
  it.each([
    ['http://localhost:7002', true],
    ['HTTPS://example.com', true],
    ['//cdn.example.com', true],
    ['/system/user', false],
    ['javascript:alert(1)', false],
  ])('tells whether %j is an external path: %j', (path, external) => {
    expect(isExternalPath(path)).toBe(external);
  });
  it('opens in a new window only for open-mode 2 external links', () => {
    expect(opensInNewWindow({ path: 'http://a', isOpen: 2 })).toBe(true);
    expect(opensInNewWindow({ path: 'http://a', isOpen: 1 })).toBe(false);
    expect(opensInNewWindow({ path: '/system', isOpen: 2 })).toBe(false);
  });
  afterEach(() => vi.restoreAllMocks());
  it('opens with noopener and noreferrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternal('http://localhost:7002');
    expect(open).toHaveBeenCalledWith('http://localhost:7002', '_blank', 'noopener,noreferrer');
  });
});

describe('tree walks', () => {
  it('lists leaves depth first', () => {
    expect(flattenLeaves(tree).map((i) => i.path)).toEqual([
      '/desk/notice',
      '/system/user',
      '/system/tenant',
      'http://localhost/swagger-ui.html',
      '/monitor/log/usual',
      '/monitor/secret',
      '/audit/x',
    ]);
  });
  it('finds the trail to a path', () => {
    expect(findTrail(tree, '/monitor/log/usual').map((i) => i.id)).toEqual(['3', '32', '321']);
    expect(findTrail(tree, '/system/user/add').map((i) => i.id)).toEqual(['2', '21']);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
    expect(findTrail(tree, undefined)).toEqual([]);
  });
  it('labels with label, then name, then path', () => {
    expect(defaultMenuLabel({ path: '/a', name: 'n', label: 'l' })).toBe('l');
    expect(defaultMenuLabel({ path: '/a', name: 'n' })).toBe('n');
    expect(defaultMenuLabel({ path: '/a' })).toBe('/a');
  });
});
