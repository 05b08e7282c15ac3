import type { Page } from '@playwright/test';
import { expect, test } from './admin-test';
import { Api, pressRowAction, rowWith, search, unique, viewValue } from './pages-support';

/** The three log pages: the list and the detail view, against the server's own log rows. */

type Page_<T> = { total: number; records: T[] };

/** Log rows are written in batches (about once a second): waits for the rows a filter finds. */
async function logRows<T>(api: Api, kind: string, filter: Record<string, string>): Promise<T[]> {
  let rows: T[] = [];
  await expect
    .poll(async () => {
      rows = (await api.get<Page_<T>>(`/blade-log/${kind}/list`, { ...filter, current: 1, size: 10 }))
        .records;
      return rows.length;
    })
    .toBeGreaterThan(0);
  return rows;
}

/** Opens a row's view dialog; answers the dialog. */
async function view(page: Page, table: string, cell: string) {
  const row = rowWith(page.getByRole('table', { name: table }), cell);
  await expect(row).toHaveCount(1);
  await pressRowAction(row, '查看');
  const dialog = page.getByRole('dialog', { name: '查看' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('usual log: the server start is listed; its detail shows the log data', async ({ page }) => {
  const api = await Api.of(page);
  type Usual = { id: string; logId: string; logLevel: string };
  const [startup] = await logRows<Usual>(api, 'usual', { logId: 'startup' });
  const detail = await api.get<{ logData: string; methodClass: string; methodName: string }>(
    '/blade-log/usual/detail',
    { id: startup!.id },
  );
  expect(JSON.parse(detail.logData)).toHaveProperty('node');

  await page.goto('/monitor/log/usual');
  const table = page.getByRole('table', { name: '通用日志' });
  // Read-only: no add, edit or delete.
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: '请求接口' })).toBeVisible();
  // The e2e server starts on a new database: one start, one row.
  await search(page, '日志级别', 'INFO');
  const row = rowWith(table, 'startup');
  await expect(row.getByRole('cell', { name: 'INFO', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  const dialog = await view(page, '通用日志', 'startup');
  await expect(viewValue(dialog, '日志数据')).toHaveText(detail.logData);
  await expect(viewValue(dialog, '方法类')).toHaveText(detail.methodClass);
  await expect(viewValue(dialog, '方法名')).toHaveText(detail.methodName);
});

test('api log: a call is listed with its address; the detail shows its parameters', async ({ page }) => {
  const api = await Api.of(page);
  const stamp = unique();
  const path = `/api/blade-e2e/log-probe-${stamp}`;
  // A signed-in call no route answers is still logged (404), with its query as the parameters
  // (anonymous calls are only counted).
  await api.raw('GET', path.slice('/api'.length), { probe: stamp });
  type ApiLog = { id: string; requestUri: string; method: string; type: string };
  const [logged] = await logRows<ApiLog>(api, 'api', { requestUri: stamp });
  expect(logged).toMatchObject({ requestUri: path, method: 'GET', type: '2' });
  const detail = await api.get<{ params: string; userAgent: string }>('/blade-log/api/detail', {
    id: logged!.id,
  });
  expect(JSON.parse(detail.params)).toEqual({ query: { probe: stamp } });

  // Staff see the newest calls first (the server keeps Blade's oldest first for clients that ask nothing).
  const firstList = page.waitForRequest((request) => request.url().includes('/blade-log/api/list'));
  await page.goto('/monitor/log/api');
  expect(new URL((await firstList).url()).searchParams.get('descs')).toBe('create_time');
  await search(page, '请求接口', stamp);
  const row = rowWith(page.getByRole('table', { name: '接口日志' }), path);
  // Every column has room (none squeezed to nothing by the fixed-width ones).
  await expect(row.getByRole('cell', { name: path, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'GET', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '日志名' })).toBeVisible();
  const dialog = await view(page, '接口日志', path);
  await expect(viewValue(dialog, '请求数据')).toHaveText(detail.params);
  await expect(viewValue(dialog, '用户代理')).toHaveText(detail.userAgent);
  await expect(viewValue(dialog, '日志类型')).toHaveText('失败');
  // The list leaves the parameters out; only the detail has them.
  const listed = await api.get<Page_<Record<string, unknown>>>('/blade-log/api/list', {
    requestUri: stamp,
    current: 1,
    size: 1,
  });
  expect(listed.records[0]).not.toHaveProperty('params');
});

test('error log: an uploaded console error is listed; the detail shows its message and stack', async ({
  page,
}) => {
  const api = await Api.of(page);
  const stamp = unique();
  const url = `/e2e/error-${stamp}`;
  const message = `端到端错误 ${stamp}`;
  const stack = `TypeError: ${message}\n    at e2e (${url}:1:1)`;
  // The console's "upload to server" of its local error log.
  await api.post('/blade-auth/oauth/logout', {
    data: [{ url, time: '2030-01-01 00:00:00', type: 'TypeError', message, stack, info: 'e2e' }],
  });
  const [logged] = await logRows<{ id: string; exceptionName: string }>(api, 'error', { requestUri: stamp });
  expect(logged!.exceptionName).toBe('TypeError');

  await page.goto('/monitor/log/error');
  await search(page, '请求接口', stamp);
  const row = rowWith(page.getByRole('table', { name: '错误日志' }), url);
  await expect(row.getByRole('cell', { name: url, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'TypeError', exact: true })).toBeVisible();
  const dialog = await view(page, '错误日志', url);
  await expect(viewValue(dialog, '异常信息')).toHaveText(message);
  await expect(viewValue(dialog, '异常堆栈')).toHaveText(stack);
  await expect(viewValue(dialog, '请求数据')).toHaveText(
    JSON.stringify({ time: '2030-01-01 00:00:00', info: 'e2e' }),
  );
});
