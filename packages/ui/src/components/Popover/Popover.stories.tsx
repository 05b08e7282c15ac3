import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose } from '.';

export default {
  title: 'Components/Popover',
  component: Popover,
  args: {
    'aria-label': '运单详情',
    trigger: <Button>查看运单</Button>,
    width: '260px',
    children: (
      <div>
        <p style={{ marginTop: 0 }}>运单 SF1024 已签收。</p>
        <PopoverClose asChild>
          <Button size="small">知道了</Button>
        </PopoverClose>
      </div>
    ),
  },
} satisfies Meta<typeof Popover>;
type Story = StoryObj<typeof Popover>;

export const Default: Story = {};

export const OpensFocusesAndEscCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看运单' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: '运单详情' });
    await expect(panel).toHaveTextContent('SF1024');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看运单' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: '知道了' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
