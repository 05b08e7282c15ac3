import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../../stories/support/play';
import { makePackages, makeParams, packageColumns, type TenantPackage } from './fixtures/data';
import { MemoryCrudTable } from './fixtures/MemoryCrudTable';
import { pickTreeNodes, pressToolbarButton } from './fixtures/play';
import { crudTableMeta, dataRows, type Loaded, ParamPage, rowsLoaded } from './fixtures/stories';
import { createMemoryCrudSource, type MemoryCrudSource } from './memorySource';

/** Adding, editing, viewing and deleting records, and the permissions that hide them. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

/** Add: rules checked on blur with the SPEC §5 messages; a valid save says 新增成功. */
export const AddWithValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const dialog = await openDialog(canvas, '新增', '新增');
    const name = within(dialog).getByLabelText(/参数名称/);
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await within(dialog).findByText('请输入参数名称')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入参数键名')).toBeVisible();
    await expect(within(dialog).getByText('请输入参数键值')).toBeVisible();
    const value = within(dialog).getByLabelText(/参数键值/) as HTMLTextAreaElement;
    await expect(value.rows).toBe(6);
    await userEvent.type(name, '新参数');
    await userEvent.type(within(dialog).getByLabelText(/参数键名/), 'new.key');
    await userEvent.type(value, 'v');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('new.key')).toBeVisible());
  },
};

export const EditAndView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const row = dataRows(canvasElement)[1] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const value = within(dialog).getByLabelText(/参数键值/);
    await expect(value).toHaveValue('123456');
    await userEvent.clear(value);
    await userEvent.type(value, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('修改成功')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('654321')).toBeVisible());
    await userEvent.click(
      within(canvas.getByText('654321').closest('tr') as HTMLElement).getByRole('button', { name: '查看' }),
    );
    const view = await screen.findByRole('dialog', { name: '查看' });
    // The record as text beside its labels, not the form's inputs (issue 16, point 3).
    await expect(within(view).getByRole('definition', { name: '参数键值' })).toHaveTextContent('654321');
    await expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(within(view).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Delete: nothing selected warns; the confirmation deletes the selection. */
export const DeleteSelected: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    await pressToolbarButton(canvas, '删除');
    await expect(await screen.findByText('请选择至少一条数据')).toBeVisible();
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await expect(canvas.getByText('已选择 2 项')).toBeVisible();
    await pressToolbarButton(canvas, '删除');
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(source.rows()).toHaveLength(11);
    await pressToolbarButton(canvas, '删除');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('删除成功')).toBeVisible();
    await waitFor(() => expect(source.rows()).toHaveLength(9));
    await waitFor(() => expect(canvas.getByText('共 9 条')).toBeVisible());
  },
};

export const RowDelete: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(
      within(dataRows(canvasElement)[0] as HTMLElement).getByRole('button', { name: '删除' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('删除成功')).toBeVisible();
    await waitFor(() => expect(source.rows().some((r) => r.id === '1001')).toBe(false));
  },
};

/** Permissions: codes missing from the map hide the buttons. */
export const PermissionHidden: Story = {
  render: (_a, { loaded }) => (
    <ParamPage source={(loaded as Loaded).source} permission={{ param_add: true, param_view: true }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.getByRole('button', { name: '新增' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '查看' })).toHaveLength(10);
  },
};

/** A failed save ends the loading state and keeps the dialog open with what was typed. */
export const FailedSaveKeepsInput: Story = {
  loaders: [
    async () => ({ source: createMemoryCrudSource(makeParams(), { fail: { submit: '参数键名已存在' } }) }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const dialog = await openDialog(canvas, '新增', '新增');
    await userEvent.type(within(dialog).getByLabelText(/参数名称/), '重复参数');
    await userEvent.type(within(dialog).getByLabelText(/参数键名/), 'account.failCount');
    await userEvent.type(within(dialog).getByLabelText(/参数键值/), '3');
    const save = within(dialog).getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog', { name: '新增' })).toBeVisible();
    await expect(within(dialog).getByLabelText(/参数名称/)).toHaveValue('重复参数');
    await expect(within(dialog).getByLabelText(/参数键名/)).toHaveValue('account.failCount');
    await expect(screen.queryByText('新增成功')).not.toBeInTheDocument();
  },
};

// ---- Tenant package page: add, edit, delete; view disabled; dialog 600 ----

type PackageLoaded = { source: MemoryCrudSource<TenantPackage> };

export const TenantPackagePage: Story = {
  loaders: [async () => ({ source: createMemoryCrudSource(makePackages()) })],
  render: (_a, { loaded }) => {
    const { source } = loaded as PackageLoaded;
    return (
      <MemoryCrudTable<TenantPackage>
        source={source}
        title="租户套餐"
        columns={packageColumns}
        actions={{ add: true, edit: true, delete: true, view: 'disabled' }}
        dialogWidth={600}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as PackageLoaded;
    await rowsLoaded(canvasElement, 3);
    for (const view of canvas.getAllByRole('button', { name: '查看' })) await expect(view).toBeDisabled();
    const dialog = await openDialog(canvas, '新增', '新增');
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().width).toBe(Math.min(600, window.innerWidth - 32)),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入套餐名称')).toBeVisible();
    await expect(within(dialog).getByText('请选择菜单')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/套餐名称/), '仓储套餐');
    await pickTreeNodes(within(dialog).getByRole('combobox', { name: /菜单列表/ }), ['运单管理', '线路调度']);
    await waitFor(() => expect(within(dialog).queryByText('请选择菜单')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await waitFor(() => expect(source.rows()[0]).toMatchObject({ packageName: '仓储套餐' }));
    // Multi-value fields are sent as comma-joined text (SPEC §3).
    await expect(String(source.rows()[0]?.menuId).split(',').sort()).toEqual(
      expect.arrayContaining(['21', '22']),
    );
  },
};
