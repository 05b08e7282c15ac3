// Over 300 lines: it groups the cases of the users' .xlsx files (template, import, export).
import type { Page, User, UserImportRefused, UserImportResult } from '@blade-console/blade-client/types';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bladeUser } from '../src/db/schema';
import {
  authed,
  BASIC_SABER,
  dataOf,
  multipartFile,
  signIn,
  signInNewUser,
  startSignedIn,
  type TestServer,
} from './helpers';
import { signedLink } from './support/download-link';

/**
 * Saber's user toolbar on the server: 导出 (`export-user`), the template (`export-template`) and 导入
 * (`import-user`: every row checked, refused rows reported one by one, all of the file or none).
 */
let server: TestServer;
let token: string;
/** Small, so an oversized upload is cheap to send; a real sheet of a few users is a few KB. */
const UPLOAD_MAX_BYTES = 64 * 1024;
beforeAll(async () => {
  ({ server, token } = await startSignedIn({ uploadMaxBytes: UPLOAD_MAX_BYTES }));
});
afterAll(async () => {
  await server?.close();
});

const SYSTEM = '/api/blade-system/user';
const OWN = '/api/blade-user';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = [
  '登录账号',
  '用户姓名',
  '用户编号',
  '用户昵称',
  '电子邮箱',
  '手机号码',
  '用户性别',
  '用户生日',
  '所属角色',
  '所属部门',
  '所属岗位',
];

/** The same columns as an English reader downloads them (the definition's English labels). */
const ENGLISH_HEADERS = [
  'Account',
  'Real name',
  'User code',
  'Nickname',
  'Email',
  'Phone',
  'Gender',
  'Birthday',
  'Roles',
  'Departments',
  'Posts',
];
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

type Cell = string | number | Date | null;

async function xlsxOf(rows: Cell[][], headers: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of the first sheet as the text of its cells (header row first). */
async function readSheet(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(HEADERS.map((_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

function importFile(
  content: Buffer,
  options: {
    prefix?: string;
    query?: string;
    as?: string;
    filename?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const upload = multipartFile(options.filename ?? '用户.xlsx', content, { contentType: XLSX });
  return authed(server.app, options.as ?? token, {
    method: 'POST',
    url: `${options.prefix ?? SYSTEM}/import-user${options.query ?? ''}`,
    payload: upload.payload,
    headers: { ...upload.headers, ...options.headers },
  });
}

function refresh(refreshToken: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${refreshToken}`,
    headers: { authorization: BASIC_SABER },
  });
}

const userCount = async () =>
  ((await server.database.db.select({ n: count() }).from(bladeUser)) as [{ n: number }])[0].n;
const byAccount = async (account: string) =>
  (await dataOf<Page<User>>(authed(server.app, token, { url: `${OWN}/page?account_equal=${account}` })))
    .records[0];

describe('user import template', () => {
  it('is an .xlsx with the header row only, for any signed-in user, under both prefixes', async () => {
    const plain = await signInNewUser(server, { roleAlias: 'user' });
    for (const prefix of [SYSTEM, OWN]) {
      const response = await authed(server.app, plain, { url: `${prefix}/export-template` });
      expect(response.statusCode, prefix).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="user-template\.xlsx"; filename\*=UTF-8''/);
      expect(await readSheet(response.rawPayload)).toEqual([HEADERS]);
    }
  });

  it('is headed and named in English for a reader of English', async () => {
    const response = await authed(server.app, token, { url: `${SYSTEM}/export-template`, headers: ENGLISH });
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('User import template.xlsx');
    expect(await readSheet(response.rawPayload)).toEqual([ENGLISH_HEADERS]);
  });
});

describe('user import', () => {
  it('adds every row of a good file with names, dictionary labels and days resolved', async () => {
    const before = await userCount();
    const file = await xlsxOf([
      [
        'imp1',
        '导入一',
        'U001',
        '小一',
        'imp1@example.com',
        '13900000001',
        '女',
        new Date(Date.UTC(1990, 0, 31)),
        '用户',
        '苏州布雷德',
        '首席执行官',
      ],
      // Several roles joined by a full-width comma; the birthday typed as text; the rest left empty.
      ['imp2', '导入二', null, null, null, null, '男', '1991-02-03', '超级管理员，用户', null, null],
    ]);
    const response = await importFile(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ added: 2, updated: 0 } satisfies UserImportResult);
    expect(await userCount()).toBe(before + 2);

    expect(await byAccount('imp1')).toMatchObject({
      realName: '导入一',
      code: 'U001',
      name: '小一',
      email: 'imp1@example.com',
      phone: '13900000001',
      sex: 2,
      sexName: '女',
      birthday: '1990-01-31 00:00:00',
      roleName: '用户',
      deptName: '苏州布雷德',
      postName: '首席执行官',
      tenantId: '000000',
    });
    const second = await byAccount('imp2');
    expect(second?.roleName?.split(',').sort()).toEqual(['用户', '超级管理员'].sort());
    expect(second).toMatchObject({ birthday: '1991-02-03 00:00:00', sexName: '男', deptId: '' });
    // New users get the tenant's initial password, as a submit without one does, and must change it.
    const imported = await signIn(server.app, { username: 'imp1', password: '123456' });
    expect(imported.access_token).toBeTruthy();
    expect(imported.password_change_required).toBe(true);
  });

  it('refuses the whole file, row by row, when any row breaks a rule, and writes nothing', async () => {
    const before = await userCount();
    const file = await xlsxOf([
      ['fine1', '正常', null, null, null, null, null, null, null, null, null], // row 2: fine on its own
      [null, '没账号', null, null, null, null, null, null, null, null, null], // row 3
      ['long1', '名字超过了十个字符的长度', null, null, null, null, null, null, null, null, null], // row 4
      ['ghost', '幽灵', null, null, null, null, null, null, '不存在的角色', null, null], // row 5
      ['fine1', '重复', null, null, null, null, '未知', 'not a day', null, null, null], // row 6
      ['imp1', '已有', null, null, null, null, null, null, null, null, null], // row 7: exists, not covered
    ]);
    const response = await importFile(file, { prefix: OWN });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: number; success: boolean; msg: string; data: UserImportRefused }>();
    expect(body).toMatchObject({ code: 400, success: false });
    expect(body.data.refused).toEqual([
      { row: 3, field: '登录账号', message: '登录账号不能为空' },
      { row: 4, field: '用户姓名', message: '用户姓名不能超过 10 个字符' },
      { row: 5, field: '所属角色', message: '所属角色「不存在的角色」不存在或不属于当前租户' },
      { row: 6, field: '用户性别', message: '用户性别「未知」应为 男、女 之一' },
      { row: 6, field: '用户生日', message: '用户生日「not a day」应为日期，如 1990-01-31' },
      { row: 6, field: '登录账号', message: '登录账号「fine1」与第 2 行重复' },
      { row: 7, field: '登录账号', message: '登录账号「imp1」已存在（选择覆盖导入可更新已有用户）' },
    ]);
    expect(body.msg).toContain('导入失败，文件中有 5 行有误，未导入任何数据');
    expect(body.msg).toContain('第 3 行：登录账号不能为空');
    expect(body.msg).toContain('第 6 行：用户性别「未知」应为 男、女 之一；用户生日');
    // Not even the good row went in, and the existing user is untouched.
    expect(await userCount()).toBe(before);
    expect(await byAccount('fine1')).toBeUndefined();
    expect(await byAccount('imp1')).toMatchObject({ realName: '导入一' });
  });

  it('reports refused rows in the language of the reader, whichever language heads the file', async () => {
    const none = [null, null, null, null, null, null, null, null, null];
    const file = await xlsxOf(
      [
        ['fine9', 'Fine', ...none], // row 2: fine on its own
        [null, 'No account', ...none], // row 3
        ['ghost9', 'Ghost', null, null, null, null, null, null, 'No such role', null, null], // row 4
        ['imp1', 'Exists', ...none], // row 5: exists, not covered
      ],
      ENGLISH_HEADERS,
    );
    const english = await importFile(file, { headers: ENGLISH });
    expect(english.statusCode, english.body).toBe(400);
    const body = english.json<{ msg: string; data: UserImportRefused }>();
    expect(body.data.refused).toEqual([
      { row: 3, field: 'Account', message: 'Account is required' },
      {
        row: 4,
        field: 'Roles',
        message: 'Roles: "No such role" does not exist or belongs to another tenant',
      },
      {
        row: 5,
        field: 'Account',
        message: 'Account "imp1" already exists (choose to overwrite to update existing users)',
      },
    ]);
    expect(body.msg).toContain('Nothing was imported: 3 rows of the file have errors.');
    expect(body.msg).toContain('\nRow 3: Account is required\n');
    // The same file for a reader of Chinese: read by its English headers, refused in Chinese.
    const chinese = await importFile(file);
    expect(chinese.json<{ data: UserImportRefused }>().data.refused[0]).toEqual({
      row: 3,
      field: '登录账号',
      message: '登录账号不能为空',
    });
    expect(await byAccount('fine9')).toBeUndefined();
  });

  it('updates existing users with the non-empty cells of their rows when isCovered=1', async () => {
    const before = await userCount();
    const [kept, regranted] = await Promise.all([
      signIn(server.app, { username: 'imp1', password: '123456' }),
      signIn(server.app, { username: 'imp2', password: '123456' }),
    ]);
    const file = await xlsxOf([
      ['imp1', '覆盖一', null, null, null, '13900000009', null, null, '用户', null, null],
      // imp2 keeps only one of its two roles.
      ['imp2', '导入二', null, null, null, null, null, null, '用户', null, null],
      ['imp3', '导入三', null, null, null, null, null, null, null, null, null],
    ]);
    const response = await importFile(file, { query: '?isCovered=1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ added: 1, updated: 2 });
    expect(await userCount()).toBe(before + 1);
    expect((await byAccount('imp2'))?.roleName).toBe('用户');
    // Other roles end the user's sessions, as an edit's do; the same roles leave them be.
    expect((await refresh(regranted.refresh_token)).statusCode).toBe(400);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200);
    // Changed where the file says, kept where its cells are empty; the password stays.
    expect(await byAccount('imp1')).toMatchObject({
      realName: '覆盖一',
      phone: '13900000009',
      email: 'imp1@example.com',
      deptName: '苏州布雷德',
    });
    await signIn(server.app, { username: 'imp1', password: '123456' });
  });

  it('answers 400 in the envelope for a file that is not a spreadsheet, wrong columns or too big', async () => {
    const before = await userCount();
    const refusals: [string, Promise<LightMyRequestResponse>, string][] = [
      [
        'text file',
        importFile(Buffer.from('account,realName\nx,y\n'), { filename: 'users.csv' }),
        '无法读取文件',
      ],
      [
        'zip that is no workbook',
        importFile(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)])),
        '文件已损坏或不是 Excel 工作簿',
      ],
      [
        'wrong columns',
        importFile(await xlsxOf([['32', '00', '江苏省']], ['区划编号', '上级区划编号', '区划名称'])),
        '第 1 行缺少表头：登录账号、用户姓名',
      ],
      ['header only', importFile(await xlsxOf([])), '文件中没有用户数据'],
      ['oversized', importFile(Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1)), '文件过大'],
      [
        'not multipart',
        authed(server.app, token, { method: 'POST', url: `${SYSTEM}/import-user`, payload: { file: 'x' } }),
        'multipart/form-data',
      ],
      ['bad isCovered', importFile(await xlsxOf([['a', 'b']]), { query: '?isCovered=yes' }), 'isCovered'],
    ];
    for (const [what, pending, message] of refusals) {
      const response = await pending;
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json(), what).toMatchObject({ code: 400, success: false });
      expect(response.json().msg, what).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('is for administrators only', async () => {
    const plain = await signInNewUser(server, { roleAlias: 'user' });
    const file = await xlsxOf([['sneak', '偷偷']]);
    expect((await importFile(file, { as: plain })).statusCode).toBe(401);
    expect(await byAccount('sneak')).toBeUndefined();
  });
});

describe('user export', () => {
  it('writes the filtered users as a real .xlsx that reads back with names, labels and days', async () => {
    const response = await authed(server.app, token, { url: `${OWN}/export-user?account=imp` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="user-\d{14}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^用户数据\d{14}\.xlsx$/);

    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['imp1', 'imp2', 'imp3']);
    const imp1 = rows.find((r) => r[0] === 'imp1')!;
    expect(imp1).toEqual([
      'imp1',
      '覆盖一',
      'U001',
      '小一',
      'imp1@example.com',
      '13900000009',
      '女',
      '1990-01-31',
      '用户',
      '苏州布雷德',
      '首席执行官',
    ]);
    // Never a password hash, in any cell.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.length).toBeGreaterThan(HEADERS.length * 3);
    expect(cells.filter((text) => /^\$2[aby]\$/.test(text))).toEqual([]);
  });

  it('honours the department filter and a signed link, and what it writes imports back', async () => {
    const depts = await dataOf<{ id: string; title: string }[]>(
      authed(server.app, token, { url: '/api/blade-system/dept/tree' }),
    );
    const flat = (
      nodes: { id: string; title: string; children?: unknown[] }[],
    ): { id: string; title: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const suzhou = flat(depts).find((d) => d.title === '苏州布雷德')!;
    const link = await signedLink(server.app, token, `${SYSTEM}/export-user?account=imp&deptId=${suzhou.id}`);
    const response = await server.app.inject({ url: link });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['imp1']);

    // The export is the template's shape: imported back over the same users, it changes nothing.
    const again = await importFile(response.rawPayload, { query: '?isCovered=1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ added: 0, updated: 1 });
    expect(await byAccount('imp1')).toMatchObject({ realName: '覆盖一', birthday: '1990-01-31 00:00:00' });
  });

  it('is for administrators only', async () => {
    const plain = await signInNewUser(server, { roleAlias: 'user' });
    const response = await authed(server.app, plain, { url: `${SYSTEM}/export-user` });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).not.toBe(XLSX);
  });

  it('exports only the caller tenant’s users', async () => {
    const other = await signInNewUser(server, { tenantId: '720001', account: 'boss', roleAlias: 'admin' });
    const response = await authed(server.app, other, { url: `${OWN}/export-user` });
    expect(response.statusCode).toBe(200);
    const accounts = (await readSheet(response.rawPayload)).slice(1).map((r) => r[0]);
    expect(accounts).toEqual(['boss']);
    const [stored] = await server.database.db
      .select({ tenantId: bladeUser.tenantId })
      .from(bladeUser)
      .where(eq(bladeUser.account, 'imp1'));
    expect(stored?.tenantId).toBe('000000');
  });
});
