import { defineResource, integer, text } from '../../define';

/**
 * A saved report (报表管理): which dataset it shows, as which chart, over how many days. Opening one
 * computes its figures from the live data (`/blade-report/report/rest/data?id=`).
 */
export const reportResource = defineResource({
  name: 'report',
  label: '报表',
  en: 'Report',
  path: '/blade-report/report/rest',
  table: 'blade_report',
  fields: {
    name: text(64, {
      label: '报表名称',
      en: 'Name',
      required: true,
      search: 'like',
      unique: true,
      ui: { width: 200 },
    }),
    dataset: text(32, {
      label: '数据集',
      en: 'Data set',
      required: true,
      dict: 'report_dataset',
      search: 'equal',
    }),
    chartType: text(16, {
      label: '图表类型',
      en: 'Chart',
      required: true,
      dict: 'report_chart',
      default: 'bar',
    }),
    rangeDays: integer({
      label: '统计天数',
      en: 'Days counted',
      required: true,
      minValue: 1,
      maxValue: 366,
      default: 30,
      ui: { width: 90 },
    }),
    remark: text(255, { label: '说明', en: 'Description', ui: { control: 'textarea', span: 24 } }),
  },
  sortable: ['name', 'chartType', 'rangeDays', 'createTime'],
  orderBy: [{ field: 'createTime' }],
  menu: {
    parent: 'report',
    code: 'report_list',
    // Not its group's name (报表管理): the breadcrumb and the sidebar tell the two apart.
    name: '报表列表',
    en: 'Report list',
    path: '/report/reportlist',
    source: 'iconfont icon-biaodan',
    sort: 1,
  },
});
