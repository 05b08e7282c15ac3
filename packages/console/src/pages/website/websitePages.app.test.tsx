import { DANGEROUS_TAGS, dangerousAttributes, OWASP_XSS_PAYLOADS } from '@blade-console/ui';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';
import { pressRowAction, rowActionNames } from '../../test/rowActions';

/**
 * The website pages of the console in jsdom against the SDK's mocks (MSW): what staff see and
 * which calls their clicks make.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { baseUrl, store, server } = setupConsoleScreens(() => [
  import('./Order/Order'),
  import('./News/News'),
  import('./Cooperation/Cooperation'),
  import('../report/ReportList/ReportList'),
]);

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** Every request the page sends, as "METHOD /path?query" (paths under /api). */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
  });
  return seen;
}

/** The confirmation whose question says `text`. */
const question = async (text: RegExp) =>
  (await screen.findByText(text)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
/** Stored content on the page: the table's body and the view dialog's rich text. */
function storedContent(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('tbody, [role="document"]')];
}
function expectInert() {
  for (const element of storedContent()) {
    expect(element.querySelectorAll(DANGEROUS_TAGS.replace('input, ', ''))).toHaveLength(0);
    // The table's own checkboxes are inputs; none may come from the content.
    expect([...element.querySelectorAll('input')].every((input) => input.type === 'checkbox')).toBe(true);
    expect(dangerousAttributes(element).filter((found) => !found.includes(' style="'))).toEqual([]);
  }
  expect(window.__xss).toBeUndefined();
}

beforeEach(() => {
  delete window.__xss;
});

// The first test renders the whole console cold and opens five rows' menus: 15–28 s on this 2-core
// machine idle, 42 s once while another Vitest run shared it.
describe('orders: status moves along ORDER_TRANSITIONS only', { timeout: 60_000 }, () => {
  it('offers each row only its allowed next states and saves the chosen one', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderApp('/website/order');
    // The file's first render of the whole console (its lazy chunks imported cold): ~10 s on a loaded
    // 2-core machine, past the 5 s default.
    expect(await screen.findByRole('table', { name: '订单管理' }, { timeout: 20_000 })).toBeInTheDocument();

    const moves = ['受理', '发运', '签收', '取消订单'];
    const offered = async (row: HTMLElement) =>
      (await rowActionNames(user, row)).filter((label) => moves.includes(label));
    expect(await offered(await rowOf('BX2026110100001'))).toEqual(['受理', '取消订单']); // 待受理
    expect(await offered(await rowOf('BX2026110100002'))).toEqual(['发运', '取消订单']); // 已受理
    expect(await offered(await rowOf('BX2026110100003'))).toEqual(['签收']); // 运输中
    expect(await offered(await rowOf('BX2026110100004'))).toEqual([]); // 已签收
    expect(await offered(await rowOf('BX2026110100005'))).toEqual([]); // 已取消
    // The status is a tag with its name; regions show their names where the list carries them.
    expect(within(await rowOf('BX2026110100003')).getByText('运输中')).toBeVisible();

    const pending = await rowOf('BX2026110100001');
    const id = store.table('order').find((row) => row.trackingNo === 'BX2026110100001')?.id;
    await pressRowAction(user, pending, '受理');
    expect(await screen.findByText('订单已改为“已受理”')).toBeInTheDocument();
    expect(requests).toContain('POST /blade-order/order/submit');
    expect(store.find('order', String(id))?.orderStatus).toBe(2);
    await waitFor(async () =>
      expect(within(await rowOf('BX2026110100001')).getByText('已受理')).toBeVisible(),
    );
    expect(await offered(await rowOf('BX2026110100001'))).toEqual(['发运', '取消订单']);
  });

  it('asks before cancelling, and cancels only on OK', async () => {
    const user = userEvent.setup();
    renderApp('/website/order');
    const row = await rowOf('BX2026110100002');
    const id = store.table('order').find((order) => order.trackingNo === 'BX2026110100002')?.id;
    await pressRowAction(user, row, '取消订单');
    const asked = await question(/取消后订单不能再恢复/);
    await user.click(within(asked).getByRole('button', { name: '取消' }));
    expect(store.find('order', String(id))?.orderStatus).toBe(2);

    await pressRowAction(user, await rowOf('BX2026110100002'), '取消订单');
    await user.click(within(await question(/取消后订单不能再恢复/)).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.find('order', String(id))?.orderStatus).toBe(5));
  });
});

describe('cooperation inbox', () => {
  it('marks unread rows, and opening a message marks it read', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderApp('/website/cooperation');
    const row = await rowOf(/刘洋/);
    const id = store.table('cooperationMessage').find((message) => message.name === '刘洋')?.id;
    // Unread: bold, a dot and the word, not colour alone.
    expect(within(row).getByText('刘洋').closest('[data-unread]')).not.toBeNull();
    expect(within(row).getByText(/未读:/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '查看合作留言' });
    // The visitor's words as text.
    expect(within(dialog).getByRole('definition', { name: '留言内容' })).toHaveTextContent(/3 万平方米仓库/);
    await waitFor(() => expect(store.find('cooperationMessage', String(id))?.readStatus).toBe(1));
    expect(requests).toContain(`POST /blade-cooperation/cooperationmessage/read?ids=${id}&readStatus=1`);
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(within(await rowOf(/刘洋/)).queryByText(/未读:/)).toBeNull());
  });

  it('marks the selection unread from the toolbar, and lets staff keep a reply note only', async () => {
    const user = userEvent.setup();
    store.table('cooperationMessage').forEach((row) => {
      row.readStatus = 1;
    });
    renderApp('/website/cooperation');
    const row = await rowOf(/Emily Zhang/);
    await user.click(within(row).getByRole('checkbox'));
    // On the bar, or in its 更多 menu when the bar is too narrow for it (the tests' layout gives
    // every element the same width, so the page's actions fold into the menu).
    const toolbar = screen.getByRole('toolbar', { name: '表格操作' });
    const onBar = within(toolbar).queryByRole('button', { name: '标为未读' });
    if (onBar) await user.click(onBar);
    else {
      await user.click(within(toolbar).getByRole('button', { name: '更多' }));
      await user.click(await screen.findByRole('menuitem', { name: '标为未读' }));
    }
    const id = store.table('cooperationMessage').find((message) => message.name === 'Emily Zhang')?.id;
    await waitFor(() => expect(store.find('cooperationMessage', String(id))?.readStatus).toBe(0));

    await user.click(within(await rowOf(/Emily Zhang/)).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑合作留言' });
    expect(within(dialog).getByLabelText(/留言内容/)).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/处理备注/), '已电话回复');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(store.find('cooperationMessage', String(id))?.reply).toBe('已电话回复'));
  });
});

describe('news: sync to the WeChat official account', () => {
  it('syncs a published article and says what the account answered', async () => {
    const user = userEvent.setup();
    renderApp('/website/news');
    const row = await rowOf('华东智能分拨中心正式投入运营');
    await pressRowAction(user, row, '同步公众号');
    // The account's answer as the server recorded it on the row.
    expect(await screen.findByText(/^已同步到公众号：发布任务 \d+ 已提交/)).toBeInTheDocument();
    // Drafts cannot be synced: no such action.
    const draft = store.table('news').find((news) => news.publishStatus !== 2);
    const draftRow = await rowOf(String(draft?.title));
    expect(await rowActionNames(user, draftRow)).not.toContain('同步公众号');
  });

  it("shows the server's message when the account refuses", async () => {
    server.use(
      http.post(`${baseUrl}/blade-news/news/syncWeixinPublic`, () =>
        HttpResponse.json(
          { code: 400, success: false, data: {}, msg: '公众号接口调用失败：access_token 已过期且刷新失败' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/website/news');
    await pressRowAction(user, await rowOf('华东智能分拨中心正式投入运营'), '同步公众号');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '公众号接口调用失败：access_token 已过期且刷新失败',
    );
  });
});

describe('OWASP XSS payloads stored in news and messages are inert in the console', () => {
  it('in the news list and the view dialog, and in the inbox', async () => {
    const [news] = store.table('news');
    if (!news) throw new Error('no demo news');
    news.title = OWASP_XSS_PAYLOADS[1];
    news.summary = OWASP_XSS_PAYLOADS[2];
    news.content = OWASP_XSS_PAYLOADS.join('');
    for (const [i, row] of store.table('cooperationMessage').entries()) {
      row.name = OWASP_XSS_PAYLOADS[(i + 2) % OWASP_XSS_PAYLOADS.length];
      row.content = OWASP_XSS_PAYLOADS.join('\n');
    }
    const user = userEvent.setup();
    renderApp('/website/news');
    const row = await rowOf(OWASP_XSS_PAYLOADS[1] ?? '');
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '查看新闻' });
    await within(dialog).findByRole('document', { name: '正文' });
    // Scripts never run; nothing that could run reached the DOM.
    await act(async () => undefined);
    expect(storedContent().length).toBeGreaterThan(1);
    expectInert();
  });

  it('in the inbox: names and messages are text', async () => {
    for (const row of store.table('cooperationMessage')) {
      row.name = OWASP_XSS_PAYLOADS[2];
      row.content = OWASP_XSS_PAYLOADS.join('\n');
    }
    const user = userEvent.setup();
    renderApp('/website/cooperation');
    const [first] = await screen.findAllByRole('cell', { name: /onerror/ });
    expect(first).toHaveTextContent(OWASP_XSS_PAYLOADS[2] ?? '');
    await user.click(within(first?.closest('tr') as HTMLElement).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '查看合作留言' });
    expect(within(dialog).getByRole('definition', { name: '留言内容' }).textContent).toBe(
      OWASP_XSS_PAYLOADS.join('\n'),
    );
    expectInert();
  });
});

describe('reports', () => {
  it('opens a saved report as its figures in a table with a total', async () => {
    const user = userEvent.setup();
    renderApp('/report/reportlist');
    const row = await rowOf('订单状态分布');
    await pressRowAction(user, row, '打开');
    const dialog = await screen.findByRole('dialog', { name: '报表：订单状态分布' });
    const table = await within(dialog).findByRole('table', { name: '订单状态分布' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['项目数量', '待受理3', '已受理2', '运输中2', '已签收2', '已取消2', '合计11']);
    expect(within(dialog).getByRole('img', { name: '订单状态分布（饼图）' })).toBeInTheDocument();
    // The table scrolls in a box of its own: a named stop a keyboard can reach and scroll.
    const box = within(dialog).getByRole('region', { name: '订单状态分布' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
