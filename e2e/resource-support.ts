import { expect, type Page } from '@playwright/test';
import { Api, pressRowAction, rowActionControl, rowWith, toast } from './pages-support';

/** Object storage and SMS configurations, as the resource specs make and enable them. */

export type ProviderKind = 'oss' | 'sms';

type Provider = { id: string; status: number; statusName: string };

const CODE_FIELD = { oss: 'ossCode', sms: 'smsCode' } as const;

/**
 * Configurations of `kind` saved through the API (each row carries its code, all starting with
 * `prefix`); answers the API, a reader of their statuses by code and a cleanup that removes them.
 */
export async function saveProviders(page: Page, kind: ProviderKind, prefix: string, rows: object[]) {
  const api = await Api.of(page);
  const codeField = CODE_FIELD[kind];
  for (const data of rows) await api.post(`/blade-resource/${kind}/submit`, { data });
  const list = async () =>
    (
      await api.get<{ records: (Provider & Record<string, string>)[] }>(`/blade-resource/${kind}/list`, {
        [codeField]: prefix,
        current: 1,
        size: 10,
      })
    ).records;
  const ids = (await list()).map((row) => row.id);
  return {
    api,
    /** status by code */
    statuses: async () => Object.fromEntries((await list()).map((row) => [row[codeField], row.status])),
    cleanup: () => api.post(`/blade-resource/${kind}/remove`, { params: { ids: ids.join(',') } }),
  };
}

/** Enables the configuration `code` from its row's actions in the table `table`, and waits till it shows. */
export async function enableProvider(page: Page, table: string, code: string) {
  const row = rowWith(page.getByRole('table', { name: table }), code);
  const enabled = page.waitForResponse((r) => r.url().includes('/enable?id='));
  await pressRowAction(row, '启用');
  expect(await (await enabled).json()).toMatchObject({ code: 200 });
  // An earlier toast may still be showing: the newest says it.
  await expect(toast(page, '操作成功').last()).toBeVisible();
  // The row drawn again first (its 是否启用 reads 启用): before, its old actions would be read.
  await expect(row.getByRole('cell', { name: '启用', exact: true })).toBeVisible();
  await expect(await rowActionControl(row, '已启用')).toBeDisabled();
  await page.keyboard.press('Escape');
}
