import { chromium } from '@playwright/test';
import { createHash } from 'node:crypto';
import { chromiumLaunchOptions } from './chromium.mjs';
const BASE = 'http://127.0.0.1:4822';
const md5 = (t) => createHash('md5').update(t).digest('hex');
const browser = await chromium.launch(chromiumLaunchOptions());

async function token(account, password) {
  const r = await fetch(`${BASE}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5(password)}&tenantId=000000&scope=all`, {
    method: 'POST', headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'Tenant-Id': '000000' } });
  return (await r.json()).access_token;
}
async function api(tok, method, url, body) {
  const r = await fetch(`${BASE}/api${url}`, { method, headers: { 'Blade-Auth': `bearer ${tok}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const j = await r.json(); if (j.code !== 200) throw new Error(`${url} ${j.msg}`); return j.data;
}
const staffT = await token('staff', '123456'), managerT = await token('manager', '123456'), hrT = await token('hr', '123456');
const def = (await api(staffT, 'GET', '/blade-flow/work/start-list?current=1&size=10')).records.find((r) => r.key === 'Leave');
async function ask(from, to, reason) {
  await api(staffT, 'POST', '/blade-desk/process/leave/start-process', { processDefinitionId: def.id, startTime: `${from} 09:00:00`, endTime: `${to} 18:00:00`, reason });
}
async function approveAll(tok) {
  for (const t of (await api(tok, 'GET', '/blade-flow/work/claim-list?current=1&size=50')).records) {
    await api(tok, 'POST', `/blade-flow/work/claim-task?taskId=${t.taskId}`);
    await api(tok, 'POST', '/blade-flow/work/complete-task', { taskId: t.taskId, processInstanceId: t.processInstanceId, flag: 'ok', comment: '同意，注意工作交接', variables: { pass: true } });
  }
}
if (process.argv[2] === 'model') {
  const adminT = await token('admin', 'admin');
  const view = await api(adminT, 'GET', `/blade-flow/process/model-view?processDefinitionId=${encodeURIComponent(def.id)}`);
  await api(adminT, 'POST', '/blade-flow/model/submit', { modelKey: 'Leave', name: '请假流程', description: '部门经理审批，超过3天人事审批', modelEditorXml: view.xml });
}
if (process.argv[2] === 'seed') {
  await ask('2031-03-02', '2031-03-06', '回老家办理房产手续，需要往返两地');
  await approveAll(managerT); await approveAll(hrT);
  await ask('2031-04-01', '2031-04-05', '家人手术，需要陪护');
  const t = (await api(managerT, 'GET', '/blade-flow/work/claim-list?current=1&size=50')).records[0];
  await api(managerT, 'POST', `/blade-flow/work/claim-task?taskId=${t.taskId}`);
}
const todo = (await api(managerT, 'GET', '/blade-flow/work/todo-list?current=1&size=10')).records[0];
const sent = (await api(staffT, 'GET', '/blade-flow/work/send-list?current=1&size=10')).records.find((r) => r.processIsFinished === 'finished');

const pages = [
  ['staff', '123456', 'start', '/work/start'],
  ['staff', '123456', 'form', `/work/process/leave/form/${encodeURIComponent(def.id)}`],
  ['manager', '123456', 'handle', `/work/process/leave/handle/${todo.taskId}/${todo.processInstanceId}/${todo.businessId}`],
  ['staff', '123456', 'detail', `/work/process/leave/detail/${sent.processInstanceId}/${sent.businessId}`],
  ['admin', 'admin', 'manager', '/flow/manager'],
  ['admin', 'admin', 'model', '/flow/model'],
];
const only = process.argv[3];
for (const [account, password, name, path] of pages) {
  if (only && !only.split(',').includes(name)) continue;
  for (const [mode, width] of [['zh-light', 1440], ['zh-light', 390], ['en-dark', 1440], ['en-dark', 390]]) {
    const ctx = await browser.newContext({ baseURL: BASE, viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/wel/);
    if (mode === 'en-dark') {
      await page.evaluate(() => {
        const now = Date.now();
        localStorage.setItem('saber-themeName', JSON.stringify({ dataType: 'string', content: 'theme-dark', datetime: now }));
        localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: now }));
      });
    }
    await page.goto(path);
    await page.waitForTimeout(3500);
    if (name === 'form') { await page.locator('button[type=submit]').click(); await page.waitForTimeout(500); }
    if (name === 'model') {
      await page.getByRole('row').filter({ hasText: 'Leave' }).first().getByRole('button', { name: /设计|Design/ }).click().catch(() => {});
      await page.waitForTimeout(3500);
      await page.locator('.djs-element[data-element-id="managerApprove"] .djs-hit').click().catch(() => {});
      await page.waitForTimeout(500);
    }
    await page.screenshot({ path: `/tmp/fc/shot-${name}-${mode}-${width}.png`, fullPage: name !== 'model' });
    await ctx.close();
  }
}
await browser.close();
