import { describe, expect, it } from 'vitest';
import {
  buildTree,
  checkStates,
  filterTree,
  flattenVisible,
  halfCheckedKeys,
  parentMap,
  type TreeNode,
  toggleCheck,
  toggleCheckStrictly,
} from './treeLogic';

const n = (id: string, title: string, children?: TreeNode[], extra: Partial<TreeNode> = {}): TreeNode => ({
  id,
  title,
  key: id,
  value: id,
  children,
  ...extra,
});

const tree: TreeNode[] = [
  n('sys', '系统管理', [
    n('user', '用户管理'),
    n('role', '角色管理'),
    n('menu', '菜单管理', undefined, { disabled: true }),
  ]),
  n('desk', '工作台', [n('notice', '通知公告')]),
  n('lazy', '懒加载', undefined, { hasChildren: true }),
];
const kids = (node: TreeNode) => node.children;

describe('flattenVisible', () => {
  it('lists roots and the children of expanded nodes with levels and positions', () => {
    const flat = flattenVisible(tree, new Set(['sys']), kids);
    expect(flat.map((f) => `${f.level}:${f.key}`)).toEqual([
      '1:sys',
      '2:user',
      '2:role',
      '2:menu',
      '1:desk',
      '1:lazy',
    ]);
    expect(flat[2]).toMatchObject({ posinset: 2, setsize: 3, parentKey: 'sys', expandable: false });
    expect(flat.find((f) => f.key === 'lazy')?.expandable).toBe(true);
  });
});

describe('checking strictly', () => {
  it('checks one node alone and draws each as given, never mixed', () => {
    let checked = toggleCheckStrictly(new Set(), 'sys');
    expect([...checked]).toEqual(['sys']);
    let states = checkStates(tree, checked, kids, undefined, true);
    expect(states.get('sys')).toBe('checked');
    expect(states.get('user')).toBe('unchecked');
    checked = toggleCheckStrictly(toggleCheckStrictly(checked, 'notice'), 'sys');
    states = checkStates(tree, checked, kids, undefined, true);
    expect([...checked]).toEqual(['notice']);
    expect(states.get('desk')).toBe('unchecked');
    expect(halfCheckedKeys(states)).toEqual([]);
  });
});

describe('checking', () => {
  it('cascades down to enabled children and up to parents', () => {
    let checked = toggleCheck(tree, new Set(), tree[0]!, kids);
    expect([...checked].sort()).toEqual(['role', 'sys', 'user']);
    expect(checkStates(tree, checked, kids).get('sys')).toBe('checked');
    checked = toggleCheck(tree, checked, n('user', '用户管理'), kids);
    const states = checkStates(tree, checked, kids);
    expect(states.get('sys')).toBe('mixed');
    expect(halfCheckedKeys(states)).toEqual(['sys']);
    expect(checked.has('sys')).toBe(false);
    checked = toggleCheck(tree, checked, n('user', '用户管理'), kids);
    expect(checked.has('sys')).toBe(true);
    checked = toggleCheck(tree, checked, tree[0]!, kids);
    expect(checked.size).toBe(0);
  });
  it('checks a parent when its only child is checked', () => {
    const checked = toggleCheck(tree, new Set(), n('notice', '通知公告'), kids);
    expect([...checked].sort()).toEqual(['desk', 'notice']);
  });
});

describe('filterTree', () => {
  it('keeps matches with their ancestors and expands the ancestors', () => {
    const { nodes, expand } = filterTree(tree, '角色', kids);
    expect(nodes.map((x) => x.id)).toEqual(['sys']);
    expect(nodes[0]?.children?.map((x) => x.id)).toEqual(['role']);
    expect([...expand]).toEqual(['sys']);
    expect(filterTree(tree, '', kids).nodes).toHaveLength(3);
  });
});

describe('buildTree / parentMap', () => {
  it('builds from a flat list by parentId', () => {
    const roots = buildTree([
      { id: '1', parentId: '0', title: 'a' },
      { id: '2', parentId: '1', title: 'b' },
      { id: '3', parentId: '1', title: 'c' },
    ]);
    expect(roots).toHaveLength(1);
    expect(roots[0]?.children?.map((c) => c.id)).toEqual(['2', '3']);
    expect(parentMap(roots, kids, (x) => x.id).get('3')).toBe('1');
  });
});

describe('filterTree with matching descendants', () => {
  it('expands a matching parent whose children match too', () => {
    const t: TreeNode[] = [n('log', '日志管理', [n('a', '通用日志'), n('b', '错误日志'), n('c', '其他')])];
    const { nodes, expand } = filterTree(t, '日志', kids);
    expect(nodes[0]?.children?.map((x) => x.id)).toEqual(['a', 'b']);
    expect(expand.has('log')).toBe(true);
  });
});
