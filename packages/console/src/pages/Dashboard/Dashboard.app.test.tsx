import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, signedIn } from '../../session/session';
import { readVisits, recordVisit } from '../../stores/visits';
import { setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';

/**
 * The dashboard in jsdom against the SDK's mocks: each figure is the server's answer, each panel has
 * its empty and failed states, panels follow the user's menu and role, quick links their visits.
 */
// Generous: the first render loads the shell and the page's chunks on a shared 2-core machine.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

const { store, server, baseUrl } = setupConsoleScreens(() => [import('./Dashboard')]);

const figures = () => screen.findByRole('list', { name: '我的工作概况' });

/** The figure of the stat card `label` once it has loaded. */
async function figure(label: string): Promise<string> {
  const card = within(await figures()).getByRole('link', { name: new RegExp(`^${label}`) });
  await waitFor(() => expect(card).not.toHaveAttribute('aria-busy', 'true'));
  return card.textContent?.slice(label.length) ?? '';
}

/** Paths of the API calls made, to check which lists were asked for. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.replace(/^\/api/, ''));
  });
  return calls;
}

/** `yyyy-MM-dd` of today in this machine's time zone (the mocks' days). */
const today = (() => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

// Visit counts live in localStorage: each test starts with none.
beforeEach(() => {
  for (const key of Object.keys(localStorage)) if (key.includes('visits-')) localStorage.removeItem(key);
});
/** Early on `day`: before now, whenever the test runs. */
const at = (day: string) => `${day} 00:00:00`;

describe('the stat cards', () => {
  it('show the open tasks, today’s orders, unread messages and notices the API counts, each linking to its page', async () => {
    const tasks = store.table('flowTask');
    const task = tasks[0]!;
    tasks.splice(
      0,
      tasks.length,
      task,
      { ...task, id: 'task-2', taskId: 'task-2' },
      { ...task, id: 'task-3', status: 'done' },
      { ...task, id: 'task-4', taskId: 'task-4', status: 'claim' },
    );
    const orders = store.table('order');
    const order = orders[0]!;
    orders.splice(
      0,
      orders.length,
      ...['o1', 'o2', 'o3'].map((id) => ({ ...order, id, createTime: at(today) })),
      { ...order, id: 'o4', createTime: at('2020-01-01') },
    );
    const messages = store.table('cooperationMessage');
    const message = messages[0]!;
    messages.splice(
      0,
      messages.length,
      ...['m1', 'm2', 'm3', 'm4'].map((id, index) => ({ ...message, id, readStatus: index ? 0 : 1 })),
    );

    renderApp('/wel/dashboard');
    // A task waiting to be claimed is counted too, on its own card.
    expect(await figure('待我签收')).toBe('1');
    expect(await figure('我的待办')).toBe('2');
    expect(await figure('今日订单')).toBe('3');
    expect(await figure('未读留言')).toBe('3');
    expect(await figure('通知公告')).toBe(String(store.table('notice').length));
    const links = within(await figures()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/work/claim',
      '/work/todo',
      '/website/order',
      '/website/cooperation',
      '/desk/notice',
    ]);
  });

  it('say a figure could not be loaded when its call fails', async () => {
    server.use(
      http.get(`${baseUrl}/blade-flow/work/todo-list`, () => HttpResponse.json({}, { status: 500 })),
    );
    renderApp('/wel/dashboard');
    expect(await figure('我的待办')).toBe('加载失败');
    expect(await figure('通知公告')).toBe(String(store.table('notice').length));
  });
});

describe('the panels', () => {
  it('list the latest notices with their dates, linking to each, and chart the week’s orders', async () => {
    renderApp('/wel/dashboard');
    const notices = await screen.findByRole('region', { name: '最新通知' });
    const latest = [...store.table('notice')]
      .sort((a, b) => String(b.releaseTime).localeCompare(String(a.releaseTime)))
      .slice(0, 5);
    const items = await within(notices).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      latest.map((notice) => notice.title),
    );
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/desk/notice?${new URLSearchParams({ title: String(latest[0]!.title) })}`,
    );
    expect(items[0]).toHaveTextContent(String(latest[0]!.releaseTime).slice(0, 10));

    // The mocks book one order a day: each of the last seven days has one.
    const chart = await screen.findByRole('region', { name: '近 7 天订单' });
    expect(await within(chart).findByRole('img', { name: '近 7 天订单' })).toBeInTheDocument();
    const rows = within(chart).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(7);
    expect(rows.at(-1)).toHaveTextContent(`${today}1`);
  });

  it('say so when there are no notices and no orders this week', async () => {
    store.table('notice').splice(0);
    store.table('order').splice(0);
    renderApp('/wel/dashboard');
    const notices = await screen.findByRole('region', { name: '最新通知' });
    expect(await within(notices).findByText('暂无通知')).toBeInTheDocument();
    const chart = await screen.findByRole('region', { name: '近 7 天订单' });
    expect(await within(chart).findByText('近 7 天没有新订单')).toBeInTheDocument();
    expect(await figure('今日订单')).toBe('0');
  });

  it('show a skeleton while their figures are on their way', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${baseUrl}/blade-desk/notice/list`, async () => {
        await answered;
        return undefined;
      }),
    );
    renderApp('/wel/dashboard');
    const notices = await screen.findByRole('region', { name: '最新通知' });
    expect(within(notices).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const card = within(await figures()).getByRole('link', { name: /^通知公告/ });
    expect(card).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await within(notices).findAllByRole('listitem')).not.toHaveLength(0);
    expect(within(notices).queryByRole('status')).toBeNull();
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  });

  it('offer a retry when the notices cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(`${baseUrl}/blade-desk/notice/list`, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    renderApp('/wel/dashboard');
    const notices = await screen.findByRole('region', { name: '最新通知' });
    expect(await within(notices).findByText('通知加载失败')).toBeInTheDocument();
    fail = false;
    within(notices).getByRole('button', { name: '重试' }).click();
    expect(await within(notices).findAllByRole('listitem')).toHaveLength(
      Math.min(5, store.table('notice').length),
    );
  });
});

describe('permissions', () => {
  it('hide the order figures from a user whose menu lacks 订单管理, and never ask for them', async () => {
    const menus = store.table('menu');
    const order = menus.findIndex((row) => row.path === '/website/order');
    menus.splice(order, 1);
    const calls = recordCalls();
    renderApp('/wel/dashboard');
    expect(await figure('我的待办')).toBe('1');
    expect(within(await figures()).queryByRole('link', { name: /^今日订单/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '近 7 天订单' })).toBeNull();
    expect(await figure('未读留言')).toMatch(/^\d+$/);
    expect(calls.filter((path) => path.startsWith('/blade-order'))).toEqual([]);
  });

  it('show someone who is not an administrator their tasks and notices only (the other lists would sign them out)', async () => {
    signedIn(adminTokenResponse({ role_name: 'user', account: 'staff', user_name: 'staff' }));
    const calls = recordCalls();
    renderApp('/wel/dashboard');
    expect(await figure('我的待办')).toBe('1');
    const labels = within(await figures())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(labels).toEqual(['/work/claim', '/work/todo', '/desk/notice']);
    expect(calls.filter((path) => /order|cooperation/.test(path))).toEqual([]);
  });
});

describe('quick links', () => {
  it('rank the pages the user opened most, then the default set, within their menu', async () => {
    const user = getSessionSnapshot().user;
    for (let i = 0; i < 3; i++) recordVisit(user, '/system/param');
    for (let i = 0; i < 2; i++) recordVisit(user, '/system/dict');
    recordVisit(user, '/not/in/the/menu');
    recordVisit(user, '/system/dict');
    recordVisit(user, '/system/dict');
    // Another person's visits in the same browser are theirs.
    for (let i = 0; i < 5; i++) recordVisit({ ...user, user_id: 'someone-else' }, '/system/role');
    renderApp('/wel/dashboard');
    const links = await within(await screen.findByRole('region', { name: '快捷入口' })).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).slice(0, 6)).toEqual([
      '/system/dict',
      '/system/param',
      // Then the defaults, in their order.
      '/work/todo',
      '/desk/notice',
      '/website/order',
      '/website/cooperation',
    ]);
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveTextContent('系统字典');
  });

  it('count each arrival on a menu page, not each change of its query', async () => {
    const router = renderApp('/wel/dashboard');
    await screen.findByRole('region', { name: '快捷入口' });
    const visits = () => readVisits(getSessionSnapshot().user)['/system/post'];
    await router.navigate('/system/post');
    await waitFor(() => expect(visits()).toBe(1));
    await router.navigate('/system/post?current=2');
    await router.navigate('/wel/dashboard');
    await screen.findByRole('heading', { name: '控制台', level: 1 });
    expect(visits()).toBe(1);
    await router.navigate('/system/post');
    await waitFor(() => expect(visits()).toBe(2));
    // The welcome and dashboard pages are not menu pages: they are not counted.
    expect(Object.keys(readVisits(getSessionSnapshot().user))).toEqual(['/system/post']);
  });
});
