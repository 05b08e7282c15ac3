import { defineResource, text } from '../../define';
import { remarkField } from '../remark';

/**
 * Data sources of the development tools (blade-api.md §6.4), shared by every tenant and reserved
 * to platform administrators. The password is write-only: answers carry the mask (`SECRET_MASK`),
 * unlike Blade, which returns it in plain text (issue 37).
 */
export const datasourceResource = defineResource({
  name: 'datasource',
  label: '数据源',
  en: 'Data source',
  path: '/blade-develop/datasource',
  table: 'blade_datasource',
  ownService: true,
  tenantScoped: false,
  fields: {
    name: text(100, { label: '数据源名称', en: 'Name', required: true, search: 'like' }),
    driverClass: text(100, { label: '驱动类', en: 'Driver class', required: true, search: 'like' }),
    url: text(500, {
      label: '连接地址',
      en: 'JDBC URL',
      required: true,
      ui: { control: 'textarea', span: 24, minRows: 2 },
    }),
    username: text(50, { label: '用户名', en: 'User name', required: true }),
    password: text(50, {
      label: '密码',
      en: 'Password',
      default: '',
      secret: true,
      ui: { hideInTable: true },
    }),
    remark: remarkField(255, { inTable: true }),
  },
  sortable: ['name', 'driverClass'],
});

/** Whether the code generator can read a data source's tables: a PostgreSQL driver or address. */
export function isPostgresSource(source: { driverClass: string; url: string }): boolean {
  return /postgres/i.test(source.driverClass) || /^(jdbc:)?postgres(ql)?:\/\//i.test(source.url.trim());
}

/** Why `table-list` / `table-info` refuse another kind of data source (the server and the mocks). */
export function notPostgresMessage(source: { name: string; driverClass: string }): string {
  return `数据源「${source.name}」（${source.driverClass}）不是 PostgreSQL：目前只能读取本系统数据库和 PostgreSQL 数据源的表`;
}
