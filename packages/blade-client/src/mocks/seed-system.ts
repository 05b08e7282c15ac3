import { DICTS, MENU_ID_BASE, menuRows } from '@blade-console/blade-schema';
import type { MockRow } from './respond';
import { audit, rows } from './seed-rows';
import { orderRegionRows } from './seed-website';

/** The menu tree the server seeds (blade-schema), with the same ids. */
export function seedMenus(): MockRow[] {
  const idOf = (index: number) => String(BigInt(MENU_ID_BASE) + BigInt(index));
  return menuRows().map(({ index, parentIndex, ...row }) => ({
    ...row,
    id: idOf(index),
    parentId: parentIndex < 0 ? '0' : idOf(parentIndex),
    remark: '',
    isDeleted: 0,
  }));
}

/** The system dictionaries of blade-schema: a row per dictionary (`dictKey` -1) and one per item. */
function seedDicts(prefix: string): MockRow[] {
  const result: MockRow[] = [];
  DICTS.forEach(({ code, name, items }, dictIndex) => {
    const parentId = `${prefix}${dictIndex + 1}00`;
    result.push({
      id: parentId,
      parentId: '0',
      code,
      dictKey: '-1',
      dictValue: name,
      sort: dictIndex + 1,
      isSealed: 0,
      remark: '',
      isDeleted: 0,
    });
    items.forEach(([key, value, remark], itemIndex) => {
      result.push({
        id: `${parentId}${itemIndex + 1}`,
        parentId,
        code,
        dictKey: key,
        dictValue: value,
        sort: itemIndex + 1,
        isSealed: 0,
        remark: remark ?? '',
        isDeleted: 0,
      });
    });
  });
  return result;
}

/**
 * The system area's tables: params, the menus (`<page>_add|_edit|_delete|_view` buttons for every
 * console area) and the top menu, the dictionaries, a few regions and one data and one API scope.
 */
export function systemSeed(menus: MockRow[]): Record<string, MockRow[]> {
  return {
    param: rows('1004', [
      {
        paramName: '是否开启注册功能',
        paramKey: 'account.registerUser',
        paramValue: 'true',
        remark: '开启注册',
      },
      {
        paramName: '账号初始密码',
        paramKey: 'account.initPassword',
        paramValue: '123456',
        remark: '初始密码',
      },
    ]),
    menu: menus,
    topMenu: rows('1005', [
      {
        tenantId: '000000',
        code: 'workbench',
        name: '工作台',
        source: 'iconfont icon-home',
        path: '/desk',
        sort: 1,
      },
    ]),
    topMenuSetting: [],
    dict: seedDicts('1006'),
    dictBiz: rows('1007', [
      {
        parentId: '0',
        code: 'order_status',
        dictKey: '-1',
        dictValue: '订单状态',
        sort: 1,
        isSealed: 0,
        remark: '',
      },
    ]).concat(
      ['新建', '已确认', '运输中', '已签收', '已取消'].map((dictValue, index) => ({
        ...audit,
        id: `1007100${index}`,
        parentId: '1007001',
        code: 'order_status',
        dictKey: String(index),
        dictValue,
        sort: index + 1,
        isSealed: 0,
        remark: '',
      })),
    ),
    region: [
      {
        id: '00',
        code: '00',
        parentCode: '0',
        parentId: '0',
        ancestors: '0',
        name: '中华人民共和国',
        level: 0,
        sort: 1,
      },
      {
        id: '11',
        code: '11',
        parentCode: '00',
        parentId: '00',
        ancestors: '0,00',
        name: '北京市',
        provinceCode: '11',
        provinceName: '北京市',
        level: 1,
        sort: 1,
      },
      {
        id: '32',
        code: '32',
        parentCode: '00',
        parentId: '00',
        ancestors: '0,00',
        name: '江苏省',
        provinceCode: '32',
        provinceName: '江苏省',
        level: 1,
        sort: 2,
      },
      {
        id: '3204',
        code: '3204',
        parentCode: '32',
        parentId: '32',
        ancestors: '0,00,32',
        name: '常州市',
        provinceCode: '32',
        provinceName: '江苏省',
        cityCode: '3204',
        cityName: '常州市',
        level: 2,
        sort: 1,
      },
      {
        id: '3205',
        code: '3205',
        parentCode: '32',
        parentId: '32',
        ancestors: '0,00,32',
        name: '苏州市',
        provinceCode: '32',
        provinceName: '江苏省',
        cityCode: '3205',
        cityName: '苏州市',
        level: 2,
        sort: 2,
      },
      ...orderRegionRows(),
    ],
    dataScope: rows('1008', [
      {
        menuId: menus.find((m) => m.code === 'notice')?.id ?? '',
        resourceCode: 'notice',
        scopeName: '通知公告本人可见',
        scopeField: 'create_user',
        scopeClass: 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage',
        scopeColumn: '*',
        scopeType: 2,
        scopeTypeName: '本人可见',
        scopeValue: '',
        remark: '',
      },
    ]),
    apiScope: rows('1009', [
      {
        menuId: menus.find((m) => m.code === 'notice')?.id ?? '',
        resourceCode: 'notice',
        scopeName: '通知公告接口',
        scopePath: '/blade-desk/notice/**',
        scopeType: 1,
        scopeTypeName: '系统接口',
        remark: '',
      },
    ]),
  };
}
