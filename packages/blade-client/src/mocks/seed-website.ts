import { DEMO_ROWS, orderResource } from '@blade-console/blade-schema';
import { formatBladeDate } from '../core/query';
import type { MockRow } from './respond';

/**
 * The districts the demo orders use (Beijing's and Jiangsu's), with the cities above them that the
 * base region seed lacks: the order mocks check codes against the region table and name them from it.
 */
const ORDER_REGIONS: readonly (readonly [code: string, name: string])[] = [
  ['1101', '市辖区'],
  ['110101', '东城区'],
  ['110105', '朝阳区'],
  ['110108', '海淀区'],
  ['3201', '南京市'],
  ['320102', '玄武区'],
  ['320111', '浦口区'],
  ['320505', '虎丘区'],
];

const PROVINCES: Record<string, string> = { '11': '北京市', '32': '江苏省' };
const CITIES: Record<string, string> = {
  '1101': '市辖区',
  '3201': '南京市',
  '3204': '常州市',
  '3205': '苏州市',
};

export function orderRegionRows(): MockRow[] {
  return ORDER_REGIONS.map(([code, name], index) => {
    const province = code.slice(0, 2);
    const city = code.slice(0, 4);
    const isDistrict = code.length === 6;
    return {
      id: code,
      code,
      parentCode: isDistrict ? city : province,
      parentId: isDistrict ? city : province,
      ancestors: isDistrict ? `0,00,${province},${city}` : `0,00,${province}`,
      name,
      provinceCode: province,
      provinceName: PROVINCES[province] ?? '',
      cityCode: city,
      cityName: CITIES[city] ?? name,
      ...(isDistrict ? { districtCode: code, districtName: name } : {}),
      level: isDistrict ? 3 : 2,
      sort: index + 1,
    };
  });
}

/**
 * 11 orders (SPEC §9: "the mock pagination total is 11"): the demo orders in turn, each status in
 * turn, booked over the last eleven days (so an opened report has figures), receivers `收货人1…11`.
 */
export function orderRows(audit: Record<string, unknown>): MockRow[] {
  const day = 24 * 60 * 60 * 1000;
  const demos = DEMO_ROWS[orderResource.name] ?? [];
  return Array.from({ length: 11 }, (_, index) => {
    const demo = demos[index % demos.length];
    const booked = formatBladeDate(new Date(Date.now() - index * day));
    return {
      ...audit,
      ...demo,
      id: `1021${String(index + 1).padStart(3, '0')}`,
      trackingNo: `BX20261101${String(index + 1).padStart(5, '0')}`,
      receiverName: `收货人${index + 1}`,
      orderStatus: (index % 5) + 1,
      createTime: booked,
      updateTime: booked,
      tenantId: '000000',
    };
  });
}
