import { expect, type Page, test } from '@playwright/test';
import { as, askForLeave, claimAndOpen, decide, row } from './flow-support';
import { choose, pressRowAction, toast, unique } from './pages-support';

/**
 * A model drawn in the modeler (a start event, an appended user task offered to the manager role, an
 * end event), deployed under the leave category and started from the start list: the engine runs
 * what was drawn.
 */
async function pad(page: Page, action: string) {
  await page.locator(`.djs-context-pad .entry[data-action="${action}"]`).click();
}

test('a model drawn in the modeler is deployed and started', async ({ browser }) => {
  test.setTimeout(180_000);
  const key = `E2eTrip${unique().replace(/\W/g, '')}`;
  const name = `出差申请${key.slice(-4)}`;
  const admin = await as(browser, 'admin');
  await admin.goto('/flow/model');
  await admin.getByRole('button', { name: '新增', exact: true }).click();
  const form = admin.getByRole('dialog');
  await form.getByRole('textbox', { name: '模型标识' }).fill(key);
  await form.getByRole('textbox', { name: '名称' }).fill(name);
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(row(admin, key)).toBeVisible();

  await pressRowAction(row(admin, key), '设计');
  const designer = admin.getByRole('dialog', { name: `设计流程：${name}` });
  await expect(designer.locator('[data-status="ready"]')).toBeVisible();
  await designer.locator('.djs-element[data-element-id="StartEvent_1"] .djs-hit').click();
  await pad(admin, 'append.append-task');
  // Esc ends the new task's label editing (the designer stays open); the task stays selected.
  await admin.keyboard.press('Escape');
  await expect(designer).toBeVisible();
  await pad(admin, 'replace');
  await admin.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const panel = designer.getByRole('complementary', { name: '属性' });
  await expect(panel.getByText(/用户任务/)).toBeVisible();
  await panel.getByRole('textbox', { name: '名称' }).fill('经理审批');
  await panel.getByRole('textbox', { name: '候选组' }).fill('manager');
  await pad(admin, 'append.end-event');
  await designer.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(admin, '模型已保存')).toBeVisible();

  await pressRowAction(row(admin, key), '部署');
  const deploy = admin.getByRole('dialog', { name: `部署模型：${name}` });
  await choose(admin, deploy.getByRole('combobox', { name: '流程类型' }), '请假流程');
  await deploy.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(admin, '部署成功')).toBeVisible();

  // Started from the start list: the category's route opens the leave form for this definition.
  const staff = await as(browser, 'staff');
  await askForLeave(staff, '2031-07-01', '2031-07-01', '客户拜访', name);
  const manager = await as(browser, 'manager');
  await claimAndOpen(manager, '经理审批');
  await decide(manager, '同意', '去吧');
  await staff.goto('/work/send');
  await expect(staff.getByRole('row').filter({ hasText: name }).filter({ hasText: '已结束' })).toBeVisible();
});
