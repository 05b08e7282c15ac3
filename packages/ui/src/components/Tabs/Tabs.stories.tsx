import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '.';

function Demo({ onValueChange, stretch }: { onValueChange: (v: string) => void; stretch?: boolean }) {
  return (
    <Tabs defaultValue="mail" onValueChange={onValueChange} style={{ maxWidth: 420 }}>
      <TabsList aria-label="通知类型" stretch={stretch}>
        <TabsTrigger value="mail">邮件</TabsTrigger>
        <TabsTrigger value="message">消息</TabsTrigger>
        <TabsTrigger value="notice">通知</TabsTrigger>
        <TabsTrigger value="archive" disabled>
          归档
        </TabsTrigger>
      </TabsList>
      <TabsContent value="mail">你收到了 14 份新周报</TabsContent>
      <TabsContent value="message">曲丽丽 评论了你</TabsContent>
      <TabsContent value="notice">仓库盘点即将开始</TabsContent>
    </Tabs>
  );
}

export default {
  title: 'Components/Tabs',
  component: Demo,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const Default: Story = {};
export const Stretched: Story = { args: { stretch: true } };

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvas, args }) => {
    await tabTo(canvas.getByRole('tab', { name: '邮件' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '消息' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('message');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('曲丽丽');
    // End skips the disabled tab.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '通知' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: '邮件' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('周报');
  },
};
