import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/renderSite';
import { setupSendCall } from '../../test/sendCall';

const addMessage = setupSendCall();
vi.mock('../../data/browserReads', () => ({
  siteClient: async () => ({
    cooperation: {
      cooperationMessage: {
        addMessage: (payload: unknown) => addMessage.send(payload),
      },
    },
  }),
  browserReads: {},
}));

const openJoin = async () => {
  renderSite('/product', {});
  return screen.findByRole('heading', { level: 1, name: '加入我们' }, { timeout: 5000 });
};

describe('the join-us page', () => {
  it('names what is missing at each field and sends nothing', async () => {
    const user = userEvent.setup();
    await openJoin();
    await user.type(screen.getByRole('textbox', { name: '电子邮箱' }), 'nobody@');
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(screen.getByText('请填写您的姓名')).toBeInTheDocument();
    expect(screen.getByText('手机号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('电子邮箱格式不正确')).toBeInTheDocument();
    expect(screen.getByText('请填写留言内容')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '您的姓名' })).toHaveFocus();
    expect(addMessage.spy).not.toHaveBeenCalled();
  });

  it('sends what the visitor wrote as text, and says it was sent', async () => {
    addMessage.spy.mockResolvedValue({});
    const user = userEvent.setup();
    await openJoin();
    const payload = '<img src=x onerror=alert(1)> 合作';
    await user.type(screen.getByRole('textbox', { name: '您的姓名' }), '王五');
    await user.selectOptions(screen.getByRole('combobox', { name: '留言类别' }), '求职应聘');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
    await user.type(screen.getByRole('textbox', { name: '留言内容' }), payload);
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByRole('heading', { name: '留言已发送' })).toHaveFocus();
    expect(addMessage.spy).toHaveBeenCalledWith({
      name: '王五',
      type: 2,
      company: '',
      phone: '13812345678',
      email: '',
      content: payload,
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: '再写一条' }));
    expect(screen.getByRole('textbox', { name: '您的姓名' })).toHaveValue('');
  });

  it("shows the server's message when the message is refused", async () => {
    addMessage.refuse({ code: 429, msg: '请求过于频繁，请 60 秒后再试' });
    const user = userEvent.setup();
    await openJoin();
    await user.type(screen.getByRole('textbox', { name: '您的姓名' }), '王五');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
    await user.type(screen.getByRole('textbox', { name: '留言内容' }), '你好');
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发送未成功：请求过于频繁，请 60 秒后再试');
  });
});
