import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localToday } from '../../forms/orderRules';
import { provinces, regionsBelow } from '../../test/fixtures';
import { renderSite } from '../../test/renderSite';
import { setupSendCall } from '../../test/sendCall';

const makeOrder = setupSendCall();
vi.mock('../../data/browserReads', () => ({
  siteClient: async () => ({
    order: {
      makeOrder: (payload: unknown) => makeOrder.send(payload),
    },
  }),
  browserReads: { regions: async (code: string) => regionsBelow[code] ?? [] },
}));

const openOrder = async () => {
  renderSite('/order', { regions: async () => provinces });
  return screen.findByRole('heading', { level: 1, name: '在线预约下单' }, { timeout: 5000 });
};

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, legend: string, names: string[]) {
  const group = screen.getByRole('group', { name: legend });
  const levels = ['省份', '城市', '区县'];
  for (const [i, name] of names.entries()) {
    const select = within(group).getByRole('combobox', { name: levels[i] });
    await within(select).findByRole('option', { name });
    await user.selectOptions(select, name);
  }
}

/** Fills every required field with a valid order from Beijing to Shanghai of `weight` kilograms. */
async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, weight: string) {
  await user.type(screen.getByRole('textbox', { name: '联系人' }), '张三');
  await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
  await chooseRegion(user, '发货地区', ['北京市', '北京市市辖区', '东城区']);
  await user.type(screen.getByRole('textbox', { name: '发货详细地址' }), '建国门内大街 1 号');
  await user.type(screen.getByLabelText(/期望取件日期/), localToday());
  await chooseRegion(user, '收货地区', ['上海市', '上海市市辖区', '黄浦区']);
  await user.type(screen.getByRole('textbox', { name: '收货详细地址' }), '中山东一路 2 号');
  await user.type(screen.getByRole('textbox', { name: '收货人' }), '李四');
  await user.type(screen.getByRole('textbox', { name: '收货人手机号码' }), '13987654321');
  await user.type(screen.getByRole('textbox', { name: '货物名称' }), '电子元件');
  await user.type(screen.getByRole('spinbutton', { name: '重量（千克）' }), weight);
}

describe('the booking page', () => {
  it('tells a customer at the field what is wrong, once they leave it, before sending', async () => {
    const user = userEvent.setup();
    await openOrder();
    const phone = screen.getByRole('textbox', { name: '手机号码' });
    await user.type(phone, '1381234');
    expect(screen.queryByText('手机号码长度不为11位')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('手机号码长度不为11位')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.clear(phone);
    await user.type(phone, '23812345678');
    expect(screen.getByText('手机号码格式不正确')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '联系人' }));
    await user.tab();
    expect(screen.getByText('请填写联系人')).toBeInTheDocument();
  });

  it('shows every problem on sending, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    await openOrder();
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveFocus();
    expect(screen.getByText('手机号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请选择发货地区')).toBeInTheDocument();
    expect(screen.getByText('收货人手机号码不能为空')).toBeInTheDocument();
    expect(screen.getByText(/项需要修改/)).toBeInTheDocument();
    expect(makeOrder.spy).not.toHaveBeenCalled();
  });

  it('books a complete order and shows its tracking number', async () => {
    makeOrder.spy.mockResolvedValue({ trackingNo: 'BL202611240001' });
    const user = userEvent.setup();
    await openOrder();
    await fillRequiredFields(user, '12.5');
    await user.selectOptions(screen.getByRole('combobox', { name: '货物类别' }), '电子产品');
    await user.click(screen.getByRole('button', { name: '提交预约' }));

    expect(await screen.findByText('BL202611240001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '预约成功' })).toHaveFocus();
    expect(makeOrder.spy).toHaveBeenCalledWith(
      expect.objectContaining({
        customerName: '张三',
        customerPhone: '13812345678',
        pickupRegion: '110101',
        deliveryRegion: '310101',
        goodsType: 2,
        quantity: 1,
        weight: 12.5,
        pickupDate: `${localToday()} 00:00:00`,
      }),
    );
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    makeOrder.refuse(Object.assign(new Error('400'), { msg: '收货地区不存在' }));
    const user = userEvent.setup();
    await openOrder();
    await fillRequiredFields(user, '3');
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交未成功：收货地区不存在');
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('张三');
  });
});
