import { defineResource, integer, text } from '../../define';
import { remarkField } from '../remark';

/** Posts (SPEC §3): a code unique per tenant, a name, a category of the `post_category` dictionary. */
export const postResource = defineResource({
  name: 'post',
  label: '岗位',
  en: 'Post',
  path: '/blade-system/post',
  table: 'blade_post',
  ownService: true,
  fields: {
    category: integer({
      label: '岗位类型',
      en: 'Category',
      required: true,
      minValue: 1,
      dict: 'post_category',
      search: 'equal',
    }),
    postCode: text(12, { label: '岗位编号', en: 'Post code', required: true, search: 'like', unique: true }),
    postName: text(64, { label: '岗位名称', en: 'Post name', required: true, search: 'like' }),
    sort: integer({ label: '排序', en: 'Sort order', required: true, default: 1 }),
    remark: remarkField(),
  },
  sortable: ['category', 'postCode', 'postName', 'sort'],
  orderBy: [{ field: 'sort' }],
});
