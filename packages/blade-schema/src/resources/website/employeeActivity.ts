import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { datetime, defineResource, html, id, text, url } from '../../define';
import { langField, PUBLISHED, publishStatusField } from './content-fields';

/** Life at the group: activities of its people, on the about-us page (网站管理 › 员工活动). */
export const employeeActivityResource = defineResource({
  name: 'employeeActivity',
  label: '员工活动',
  en: 'Employee activity',
  path: '/blade-company/employeeActivity',
  table: 'blade_employee_activity',
  fields: {
    title: text(100, { label: '标题', en: 'Title', required: true, search: 'like', ui: { width: 220 } }),
    lang: langField,
    cover: url(500, { label: '封面', en: 'Cover', ui: { control: 'image', width: 100 } }),
    activityDate: datetime({ label: '活动日期', en: 'Date', required: true, search: 'range' }),
    location: text(100, { label: '地点', en: 'Place' }),
    // The department that held it: a tree select in the form, its name in the list.
    deptId: id({ label: '组织部门', en: 'Department', ref: 'dept', search: 'equal' }),
    summary: text(300, {
      label: '简介',
      en: 'Summary',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
    content: html({ label: '内容', en: 'Text', max: 100_000, ui: { hideInTable: true } }),
    publishStatus: publishStatusField(PUBLISHED),
  },
  sortable: ['title', 'lang', 'activityDate', 'location', 'publishStatus'],
  orderBy: [{ field: 'activityDate', desc: true }],
  menu: {
    parent: 'website',
    code: 'employee_activity',
    name: '员工活动',
    en: 'Employee activities',
    path: '/website/employeeActivity',
    source: 'iconfont iconicon_group',
    sort: 6,
  },
  // Data-scope rules with the resource's name as code narrow its list and details.
  dataScope: AUDIT_DATA_SCOPE,
});
