// Over 300 lines: it groups the cases of the regions' .xlsx files (export, template, import, permissions).
import { randomBytes } from 'node:crypto';
import type { Region, RegionImportResult } from '@blade-console/blade-client/types';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeMenu, bladeRegion, bladeRoleMenu } from '../src/db/schema';
import { authed, createUser, dataOf, signIn, signInNewUser } from './helpers';
import { signedLink } from './support/download-link';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Saber's three region toolbar buttons on the server: 导出 (`export-region`), the import template
 * (`export-template`) and 导入 (`import-region`, all rows or none).
 */
const signedIn = signedInServerForFile();

const BASE = '/api/blade-system/region';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_HEADERS = ['区划编号', '上级区划编号', '区划名称', '层级', '排序', '备注'];

async function readSheet(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}

async function xlsxOf(rows: (string | number | null)[][], headers = IMPORT_HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('行政区划');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** multipart/form-data with `file` and optional plain fields (fields first, as browsers send a FormData). */
function multipart(content: Buffer, fields: Record<string, string> = {}, filename = '区划.xlsx') {
  const boundary = `----blade${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(filename)}"\r\n` +
        `Content-Type: ${XLSX}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function importFile(
  content: Buffer,
  options: { isCovered?: string; query?: string; as?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> =
    options.isCovered === undefined ? {} : { isCovered: options.isCovered };
  const upload = multipart(content, fields);
  return authed(signedIn.server.app, options.as ?? signedIn.token, {
    method: 'POST',
    url: `${BASE}/import-region${options.query ?? ''}`,
    payload: upload.payload,
    headers: { ...upload.headers, ...options.headers },
  });
}

const detail = (code: string) =>
  dataOf<Region>(authed(signedIn.server.app, signedIn.token, { url: `${BASE}/detail?code=${code}` }));
const regionCount = async () =>
  ((await signedIn.server.database.db.select({ n: count() }).from(bladeRegion)) as [{ n: number }])[0].n;

describe('region export and template', () => {
  it('exports the filtered regions as an .xlsx with a Chinese file name', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: `${BASE}/export-region?parentCode=32`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="region-\d{14}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^行政区划数据\d{14}\.xlsx$/);

    const rows = await readSheet(response.rawPayload);
    expect(rows[0]!.slice(0, 6)).toEqual(IMPORT_HEADERS);
    expect(rows[0]).toContain('祖区划编号');
    const page = await dataOf<{ total: number }>(
      authed(signedIn.server.app, signedIn.token, { url: `${BASE}/list?parentCode=32&size=1` }),
    );
    expect(rows).toHaveLength(page.total + 1);
    const nanjing = rows.find((r) => r[0] === '3201')!;
    expect(nanjing.slice(0, 4)).toEqual(['3201', '32', '南京市', '2']);
    expect(rows.slice(1).every((r) => r[1] === '32')).toBe(true);

    // The name filter is honoured too (contained, like the list), here through a signed link.
    const link = await signedLink(
      signedIn.server.app,
      signedIn.token,
      `${BASE}/export-region?name=${encodeURIComponent('南京')}`,
    );
    const named = await signedIn.server.app.inject({ url: link });
    expect(named.statusCode).toBe(200);
    const namedRows = await readSheet(named.rawPayload);
    expect(namedRows.slice(1).map((r) => r[2])).toEqual(['南京市']);
  });

  it('serves an empty import template with the header row', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, { url: `${BASE}/export-template` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(decodeURIComponent(String(response.headers['content-disposition']).split("UTF-8''")[1]!)).toBe(
      '行政区划导入模板.xlsx',
    );
    expect(await readSheet(response.rawPayload)).toEqual([IMPORT_HEADERS]);
  });

  it('round-trips: an export imports back with nothing to change', async () => {
    const exported = await authed(signedIn.server.app, signedIn.token, {
      url: `${BASE}/export-region?parentCode=11`,
    });
    const before = await regionCount();
    const response = await importFile(exported.rawPayload, { isCovered: '1' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: RegionImportResult }>().data;
    expect(result.added).toBe(0);
    expect(result.updated).toBe(0);
    expect(result.skipped).toBeGreaterThan(0);
    expect(await regionCount()).toBe(before);
  });
});

describe('region import', () => {
  it('adds rows whose parents are in the database or anywhere in the file', async () => {
    // The town comes before its district: rows are placed parents first whatever their order.
    const file = await xlsxOf([
      ['320199001', '320199', '测试街道', 4, 2, '导入'],
      ['320199', '3201', '测试区', null, 9, null],
    ]);
    const response = await importFile(file, { isCovered: '0' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      success: true,
      data: { added: 2, updated: 0, skipped: 0 },
    });
    expect(await detail('320199')).toMatchObject({
      parentCode: '3201',
      ancestors: '0,00,32,3201',
      level: 3,
      sort: 9,
      districtCode: '320199',
      districtName: '测试区',
      cityName: '南京市',
      provinceName: '江苏省',
    });
    expect(await detail('320199001')).toMatchObject({
      parentCode: '320199',
      ancestors: '0,00,32,3201,320199',
      level: 4,
      townCode: '320199001',
      townName: '测试街道',
      districtName: '测试区',
      remark: '导入',
    });
  });

  it('refuses a file with a wrong row with HTTP 400 naming row and problem, and writes nothing', async () => {
    const before = await regionCount();
    const file = await xlsxOf([
      ['320198', '3201', '好的区', 3, 1, ''],
      ['330197', '3201', '', 3, 1, ''],
      ['3301', '3201', '错的前缀', null, null, null],
      ['320196', '889900', '无上级', null, null, null],
      ['320195', '3201', '层级错', 7, null, null],
      ['320198', '3201', '重复', null, null, null],
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; success: boolean; msg: string }>();
    expect(body).toMatchObject({ code: 400, success: false });
    expect(body.msg).toContain('未导入任何数据');
    // Every problem of a row is listed, not only the first.
    expect(body.msg).toContain('第 3 行：区划名称不能为空；区划编号 330197 应以上级区划编号 3201 开头');
    expect(body.msg).toContain('第 4 行：区划编号 3301 应以上级区划编号 3201 开头');
    expect(body.msg).toContain('第 5 行：上级区划 889900 不存在');
    expect(body.msg).toContain('第 6 行：层级「7」不正确');
    expect(body.msg).toContain('第 7 行：区划编号 320198 与第 2 行重复');
    expect(body.msg).not.toContain('第 2 行：');
    // The same report for a reader of English.
    const english = (await importFile(file, { headers: { 'accept-language': 'en' } })).json<{
      msg: string;
    }>();
    expect(english.msg).toContain(
      '\nRow 3: Region name is required; Region code 330197 must start with the parent code 3201\n',
    );
    expect(english.msg).toContain('\nRow 7: Region code 320198 is the same as in row 2');
    expect(await regionCount()).toBe(before);
    const good = await authed(signedIn.server.app, signedIn.token, { url: `${BASE}/detail?code=320198` });
    expect(good.json()).toMatchObject({ msg: '暂无承载数据' });
  });

  it('checks a given level against the parent', async () => {
    const before = await regionCount();
    const file = await xlsxOf([['320194', '3201', '好区', null, null, null]]);
    const wrongLevel = await xlsxOf([['320193', '3201', '层级', 4, null, null]]);
    const refused = await importFile(wrongLevel);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('第 2 行：层级应为 3（上级区划 3201 为 2 级），文件中为 4');
    expect(await regionCount()).toBe(before);
    expect((await importFile(file)).statusCode).toBe(200);
    expect(await regionCount()).toBe(before + 1);
  });

  it('skips existing codes with isCovered=0 and overwrites them with isCovered=1', async () => {
    const file = await xlsxOf([
      ['1101', '11', '北京城区', 2, 5, '覆盖'],
      ['110199', '1101', '新区', 3, null, null],
    ]);
    const skip = await importFile(file, { isCovered: '0' });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json().data).toEqual({ added: 1, updated: 0, skipped: 1 });
    expect(await detail('1101')).toMatchObject({ name: '市辖区', cityName: '市辖区' });

    // Saber puts isCovered in the query string; that works as well.
    const cover = await importFile(file, { query: '?isCovered=1' });
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json().data).toEqual({ added: 0, updated: 1, skipped: 1 });
    expect(await detail('1101')).toMatchObject({
      name: '北京城区',
      cityName: '北京城区',
      sort: 5,
      remark: '覆盖',
    });
    // Descendants repeat the city name: they follow.
    const [district] = await signedIn.server.database.db
      .select()
      .from(bladeRegion)
      .where(eq(bladeRegion.code, '110101'));
    expect(district?.cityName).toBe('北京城区');

    // Overwriting cannot move a region elsewhere in the tree.
    const moved = await importFile(await xlsxOf([['1101', '32', '北京城区', null, null, null]]), {
      isCovered: '1',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().msg).toContain('第 2 行：区划 1101 已存在，上级为 11');
  });

  it('explains unreadable files, missing headers and bad parameters', async () => {
    const cases: [Promise<LightMyRequestResponse>, string][] = [
      [importFile(Buffer.from('code,name\n99,x')), '请上传 .xlsx 格式的 Excel 文件'],
      [
        importFile(await xlsxOf([['99', '00', 'x']], ['编号', '名称'])),
        '第 1 行缺少表头：区划编号、上级区划编号、区划名称',
      ],
      [importFile(await xlsxOf([])), '文件中没有区划数据'],
      [importFile(await xlsxOf([['99', '00', 'x']]), { isCovered: '2' }), 'isCovered 只能是 0'],
      [
        authed(signedIn.server.app, signedIn.token, {
          method: 'POST',
          url: `${BASE}/import-region`,
          payload: { file: 'x' },
        }),
        'multipart/form-data',
      ],
    ];
    for (const [request, message] of cases) {
      const response = await request;
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toContain(message);
    }
  });
});

describe('region import/export permissions', () => {
  it('needs a token, the export button for export, and a platform administrator for import', async () => {
    expect((await signedIn.server.app.inject(`${BASE}/export-region`)).statusCode).toBe(401);
    expect((await signedIn.server.app.inject(`${BASE}/export-template`)).statusCode).toBe(401);

    const user = await createUser(signedIn.server.database, { account: 'regexport', roleAlias: 'user' });
    const userToken = (await signIn(signedIn.server.app, { username: 'regexport', password: user.password }))
      .access_token;
    const denied = await authed(signedIn.server.app, userToken, { url: `${BASE}/export-region` });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
    // The template holds no data: any signed-in user may fetch it.
    expect(
      (await authed(signedIn.server.app, userToken, { url: `${BASE}/export-template` })).statusCode,
    ).toBe(200);

    const before = await regionCount();
    const file = await xlsxOf([['320189', '3201', '越权区', null, null, null]]);
    expect((await importFile(file, { as: userToken })).statusCode).toBe(401);

    // A tenant's own administrator may not change the regions every tenant shares.
    const adminToken = await signInNewUser(signedIn.server, {
      tenantId: '771234',
      roleAlias: 'administrator',
    });
    expect((await importFile(file, { as: adminToken })).statusCode).toBe(401);
    expect(await regionCount()).toBe(before);

    // Granting the export button lets the plain user export.
    const [button] = await signedIn.server.database.db
      .select({ id: bladeMenu.id })
      .from(bladeMenu)
      .where(like(bladeMenu.code, 'region_export'));
    await signedIn.server.database.db
      .insert(bladeRoleMenu)
      .values({ id: nextId(), menuId: button!.id, roleId: BigInt(user.roleId) });
    const granted = await authed(signedIn.server.app, userToken, { url: `${BASE}/export-region?code=32` });
    expect(granted.statusCode).toBe(200);
    expect((await readSheet(granted.rawPayload)).map((r) => r[0])).toEqual(['区划编号', '32']);
  });
});
