import { expect, test } from './admin-test';
import {
  Api,
  closesWith,
  deleteRow,
  leaveWith,
  press,
  pressRowAction,
  rowWith,
  search,
  toast,
  unique,
} from './pages-support';
import { choosePicture, holdUploads } from './picture-support';

/**
 * The carousel is built from its resource definition alone (issue 9): no page, route, model or
 * table code of its own. A person uses it like any hand-made page, against the real server.
 */

test('carousel: the demo slides, the rules while typing, then add with a picture, edit and delete', async ({
  page,
}) => {
  await page.goto('/website/carousel');
  await expect(page.getByRole('table', { name: '轮播图' })).toBeVisible();
  for (const title of ['通达全国的干线运输', '智能仓储与分拨中心', '在线下单，全程可追踪']) {
    await expect(rowWith(page, title)).toBeVisible();
  }

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const titleBox = dialog.getByRole('textbox', { name: '标题' });
  // The limit of the definition (64) is said while typing, before the field is left.
  await titleBox.fill('长'.repeat(65));
  await expect(dialog.getByText('标题最多 64 个字符')).toBeVisible();
  const title = `冷链专线${unique()}`;
  await titleBox.fill(title);
  await expect(dialog.getByText('标题最多 64 个字符')).toBeHidden();
  await press(dialog, '保存');
  await expect(dialog.getByText('请选择图片')).toBeVisible();

  await choosePicture(page, () => dialog.getByRole('button', { name: /上传/ }).first().click(), 'slide.png');
  await expect(dialog.getByText('请选择图片')).toBeHidden();
  const sort = dialog.getByRole('spinbutton', { name: '排序' });
  await leaveWith(dialog, sort, '-1', '排序不能小于 0');
  await sort.fill('7');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  const api = await Api.of(page);
  const saved = await api.get<{ records: { id: string; imageUrl: string; sort: number }[] }>(
    '/blade-website/carousel/list',
    { title },
  );
  expect(saved.records).toHaveLength(1);
  expect(saved.records[0]).toMatchObject({ sort: 7, imageUrl: expect.stringMatching(/\S/) });

  await search(page, '标题', title);
  const row = rowWith(page, title);
  await pressRowAction(row, '编辑');
  const edit = page.getByRole('dialog');
  await edit.getByRole('textbox', { name: '链接', exact: true }).fill('/service');
  await press(edit, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(rowWith(page, '/service')).toBeVisible();

  await deleteRow(page, row);
  expect((await api.get<{ total: number }>('/blade-website/carousel/list', { title })).total).toBe(0);
});

test('保存 pressed while the picture still uploads saves the slide with it once it is up', async ({
  page,
}) => {
  // The upload held back, as on a slow network, until the save has been asked for.
  const release = await holdUploads(page);
  await page.goto('/website/carousel');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const title = `冷链专线${unique()}`;
  await dialog.getByRole('textbox', { name: '标题' }).fill(title);
  await choosePicture(page, () => dialog.getByRole('button', { name: /上传/ }).first().click(), 'slide.png');
  const submitted = page.waitForRequest('**/blade-website/carousel/submit');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();

  // Waiting, not refused: the picture is on its way, not missing.
  await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByText('请选择图片')).toBeHidden();
  release();
  const request = await submitted;
  expect(request.postDataJSON()).toMatchObject({ title, imageUrl: expect.stringMatching(/\S/) });
  await closesWith(page, dialog, '新增成功');
  const api = await Api.of(page);
  const saved = await api.get<{ records: { id: string; imageUrl: string }[] }>(
    '/blade-website/carousel/list',
    { title },
  );
  expect(saved.records).toEqual([expect.objectContaining({ imageUrl: expect.stringMatching(/\S/) })]);
  // The site's home page shows every slide: leave it as it was.
  await api.post('/blade-website/carousel/remove', { params: { ids: saved.records[0]!.id } });
});
