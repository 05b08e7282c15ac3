import { HttpResponse } from 'msw';
import { fail, type MockRow, ok } from './respond';
import { type MockRoutes, readJson } from './routes';
import type { MockStore } from './store';

const S = '/blade-system';

/** The regions, keyed by code: detail, lazy tree and rows, submit, remove, select, import and export. */
export function regionHandlers({ get, post, crud }: MockRoutes, store: MockStore): void {
  // Regions are keyed by code.
  crud(`${S}/region`, 'region', { detail: false, remove: false, submit: false });
  get(`${S}/region/detail`, ({ query }) => ok(store.find('region', query.get('code') ?? '') ?? {}));
  /** The regions under `parentCode` (root 00 when not asked), each saying whether it has any itself. */
  function regionChildren(query: URLSearchParams): MockRow[] {
    const all = store.table('region');
    const parentCode = query.get('parentCode') ?? '00';
    return all
      .filter((row) => row.parentCode === parentCode)
      .map((row) => ({
        ...row,
        parentCode,
        hasChildren: all.some((other) => other.parentCode === row.code),
      }));
  }
  get(`${S}/region/lazy-tree`, ({ query }) =>
    ok(
      regionChildren(query).map((row) => ({
        id: row.id,
        parentId: row.parentCode,
        title: String(row.name),
        key: row.id,
        value: row.id,
        hasChildren: row.hasChildren,
      })),
    ),
  );
  // The region page's tree table: a region's children as rows.
  get(`${S}/region/lazy-list`, ({ query }) => ok(regionChildren(query)));
  post(`${S}/region/submit`, async ({ request }) => {
    const body = await readJson(request);
    const code = String(body.code ?? '');
    if (!code) return fail('区划编号不能为空');
    return ok(store.submit('region', { ...body, id: code, parentId: body.parentCode ?? '00' }));
  });
  post(`${S}/region/remove`, ({ query }) => {
    const code = query.get('id') ?? '';
    if (store.table('region').some((row) => row.parentCode === code)) return fail('请先删除子节点!');
    store.remove('region', [code]);
    return ok({});
  });
  get(`${S}/region/select`, ({ query }) => {
    const parentCode = query.get('code') || '00';
    return ok(store.table('region').filter((row) => row.parentCode === parentCode));
  });
  // The mocks hold no spreadsheet library: downloads are placeholder bytes with the real headers,
  // and an import accepts an .xlsx without reading it (nothing added).
  const spreadsheet = (fileName: string) =>
    new HttpResponse(new Blob(['PK mock spreadsheet']), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="region.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  get(`${S}/region/export-region`, () => spreadsheet('行政区划数据.xlsx'));
  get(`${S}/region/export-template`, () => spreadsheet('行政区划导入模板.xlsx'));
  post(`${S}/region/import-region`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return fail('缺少上传文件：请选择要导入的 .xlsx 文件');
    if (!/\.xlsx$/i.test(file.name)) return fail('无法读取文件：请上传 .xlsx 格式的 Excel 文件');
    return ok({ added: 0, updated: 0, skipped: 0 });
  });
}
