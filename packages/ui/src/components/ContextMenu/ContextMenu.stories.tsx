import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eraser, X } from 'lucide-react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '.';

function Demo({ onSelect }: { onSelect: (what: string) => void }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <button
          type="button"
          style={{
            padding: 32,
            border: '1px dashed var(--bc-color-border-strong)',
            background: 'var(--bc-color-surface)',
            color: 'var(--bc-color-text)',
          }}
        >
          右键点击这里
        </button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem icon={<Eraser />} onSelect={() => onSelect('clear')}>
          清除缓存
        </ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem icon={<X />} onSelect={() => onSelect('close')}>
          关闭全部
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

export default {
  title: 'Components/ContextMenu',
  component: Demo,
  args: { onSelect: fn() },
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const Default: Story = {};

export const RightClickOpensAndSelects: Story = {
  play: async ({ canvas, args }) => {
    fireEvent.contextMenu(canvas.getByRole('button', { name: '右键点击这里' }), { clientX: 40, clientY: 40 });
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭全部' }));
    await expect(args.onSelect).toHaveBeenCalledWith('close');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardMenuKeyOpens: Story = {
  play: async ({ canvas, args }) => {
    const target = canvas.getByRole('button', { name: '右键点击这里' });
    target.focus();
    // Browsers turn Shift+F10 / the Menu key into a contextmenu event on the focused element.
    fireEvent.contextMenu(target);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('clear');
  },
};
