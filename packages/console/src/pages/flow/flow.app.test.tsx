import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';
import { pressRowAction } from '../../test/rowActions';

/** 流程管理 (模型设计, 流程列表) in jsdom against the SDK's mocks: models, deployment and suspension. */
// Generous: the first render loads the shell and the page's chunks on a shared 2-core machine.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

const { store } = setupConsoleScreens(() => [import('./Model/Model'), import('./Manager/Manager')]);

describe('process models', () => {
  it('names a wrong key, saves a new model with a start event keyed by it, and deploys it into a category', async () => {
    const user = userEvent.setup();
    renderApp('/flow/model');
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增流程模型' });
    await user.type(within(form).getByRole('textbox', { name: '模型标识' }), '9trip');
    await user.type(within(form).getByRole('textbox', { name: '名称' }), '出差申请');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(/请输入模型标识（字母开头/)).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: '模型标识' }));
    await user.type(within(form).getByRole('textbox', { name: '模型标识' }), 'Trip');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(store.table('flowModel').some((m) => m.modelKey === 'Trip')).toBe(true));
    const model = store.table('flowModel').find((m) => m.modelKey === 'Trip')!;
    expect(String(model.modelEditorXml)).toContain(
      '<bpmn:process id="Trip" name="出差申请" isExecutable="true">',
    );

    await pressRowAction(user, await rowOf('Trip'), '部署');
    const deploy = await screen.findByRole('dialog', { name: '部署模型：出差申请' });
    await user.click(within(deploy).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('部署成功，流程定义已更新')).toBeInTheDocument();
    expect(store.table('flowDefinition').find((d) => d.key === 'Trip')).toMatchObject({
      category: 'flow_1',
      version: 1,
    });
  });
});

describe('process management', () => {
  it('asks before suspending, then offers to activate', async () => {
    const user = userEvent.setup();
    renderApp('/flow/manager');
    await user.click(within(await rowOf('Leave')).getByRole('button', { name: '挂起' }));
    const asked = (await screen.findByText(/挂起后不能再发起该流程/)).closest(
      '[role="alertdialog"], [role="dialog"]',
    );
    await user.click(within(asked as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.find('flowDefinition', 'Leave:1:1')?.suspensionState).toBe(2));
    expect(await within(await rowOf('Leave')).findByRole('button', { name: '激活' })).toBeInTheDocument();
    expect(within(await rowOf('Leave')).getByText('挂起')).toBeInTheDocument();
  });
});
