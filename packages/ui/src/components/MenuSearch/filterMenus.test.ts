import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../Sidebar/menuModel';
import { filterMenus } from './filterMenus';

const menu: MenuItem[] = [
  {
    name: '系统管理',
    path: '/system',
    children: [
      { name: '用户管理', path: '/system/user' },
      { name: 'User roles', path: '/system/roles' },
      { name: '机构管理', path: '/system/dept' },
    ],
  },
  { name: '系统监控', path: '/monitor', children: [{ name: 'API 文档', path: 'http://localhost/doc' }] },
  { name: 'users online', path: '/online' },
];

const paths = (items: MenuItem[]) => items.map((i) => i.path);

describe('filterMenus', () => {
  it('lists every leaf for an empty query', () => {
    expect(paths(filterMenus(menu, ''))).toEqual([
      '/system/user',
      '/system/roles',
      '/system/dept',
      'http://localhost/doc',
      '/online',
    ]);
    expect(filterMenus(menu, '   ')).toHaveLength(5);
  });
  it('matches names that start with the text, case-insensitively', () => {
    expect(paths(filterMenus(menu, 'user'))).toEqual(['/system/roles', '/online']);
    expect(paths(filterMenus(menu, 'USER R'))).toEqual(['/system/roles']);
    expect(paths(filterMenus(menu, '用户'))).toEqual(['/system/user']);
    expect(paths(filterMenus(menu, 'api'))).toEqual(['http://localhost/doc']);
  });
  it('does not match in the middle of a name, nor groups', () => {
    expect(filterMenus(menu, '管理')).toEqual([]);
    expect(filterMenus(menu, 'roles')).toEqual([]);
    expect(filterMenus(menu, '系统')).toEqual([]);
  });
  it('uses the given label getter', () => {
    const en = (item: MenuItem) => (item.path === '/system/dept' ? 'Departments' : (item.name ?? ''));
    expect(paths(filterMenus(menu, 'dep', en))).toEqual(['/system/dept']);
  });
});
