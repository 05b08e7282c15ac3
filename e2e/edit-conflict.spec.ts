import type { Browser, Page } from '@playwright/test';
import { expect, test } from './admin-test';
import {
  ADMIN_STATE,
  Api,
  closesWith,
  pressRowAction,
  rowWith,
  search,
  toast,
  unique,
} from './pages-support';

/**
 * Issue 25 end to end: two people (two browser contexts) edit the same parameter. The first saves;
 * the second, still on the old copy, is refused and sees the conflict dialog with the stored value
 * beside their own, their text still in the form, and can take either way.
 */

interface Param {
  id: string;
  paramKey: string;
  paramValue: string;
  remark: string;
}

/** A parameter of this test's own, created through the API. */
async function newParam(page: Page): Promise<Param> {
  const api = await Api.of(page);
  const key = `e2e.conflict.${unique()}`;
  await api.post('/blade-system/param/submit', {
    data: { paramName: '并发参数', paramKey: key, paramValue: 'original', remark: '原备注' },
  });
  const { records } = await api.get<{ records: Param[] }>('/blade-system/param/list', {
    paramKey_equal: key,
  });
  const param = records[0];
  if (!param) throw new Error(`param ${key} was not created`);
  return param;
}

async function storedParam(page: Page, id: string): Promise<Param> {
  return (await Api.of(page)).get<Param>('/blade-system/param/detail', { id });
}

/** A second person: a browser context of its own, signed in as the same administrator. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return context.newPage();
}

/** Opens the parameter's edit form on a page; answers the form dialog. */
async function openEdit(page: Page, key: string) {
  await page.goto('/system/param');
  await search(page, '参数键名', key);
  const table = page.getByRole('table', { name: '参数管理' });
  await pressRowAction(rowWith(table, key), '编辑');
  const form = page.getByRole('dialog', { name: '编辑参数' });
  await expect(form.getByRole('textbox', { name: '参数键值' })).toHaveValue('original');
  return form;
}

/**
 * Both open the same parameter; the first saves a new value, then the second, on the old copy,
 * saves a remark and a value of their own: answers the second page, its form and the dialog.
 */
async function conflictingEdits(first: Page, second: Page) {
  const param = await newParam(first);
  const firstForm = await openEdit(first, param.paramKey);
  const secondForm = await openEdit(second, param.paramKey);

  await firstForm.getByRole('textbox', { name: '参数键值' }).fill('first-value');
  await firstForm.getByRole('button', { name: '保存' }).click();
  await closesWith(first, firstForm, '修改成功');

  await secondForm.getByRole('textbox', { name: '参数键值' }).fill('second-value');
  await secondForm.getByRole('textbox', { name: '备注' }).fill('第二个人的备注');
  await secondForm.getByRole('button', { name: '保存' }).click();
  const dialog = second.getByRole('dialog', { name: '记录已被他人修改' });
  await expect(dialog).toBeVisible();
  return { param, form: secondForm, dialog };
}

// @replicas: two people saving one row through different replicas must still see the conflict.
test.describe('two people edit the same parameter', { tag: '@replicas' }, () => {
  test('the second sees both values, keeps their text, and can save theirs over the new version', async ({
    page,
    browser,
  }) => {
    const second = await secondPerson(browser);
    const { param, form, dialog } = await conflictingEdits(page, second);

    // Whose change it was, and both values of what each person saved or typed.
    await expect(dialog.getByRole('status')).toContainText('管理员');
    const value = dialog.getByRole('row', { name: /参数键值/ });
    await expect(value.getByRole('cell', { name: 'first-value', exact: true })).toBeVisible();
    await expect(value.getByRole('cell', { name: 'second-value', exact: true })).toBeVisible();
    await expect(value).toContainText('不同');
    await expect(dialog.getByRole('row', { name: /备注/ })).toContainText('第二个人的备注');
    // Nothing was written by the refused save.
    expect(await storedParam(page, param.id)).toMatchObject({ paramValue: 'first-value', remark: '原备注' });

    // Closing the dialog returns to the form (hidden behind it) with everything typed.
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('textbox', { name: '参数键值' })).toHaveValue('second-value');
    await expect(form.getByRole('textbox', { name: '备注' })).toHaveValue('第二个人的备注');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: '保留我的修改并覆盖保存' }).click();
    await closesWith(second, form, '修改成功');
    await expect(dialog).toBeHidden();
    expect(await storedParam(page, param.id)).toMatchObject({
      paramValue: 'second-value',
      remark: '第二个人的备注',
    });
    await second.context().close();
  });

  test('the second can instead reload the stored record, dropping their edit', async ({ page, browser }) => {
    const second = await secondPerson(browser);
    const { param, form, dialog } = await conflictingEdits(page, second);

    await dialog.getByRole('button', { name: '重新加载（放弃我的修改）' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('textbox', { name: '参数键值' })).toHaveValue('first-value');
    await expect(form.getByRole('textbox', { name: '备注' })).toHaveValue('原备注');

    // Saving now carries the stored version: accepted, over the first person's value.
    await form.getByRole('textbox', { name: '备注' }).fill('看过之后的备注');
    await form.getByRole('button', { name: '保存' }).click();
    await closesWith(second, form, '修改成功');
    await expect(toast(second, '修改成功')).toBeVisible();
    expect(await storedParam(page, param.id)).toMatchObject({
      paramValue: 'first-value',
      remark: '看过之后的备注',
    });
    await second.context().close();
  });
});
