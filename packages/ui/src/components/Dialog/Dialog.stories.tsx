import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { playInDialog } from '../../stories/support/play';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { Dialog, DialogClose } from '.';

export default {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: '新增套餐',
    description: '为租户配置可用的菜单范围。',
    width: 600,
    trigger: <Button variant="primary">新增</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button>取消</Button>
        </DialogClose>
        <Button variant="primary">保存</Button>
      </>
    ),
    children: (
      <FormField label="套餐名称" required>
        <Input />
      </FormField>
    ),
  },
  argTypes: { width: { control: 'select', options: [600, 880, '70%', 'fullscreen'] } },
  // The toolbar's "All themes": panels wide enough for the dialog, which opens inside its panel.
  parameters: allThemesParameters(640),
} satisfies Meta<typeof Dialog>;
type Story = StoryObj<typeof Dialog>;

export const Default: Story = {};

export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '新增' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '新增套餐' });
    await expect(dialog).toHaveAccessibleDescription('为租户配置可用的菜单范围。');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** An editor that uses Esc itself (the flow designer): Esc stays inside, the buttons still close it. */
export const KeepsOpenOnEscape: Story = {
  args: { closeOnEscape: false, title: '设计流程' },
  play: playInDialog('新增', '设计流程', async (dialog) => {
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }),
};

export const Dictionary880: Story = { args: { width: 880, title: '字典配置', defaultOpen: true } };
export const Flow70Percent: Story = {
  args: { width: '70%', title: '流程图', description: undefined, defaultOpen: true, footer: undefined },
};
export const Fullscreen: Story = { args: { width: 'fullscreen', title: '错误日志', defaultOpen: true } };
export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'theme-dark' } };
export const English: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** For designers: the dialog open in each of the 11 themes, side by side, each in its theme's panel. */
export const AllThemes: Story = {
  ...dialogInAllThemes(640, '新增套餐'),
  args: { defaultOpen: true },
};

/** The same in English: the panels are headed by the English theme names. */
export const AllThemesEnglish: Story = {
  ...dialogInAllThemes(640, '新增套餐', { each: { role: 'button', name: 'Close' }, locale: 'en' }),
  args: { defaultOpen: true },
};
