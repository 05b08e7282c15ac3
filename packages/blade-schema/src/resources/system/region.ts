import { defineResource, integer, text } from '../../define';
import { remarkField } from '../remark';

/**
 * Administrative regions, one tree shared by every tenant, keyed by their digit `code` (2 digits a
 * province, 4 a city, 6 a district, 9 a town, 12 a village; provinces hang under `00`). The table
 * has no snowflake id and no audit columns but the version (`updateUser`, `updateTime`, which an
 * edit sends back): the wire's `id` is the code, `parentId` the parent code.
 * Only the fields and their rules are declared here: the lazy tree, selects, import and export,
 * the code rules (digits, continuing the parent's) and the derived columns (`ancestors`, `level`
 * and the province … village codes and names, all set from the parent) stay special code in the
 * region service. No `menu` entry: the region page is already in the menu tree.
 */
export const regionResource = defineResource({
  name: 'region',
  label: '行政区划',
  en: 'Region',
  path: '/blade-system/region',
  table: 'blade_region',
  ownService: true,
  tenantScoped: false,
  fields: {
    code: text(12, { label: '区划编号', en: 'Region code', required: true, search: 'equal' }),
    // Required of a row; a submit without one goes under the root (`00`).
    parentCode: text(12, { label: '上级区划编号', en: 'Parent code', required: true, search: 'equal' }),
    ancestors: text(255, { label: '祖区划编号', en: 'Ancestor codes', default: '' }),
    name: text(32, { label: '区划名称', en: 'Region name', required: true, search: 'like' }),
    provinceCode: text(12, { label: '省级区划编号', en: 'Province code' }),
    provinceName: text(32, { label: '省级名称', en: 'Province' }),
    cityCode: text(12, { label: '市级区划编号', en: 'City code' }),
    cityName: text(32, { label: '市级名称', en: 'City' }),
    districtCode: text(12, { label: '区级区划编号', en: 'District code' }),
    districtName: text(32, { label: '区级名称', en: 'District' }),
    townCode: text(12, { label: '镇级区划编号', en: 'Town code' }),
    townName: text(32, { label: '镇级名称', en: 'Town' }),
    villageCode: text(12, { label: '村级区划编号', en: 'Village code' }),
    villageName: text(32, { label: '村级名称', en: 'Village' }),
    // Dict `region`: 0 country … 5 village (derived from the parent, never written by a client).
    level: integer({ label: '区划层级', en: 'Level', minValue: 0, maxValue: 5, default: 1, search: 'equal' }),
    sort: integer({ label: '排序', en: 'Sort order', default: 0 }),
    remark: remarkField(),
  },
  orderBy: [{ field: 'code' }],
});
