import { ADMIN_ID } from '@blade-console/blade-client/mocks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';
import { pressRowAction } from '../test/rowActions';

/**
 * The pages that save without the generic submit (issue 25): a region, a message's reply, one's
 * own profile and an order's status move each send the version they loaded, and a save over
 * someone else's change, refused by the (mock) API, opens the conflict dialog instead of
 * overwriting it.
 */
// Generous: the first page of the file renders cold, on a loaded 2-core machine that can take >10 s.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [
  import('../pages/base/Region/Region'),
  import('../pages/website/Cooperation/Cooperation'),
  import('../pages/website/Order/Order'),
  import('../pages/Info'),
]);

/** The conflict dialog, once it opens, and its row of `label` (stored value beside the person's). */
async function conflictDialog() {
  const dialog = within(await screen.findByRole('dialog', { name: '记录已被他人修改' }));
  expect(dialog.getByRole('status')).toHaveTextContent('管理员');
  return { dialog, row: (label: RegExp) => within(dialog.getByRole('row', { name: label })) };
}

describe('a region edited over someone else’s change', () => {
  it('is refused with the dialog, and keeping mine saves it over the new version', async () => {
    // A seeded region has no version until its first change: give it one, as a server row has.
    store.submit('region', { id: '11', sort: 1 });
    const user = userEvent.setup();
    renderApp('/base/region');
    await user.click(within(await rowOf('北京市')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑行政区划' });
    const name = await within(form).findByLabelText(/区划名称/);
    await waitFor(() => expect(name).toHaveValue('北京市'));

    const loaded = store.find('region', '11');
    store.submit('region', { id: '11', remark: '他人的备注', updateTime: loaded?.updateTime });
    await user.clear(name);
    await user.type(name, '北京');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    const { dialog, row } = await conflictDialog();
    expect(row(/区划名称/).getByText('北京市')).toBeInTheDocument();
    expect(row(/区划名称/).getByText('北京')).toBeInTheDocument();
    expect(name).toHaveValue('北京');
    expect(store.find('region', '11')?.name).toBe('北京市');

    await user.click(dialog.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(store.find('region', '11')?.name).toBe('北京'));
    // Only the name was the person's edit: the other person's remark stays.
    expect(store.find('region', '11')?.remark).toBe('他人的备注');
  });
});

describe('a reply saved over someone else’s reply', () => {
  it('is refused with both replies shown, and reloading puts the stored one in the form', async () => {
    const user = userEvent.setup();
    renderApp('/website/cooperation');
    await user.click(within(await rowOf(/刘洋/)).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑合作留言' });
    const reply = await within(form).findByLabelText(/处理备注/);
    const id = String(store.table('cooperationMessage').find((m) => m.name === '刘洋')?.id);
    // Opening marked it read, a change of its own: the form holds the version after it.
    await waitFor(() => expect(store.find('cooperationMessage', id)?.readStatus).toBe(1));

    const loaded = store.find('cooperationMessage', id);
    store.submit('cooperationMessage', { id, reply: '已电话联系', updateTime: loaded?.updateTime });
    await user.type(reply, '下周回访');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    const { dialog, row } = await conflictDialog();
    expect(row(/处理备注/).getByText('已电话联系')).toBeInTheDocument();
    expect(row(/处理备注/).getByText('下周回访')).toBeInTheDocument();
    expect(store.find('cooperationMessage', id)?.reply).toBe('已电话联系');

    await user.click(dialog.getByRole('button', { name: '重新加载（放弃我的修改）' }));
    await waitFor(() => expect(reply).toHaveValue('已电话联系'));
    expect(store.find('cooperationMessage', id)?.reply).toBe('已电话联系');
  });
});

describe('one’s profile saved after an administrator changed the user', () => {
  it('keeps the typed name, shows both, and keeping mine leaves the administrator’s change in place', async () => {
    const user = userEvent.setup();
    renderApp('/info/index');
    const realName = await screen.findByLabelText(/姓名/);
    await waitFor(() => expect(realName).toHaveValue('管理员'));

    const loaded = store.find('user', ADMIN_ID);
    store.submit('user', { id: ADMIN_ID, phone: '13900000001', updateTime: loaded?.updateTime });
    await user.clear(realName);
    await user.type(realName, '管理员甲');
    await user.click(screen.getByRole('button', { name: '提交' }));

    const { dialog, row } = await conflictDialog();
    expect(row(/^姓名/).getByText('管理员甲')).toBeInTheDocument();
    expect(row(/手机号/).getAllByText('13900000001')).toHaveLength(2);
    expect(realName).toHaveValue('管理员甲');
    expect(store.find('user', ADMIN_ID)?.realName).toBe('管理员');

    await user.click(dialog.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(store.find('user', ADMIN_ID)?.realName).toBe('管理员甲'));
    expect(store.find('user', ADMIN_ID)?.phone).toBe('13900000001');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });
});

describe('an order moved after someone else changed it', () => {
  it('is refused with the stored order beside the move, and keeping mine makes the move', async () => {
    const user = userEvent.setup();
    renderApp('/website/order');
    const row = await rowOf('BX2026110100001');
    const order = store.table('order').find((o) => o.trackingNo === 'BX2026110100001');
    const id = String(order?.id);
    store.submit('order', { id, receiverName: '他人改的收货人', updateTime: order?.updateTime });

    await pressRowAction(user, row, '受理');
    const { dialog, row: field } = await conflictDialog();
    expect(field(/订单状态/).getByText('待受理')).toBeInTheDocument();
    expect(field(/订单状态/).getByText('已受理')).toBeInTheDocument();
    expect(store.find('order', id)?.orderStatus).toBe(1);

    await user.click(dialog.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(store.find('order', id)?.orderStatus).toBe(2));
    expect(store.find('order', id)?.receiverName).toBe('他人改的收货人');
    expect(await screen.findByText('订单已改为“已受理”')).toBeInTheDocument();
  });
});
