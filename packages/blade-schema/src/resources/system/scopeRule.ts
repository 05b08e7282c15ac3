import { id, text } from '../../define';

/**
 * The fields data-scope and API-scope rules share, as the server's `scopeRuleTable` shares their
 * columns: the menu a rule hangs on, its name and the resource code it applies to.
 */
export const scopeRuleFields = () => ({
  menuId: id({ label: '所属菜单', en: 'Menu', required: true }),
  scopeName: text(255, { label: '权限名称', en: 'Scope name', required: true, search: 'like' }),
  resourceCode: text(255, { label: '权限编号', en: 'Resource code', required: true, search: 'like' }),
});
