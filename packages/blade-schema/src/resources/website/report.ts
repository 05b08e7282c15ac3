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
  ownService: true,
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
      placeholder: { zh: '请选择图表类型', en: 'Select a chart type' },
      required: true,
      dict: 'report_chart',
      default: 'bar',
    }),
    rangeDays: integer({
      label: '统计天数',
      en: 'Days counted',
      placeholder: { zh: '请输入统计天数', en: 'Enter how many days to count' },
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
  // Its own dictionaries: what a report can show, and as what (seeded with the area).
  dictionaries: [
    {
      code: 'report_dataset',
      name: '报表数据集',
      items: [
        ['orders_by_status', '订单状态分布'],
        ['orders_by_day', '每日订单量'],
        ['orders_by_route', '热门线路（按发货省份）'],
        ['messages_by_type', '合作留言类别'],
        ['news_by_category', '新闻发布数量'],
      ],
      en: {
        name: 'Report data set',
        items: {
          orders_by_status: 'Orders by status',
          orders_by_day: 'Orders per day',
          orders_by_route: 'Top routes (by pick-up province)',
          messages_by_type: 'Cooperation messages by category',
          news_by_category: 'News published by category',
        },
      },
    },
    {
      code: 'report_chart',
      name: '图表类型',
      items: [
        ['bar', '柱状图'],
        ['line', '折线图'],
        ['pie', '饼图'],
        ['table', '表格'],
      ],
      en: {
        name: 'Chart type',
        items: { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart', table: 'Table' },
      },
    },
  ],
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
