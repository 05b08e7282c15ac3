import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useTabs } from '../../stores/tabs';
import { rowOf, setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';

/**
 * 我的事务 and the leave pages in jsdom against the SDK's mocks (which run the leave process like the
 * engine): which calls a person's clicks make and what the pages say back.
 */
// Generous: the first render loads the shell and the page's chunks on a shared 2-core machine.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

const { store, server } = setupConsoleScreens(() => [import('./WorkList'), import('./leave/LeaveForm')]);

/** Bodies of the POSTs the pages send, by path. */
function recordPosts(): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = {};
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const body = await request
      .clone()
      .json()
      .catch(() => Object.fromEntries(url.searchParams));
    seen[path] = [...(seen[path] ?? []), body];
  });
  return seen;
}

/** Staff's 2-day leave request with this reason, waiting for the manager to claim it. */
async function startLeave(reason: string) {
  await fetch('/api/blade-desk/process/leave/start-process', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      processDefinitionId: 'Leave:1:1',
      startTime: '2031-03-02 09:00:00',
      endTime: '2031-03-03 18:00:00',
      reason,
    }),
  });
}

describe('starting a leave request', () => {
  it('opens the form of the category’s flow route, names each missing field, counts the days and starts it', async () => {
    const posts = recordPosts();
    const user = userEvent.setup();
    const router = renderApp('/work/start');
    await user.click(within(await rowOf('请假流程')).getByRole('button', { name: '发起' }));
    // flow_1 → the `flow` dictionary's remark `leave`.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/work/process/leave/form/Leave%3A1%3A1'),
    );
    // The process by the name people know it by, never its id.
    expect(await screen.findByText('流程: 请假流程')).toBeInTheDocument();
    expect(screen.queryByText(/Leave:1:1/)).toBeNull();

    // Every empty field says what it wants.
    expect(await screen.findByRole('combobox', { name: '请假类型' })).toHaveTextContent('请选择请假类型');
    expect(screen.getAllByRole('textbox', { name: '开始时间' })[0]).toHaveAttribute(
      'placeholder',
      '请选择开始时间',
    );
    expect(screen.getByRole('textbox', { name: '请假理由' })).toHaveAttribute(
      'placeholder',
      '请填写请假理由',
    );
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    // The message at the field, which also says it in its box.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '请假类型' })).toHaveAccessibleDescription(
        '请选择请假类型',
      ),
    );
    expect(screen.getByText('请选择开始时间')).toBeInTheDocument();
    expect(screen.getByText('请选择结束时间')).toBeInTheDocument();
    expect(screen.getByText('请填写请假理由')).toBeInTheDocument();
    expect(posts['/blade-desk/process/leave/start-process']).toBeUndefined();

    await user.click(screen.getByRole('combobox', { name: '请假类型' }));
    await user.click(await screen.findByRole('option', { name: '病假' }));
    const start = screen.getAllByRole('textbox', { name: '开始时间' })[0]!;
    await user.type(start, '2031-03-02 09:00:00{Enter}');
    const end = screen.getAllByRole('textbox', { name: '结束时间' })[0]!;
    await user.type(end, '2031-03-01 09:00:00{Enter}');
    await user.click(screen.getByRole('textbox', { name: '请假理由' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    // A slip of the year: past the longest one request may cover, said at the field.
    await user.clear(end);
    await user.type(end, '9031-03-06 18:00:00{Enter}');
    await user.click(screen.getByRole('textbox', { name: '请假理由' }));
    expect(await screen.findByText('一次请假最长 366 天')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '2031-03-06 18:00:00{Enter}');
    // The reason's bound (blade-schema MAX_LEAVE_REASON): counted while typing, and no more taken.
    const reason = screen.getByRole('textbox', { name: '请假理由' });
    expect(reason).toHaveAccessibleDescription(/已输入 0 字，最多 500 字/);
    await user.click(reason);
    await user.paste('假'.repeat(501));
    expect(reason).toHaveValue('假'.repeat(500));
    expect(reason).toHaveAccessibleDescription(/已输入 500 字，最多 500 字/);
    expect(screen.getByText('500 / 500')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, '  回老家  ');
    expect(await screen.findByDisplayValue('5 天')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    // Back on the start list it came from; the submitted form's tab is closed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/start'));
    expect(useTabs.getState().tabs.map((tab) => tab.value)).not.toContain(
      '/work/process/leave/form/Leave%3A1%3A1',
    );
    expect(posts['/blade-desk/process/leave/start-process']?.[0]).toMatchObject({
      processDefinitionId: 'Leave:1:1',
      leaveType: 'sick',
      startTime: '2031-03-02 09:00:00',
      endTime: '2031-03-06 18:00:00',
      reason: '回老家',
      days: 5,
    });
    expect(await screen.findByText('请假申请已提交，等待部门经理审批')).toBeInTheDocument();
  });
});

describe('claiming and handling', () => {
  it('claims from the claim list, then a rejection needs a comment and an approval sends flag ok', async () => {
    const posts = recordPosts();
    const user = userEvent.setup();
    // A waiting request to claim (the mocks' engine puts it in the claim list).
    store.table('flowTask').splice(0);
    const router = renderApp('/work/start');
    await rowOf('请假流程');
    await startLeave('看病');
    const task = store.table('flowTask')[0]!;

    await router.navigate('/work/claim');
    await user.click(within(await rowOf('部门经理审批')).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('签收成功，任务已进入待办事务')).toBeInTheDocument();
    expect(posts['/blade-flow/work/claim-task']?.[0]).toEqual({ taskId: task.taskId });

    await router.navigate('/work/todo');
    await user.click(within(await rowOf('部门经理审批')).getByRole('button', { name: '办理' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/work/process/leave/handle/${task.taskId}/${task.processInstanceId}/${task.businessId}`,
      ),
    );
    expect(await screen.findByText('看病')).toBeInTheDocument();
    expect(screen.getByText('2 天')).toBeInTheDocument();
    // Who asks, by name.
    expect(screen.getByText('申请人').nextElementSibling).toHaveTextContent('管理员');

    await user.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回时请填写审批意见')).toBeInTheDocument();
    expect(posts['/blade-flow/work/complete-task']).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: '审批意见' }), '同意');
    await user.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/todo'));
    // The kept to-do list reloads at once (its rows were loaded moments ago): the task is gone.
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(posts['/blade-flow/work/complete-task']?.[0]).toMatchObject({
      taskId: task.taskId,
      processInstanceId: task.processInstanceId,
      flag: 'ok',
      comment: '同意',
      variables: { pass: true },
    });
    expect(store.find('flowInstance', String(task.processInstanceId))?.endTime).toBeTruthy();
    // The one who asked sees how it ended in the sent list, not only that it did.
    await router.navigate('/work/send');
    expect(await rowOf('已通过')).toHaveTextContent('已结束');
  });

  it('waits for the request before it can be decided: the buttons stay off until it shows', async () => {
    store.table('flowTask').splice(0);
    const router = renderApp('/work/start');
    await rowOf('请假流程');
    await startLeave('陪产');
    const task = store.table('flowTask')[0]!;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held, then on to the mocks' own answer.
    server.use(http.get('*/blade-desk/process/leave/detail', () => held.then(() => undefined)));

    await router.navigate(
      `/work/process/leave/handle/${task.taskId}/${task.processInstanceId}/${task.businessId}`,
    );
    const reject = await screen.findByRole('button', { name: '驳回' });
    expect(reject).toBeDisabled();
    expect(screen.getByRole('button', { name: '同意' })).toBeDisabled();
    // Its place is kept: a placeholder where the request will show.
    const card = screen.getByRole('heading', { name: '请假审批' }).closest('section')!;
    expect(within(card as HTMLElement).getByRole('status')).toHaveTextContent('加载中');

    release();
    expect(await screen.findByText('陪产')).toBeInTheDocument();
    expect(reject).toBeEnabled();
    expect(screen.getByRole('button', { name: '同意' })).toBeEnabled();
  });
});
