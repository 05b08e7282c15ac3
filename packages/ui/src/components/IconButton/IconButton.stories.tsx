import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, RefreshCw, Search, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { useUiTranslation } from '../../i18n/uiStrings';
import { tabTo } from '../../stories/support/play';
import { IconButton } from '.';

export default {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: <Pencil />, label: '编辑', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;
type Story = StoryObj<typeof IconButton>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '编辑' });
    await expect(button).toHaveAttribute('title', '编辑');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} icon={<Plus />} label="新增" variant="primary" />
      <IconButton {...args} icon={<Search />} label="搜索" variant="default" />
      <IconButton {...args} icon={<Trash2 />} label="删除" variant="danger" shape="round" />
      <IconButton {...args} icon={<RefreshCw />} label="刷新" />
      <IconButton {...args} icon={<RefreshCw />} label="刷新中" loading />
      <IconButton {...args} icon={<Pencil />} label="禁用" disabled />
      <IconButton {...args} icon={<Pencil />} label="小" size="small" />
      <IconButton {...args} icon={<Pencil />} label="大" size="large" variant="default" />
    </div>
  ),
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await tabTo(canvas.getByRole('button', { name: '编辑' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function Translated() {
  const { t } = useUiTranslation('ui');
  return <IconButton icon={<Trash2 />} label={t('common.clear')} />;
}

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Translated />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Clear' })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: Variants.render };
