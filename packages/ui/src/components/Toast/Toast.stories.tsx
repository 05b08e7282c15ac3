import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { message } from '.';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="success" onClick={() => message.success('新增成功')}>
        success
      </Button>
      <Button variant="warning" onClick={() => message.warning('请先选择数据')}>
        warning
      </Button>
      <Button variant="danger" onClick={() => message.error('未知错误')}>
        error
      </Button>
      <Button onClick={() => message.info('已发送', { duration: 0 })}>info (sticky)</Button>
    </div>
  );
}

export default {
  title: 'Components/Toast',
  component: Demo,
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const Playground: Story = {};

export const ShowsAndDismisses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('未知错误');
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: '关闭' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const AutoCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('新增成功')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const AllTypesDark: Story = {
  globals: { theme: 'theme-dark' },
  play: async ({ canvas }) => {
    for (const name of ['success', 'warning', 'error', 'info (sticky)']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(await screen.findByText('已发送')).toBeVisible();
  },
};
