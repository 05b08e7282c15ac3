// Over 300 lines: it groups the end-to-end journeys of the personal pages (as the administrator, personal info).
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  ADMIN_STATE,
  Api,
  alert,
  createUser,
  ensureAdminState,
  leaveWith,
  passwordGrant,
  SEED,
  saveSignedInState,
  signIn,
  stateFile,
  toast,
  unique,
} from './pages-support';
import { holdUploads, PIXEL_PNG } from './picture-support';

/**
 * The fixed console pages: dashboard, personal info, the test page and the iframe route of a menu
 * with an http address. Figures and saved values are checked against the server's own answers.
 */
const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** `yyyy-MM-dd` in this machine's time zone (the server's, here): the dashboard's "today". */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last `days` days, oldest first, ending today. */
const lastDays = (days: number) =>
  Array.from({ length: days }, (_, index) => {
    const now = new Date();
    return dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index)));
  });

test.beforeAll(async ({ browser }) => {
  await ensureAdminState(browser);
});

async function adminApi(browser: Browser) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  return { api: await Api.of(page), close: () => context.close() };
}

test.describe('as the administrator', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const width of [1440, 390]) {
    test(`dashboard at ${width} px: the workplace figures are the server's, the panels show its lists`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const api = await Api.of(page);
      await page.goto('/wel/dashboard');
      await expect(page.getByRole('heading', { name: '控制台', level: 1 })).toBeVisible();
      const figures = page.getByRole('list', { name: '我的工作概况' });
      const card = (label: string) => figures.getByRole('link', { name: new RegExp(`^${label}`) });

      const today = dayOf(new Date());
      const [todo, orders, messages, notices] = await Promise.all([
        api.get<{ total: number }>('/blade-flow/work/todo-list', { current: 1, size: 1 }),
        api.get<{ total: number }>('/blade-order/order/list', {
          current: 1,
          size: 1,
          createTime_dateequal: today,
        }),
        api.get<{ total: number }>('/blade-cooperation/cooperationmessage/list', {
          current: 1,
          size: 1,
          readStatus_equal: 0,
        }),
        api.get<{ total: number; records: { title: string; releaseTime: string }[] }>(
          '/blade-desk/notice/list',
          { current: 1, size: 5, descs: 'release_time' },
        ),
      ]);
      const expected: [string, number, string][] = [
        ['我的待办', todo.total, '/work/todo'],
        ['今日订单', orders.total, '/website/order'],
        ['未读留言', messages.total, '/website/cooperation'],
        ['通知公告', notices.total, '/desk/notice'],
      ];
      for (const [label, value, href] of expected) {
        await expect(card(label)).toHaveText(`${label}${value}`);
        await expect(card(label)).toHaveAttribute('href', href);
      }
      // The cards share the panels' width: the row ends where the panels below end.
      const edges = async (locator: ReturnType<typeof page.locator>) => {
        const box = await locator.boundingBox();
        return box ? [Math.round(box.x), Math.round(box.x + box.width)] : [];
      };
      const chart = page.getByRole('region', { name: '近 7 天订单' });
      expect(await edges(figures)).toEqual(await edges(chart));
      // Nothing runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The latest notices, newest first, each with its day.
      const latest = page.getByRole('region', { name: '最新通知' }).getByRole('listitem');
      await expect(latest).toHaveText(
        notices.records.map((notice) => `${notice.title}${notice.releaseTime.slice(0, 10)}`),
      );

      // The chart is drawn (ECharts' SVG) from the server's order count of each of the last 7 days.
      await expect(chart.getByRole('img', { name: '近 7 天订单' }).locator('svg')).toBeVisible();
      const days = lastDays(7);
      const counts = await Promise.all(
        days.map((day) =>
          api
            .get<{ total: number }>('/blade-order/order/list', {
              current: 1,
              size: 1,
              createTime_dateequal: day,
            })
            .then((page) => page.total),
        ),
      );
      await expect(chart.locator('table tr')).toHaveText(days.map((day, index) => `${day}${counts[index]}`));

      // Quick links: pages of the administrator's menu.
      const links = page.getByRole('region', { name: '快捷入口' }).getByRole('link');
      await expect(links).toHaveCount(8);
      await expect(links.first()).toHaveAttribute('href', /^\//);
    });
  }

  test('test page: the session and the button permissions the server grants', async ({ page }) => {
    const api = await Api.of(page);
    await page.goto('/test/index');
    const session = page.getByRole('region', { name: '当前会话' });
    const value = (field: string) =>
      session
        .locator('dl > div', { has: page.locator('dt').getByText(field, { exact: true }) })
        .locator('dd');
    await expect(value('account')).toHaveText('admin');
    await expect(value('tenant_id')).toHaveText('000000');
    await expect(value('role_name')).toHaveText('administrator');
    await expect(value('user_id')).toHaveText(SEED.adminUser);

    // The permissions are the codes of the leaves of the server's button tree.
    type Node = { code: string; children?: Node[] };
    const buttons = await api.get<Node[]>('/blade-system/menu/buttons');
    const codes: string[] = [];
    const visit = (nodes: Node[]) => {
      for (const node of nodes) node.children?.length ? visit(node.children) : codes.push(node.code);
    };
    visit(buttons);
    const unique = [...new Set(codes)].sort();
    const permissions = page.getByRole('region', { name: '按钮权限' });
    await expect(permissions.getByText(`共 ${unique.length} 项`)).toBeVisible();
    await expect(permissions.getByRole('listitem')).toHaveText(unique);
  });

  test('iframe: a menu with an http address opens inside the console', async ({ page, baseURL }) => {
    const api = await Api.of(page);
    const stamp = unique();
    const name = `端到端外链${stamp}`;
    const target = `${baseURL}/api/health`;
    await api.post('/blade-system/menu/submit', {
      data: {
        name,
        code: `e2e_link_${stamp}`,
        alias: 'menu',
        path: target,
        category: 1,
        sort: 100,
        isOpen: 1,
      },
    });
    const [menu] = await api.get<{ id: string }[]>('/blade-system/menu/lazy-menu-list', {
      parentId: '0',
      name,
    });
    const keys = await api.get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
      '/blade-system/menu/role-tree-keys',
      { roleIds: SEED.administratorRole },
    );
    const grant = (menuIds: string[]) =>
      api.post('/blade-system/role/grant', {
        data: {
          roleIds: [SEED.administratorRole],
          menuIds,
          dataScopeIds: keys.dataScope,
          apiScopeIds: keys.apiScope,
        },
      });
    const granted = keys.menu;
    await grant([...granted, menu!.id]);
    try {
      await page.goto('/wel/index');
      await sidebar(page)
        .getByRole('link', { name, exact: true })
        .or(sidebar(page).getByRole('button', { name, exact: true }))
        .click();
      await expect(page).toHaveURL(/\/myiframe\/urlPath\?/);
      expect(new URL(page.url()).searchParams.get('src')).toBe(target);
      const frame = page.locator(`iframe[title="${name}"]`);
      await expect(frame).toHaveAttribute('src', target);
      await expect(page.frameLocator(`iframe[title="${name}"]`).locator('body')).toContainText(
        '"status":"ok"',
      );
      // The tab is labelled with the menu's name.
      await expect(
        page.getByRole('navigation', { name: '已打开的页面' }).getByRole('button', { name, exact: true }),
      ).toBeVisible();
    } finally {
      await grant(granted);
      await api.post('/blade-system/menu/remove', { params: { ids: menu!.id } });
    }
  });
});

test.describe('personal info', () => {
  const USER = stateFile('personal-user');
  const stamp = unique();
  const account = `e2einfo${stamp}`;
  const password = 'Info#1234';

  test.beforeAll(async ({ browser }) => {
    const { api, close } = await adminApi(browser);
    await createUser(api, { account, password, realName: '资料用户' });
    await close();
    await saveSignedInState(browser, USER, account, password);
  });
  test.use({ storageState: USER });

  test('info tab: the SPEC §5 phone messages, then name and phone are saved', async ({ page }) => {
    await page.goto('/info/index');
    const panel = page.getByRole('tabpanel', { name: '个人信息' });
    await expect(panel.getByRole('textbox', { name: '姓名' })).toHaveValue('资料用户');
    const phone = panel.getByRole('textbox', { name: '手机号' });
    await leaveWith(panel, phone, '', '手机号码不能为空');
    await phone.fill('1380013800');
    await expect(panel.getByText('手机号码长度不为11位')).toBeVisible();
    await phone.fill('12345678901');
    await expect(panel.getByText('手机号码格式不正确')).toBeVisible();
    await phone.fill('13800138000');
    await expect(panel.getByText('手机号码格式不正确')).toBeHidden();

    const realName = `改名${stamp.slice(-4)}`;
    const nick = `昵称${stamp.slice(-4)}`;
    await panel.getByRole('textbox', { name: '姓名' }).fill(realName);
    await panel.getByRole('textbox', { name: '用户名' }).fill(nick);
    await panel.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();

    const api = await Api.of(page);
    const info = await api.get<{ realName: string; name: string; phone: string }>('/blade-user/info');
    expect(info).toMatchObject({ realName, name: nick, phone: '13800138000' });
    // The top bar's user name follows, and the form shows the saved values after a reload.
    await expect(page.getByRole('banner').getByText(nick)).toBeVisible();
    await page.reload();
    await expect(panel.getByRole('textbox', { name: '姓名' })).toHaveValue(realName);
    await expect(panel.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  });

  test('avatar: a png is uploaded and saved; another type and a file over 500 KB are refused', async ({
    page,
  }) => {
    await page.goto('/info/index');
    const panel = page.getByRole('tabpanel', { name: '个人信息' });
    const avatar = panel.getByRole('group', { name: '头像' });
    await expect(avatar.getByText('只能上传 jpg/png 文件，且不超过 500 KB')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: '姓名' })).not.toHaveValue('');

    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await avatar.getByRole('button', { name: /上传头像|更换头像/ }).click();
      await (await chooser).setFiles(file);
    };

    await upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(avatar.getByRole('alert')).toHaveText('“notes.txt”不是 jpg/png 文件，未上传');
    const big = Buffer.concat([PIXEL_PNG, Buffer.alloc(600 * 1024)]);
    await upload({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(avatar.getByRole('alert')).toHaveText(
      /^“big\.png”大小为 600(\.\d)? KB，超过了 500 KB 的上限，未上传$/,
    );
    await expect(avatar.getByRole('img')).toHaveCount(0);

    // Held back as on a slow network: 提交 waits for the new avatar (submitted now, the old one would be saved).
    const release = await holdUploads(page);
    const uploaded = page.waitForResponse((r) => r.url().includes('/blade-resource/oss/endpoint/put-file'));
    await upload({ name: 'face.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    const submit = panel.getByRole('button', { name: '提交' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(submit).not.toHaveAttribute('aria-busy');
    const link = ((await (await uploaded).json()) as { data: { link: string } }).data.link;
    expect(link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\/[0-9a-f-]+\.png$/);
    await expect(avatar.getByRole('alert')).toHaveCount(0);
    await expect(avatar.getByRole('img')).toHaveAttribute('src', link);
    await panel.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();

    const api = await Api.of(page);
    expect((await api.get<{ avatar: string }>('/blade-user/info')).avatar).toBe(link);
    // The stored image is served back as the png that was sent.
    const image = await page.request.get(link);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await image.body()).equals(PIXEL_PNG)).toBe(true);
  });
});

test('password tab: the server refuses a wrong old password, a mismatch is told, then it changes', async ({
  page,
  browser,
}) => {
  const { api, close } = await adminApi(browser);
  const account = `e2epwd${unique()}`;
  await createUser(api, { account, password: 'Old#1234', realName: '改密用户' });
  await close();
  await signIn(page, account, 'Old#1234');
  // A user without an administrator role: the home tab shows their tasks (to claim, to do) and the
  // notices only (the
  // order and message lists are the administrators', and asking for them would answer 401 and
  // sign the user out).
  const figures = page.getByRole('list', { name: '我的工作概况' }).getByRole('link');
  await expect(figures).toHaveText([/^待我签收\d+$/, /^我的待办\d+$/, /^通知公告\d+$/]);
  await expect(page.getByRole('region', { name: '最新通知' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '近 7 天订单' })).toHaveCount(0);
  // The figures are in, so every call has answered: the user is still signed in.
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto('/info/index');
  await page.getByRole('tab', { name: '修改密码' }).click();
  const panel = page.getByRole('tabpanel', { name: '修改密码' });
  const oldPassword = panel.getByRole('textbox', { name: '原密码', exact: true });
  const newPassword = panel.getByRole('textbox', { name: '新密码', exact: true });
  const confirmPassword = panel.getByRole('textbox', { name: '确认密码', exact: true });

  // Wrong old password: the server's message.
  await oldPassword.fill('Wrong#1234');
  await newPassword.fill('New#1234');
  await confirmPassword.fill('New#1234');
  await panel.getByRole('button', { name: '提交' }).click();
  await expect(alert(page, '原密码不正确!')).toBeVisible();

  // Mismatch: told by the form, nothing sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/blade-user/update-password')) sent += 1;
  });
  await oldPassword.fill('Old#1234');
  await leaveWith(panel, confirmPassword, 'New#12345', '两次密码输入不一致');
  await panel.getByRole('button', { name: '提交' }).click();
  await expect(panel.getByText('两次密码输入不一致')).toBeVisible();
  expect(sent).toBe(0);

  await confirmPassword.fill('New#1234');
  await expect(panel.getByText('两次密码输入不一致')).toBeHidden();
  await panel.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(oldPassword).toHaveValue('');

  expect((await passwordGrant(page.request, account, 'Old#1234')).error_description).toBe('用户名或密码错误');
  expect((await passwordGrant(page.request, account, 'New#1234')).access_token).toBeTruthy();
});
