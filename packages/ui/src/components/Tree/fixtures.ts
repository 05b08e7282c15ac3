import type { TreeNode } from './treeLogic';

const node = (
  id: string,
  parentId: string,
  title: string,
  children?: TreeNode[],
  extra: Partial<TreeNode> = {},
) => ({ id, parentId, title, key: id, value: id, children, ...extra }) satisfies TreeNode;

/** A menu tree like Blade's grant-tree (story and test data). */
export const menuTree: TreeNode[] = [
  node('1', '0', '系统管理', [
    node('11', '1', '用户管理'),
    node('12', '1', '角色管理'),
    node('13', '1', '菜单管理'),
    node('14', '1', '字典管理（锁定）', undefined, { disabled: true }),
  ]),
  node('2', '0', '工作台', [node('21', '2', '通知公告'), node('22', '2', '我的待办')]),
  node('3', '0', '日志管理', [node('31', '3', '通用日志'), node('32', '3', '错误日志')]),
];

/** Lazy regions: children come from `loadRegions`. */
export const regionRoots: TreeNode[] = [
  node('310000', '0', '上海市', undefined, { hasChildren: true }),
  node('440000', '0', '广东省', undefined, { hasChildren: true }),
  node('990000', '0', '加载失败示例', undefined, { hasChildren: true }),
];

const regionChildren: Record<string, TreeNode[]> = {
  '310000': [node('310100', '310000', '市辖区', undefined, { hasChildren: true })],
  '310100': [node('310101', '310100', '黄浦区'), node('310104', '310100', '徐汇区')],
  '440000': [node('440100', '440000', '广州市'), node('440300', '440000', '深圳市')],
};

export function loadRegions(parent: TreeNode): Promise<TreeNode[]> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      const kids = regionChildren[parent.id];
      if (kids) resolve(kids);
      else reject(new Error('not found'));
    }, 150),
  );
}
