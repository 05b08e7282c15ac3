import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../../stories/support/play';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '.';

interface DemoProps {
  onSelect: (what: string) => void;
}

function Demo({ onSelect }: DemoProps) {
  const [lang, setLang] = useState('zh');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button icon={<ChevronDown />}>管理员</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuGroup aria-label="账号">
          <DropdownMenuLabel>账号</DropdownMenuLabel>
          <DropdownMenuItem icon={<User />} onSelect={() => onSelect('info')}>
            个人信息
          </DropdownMenuItem>
          <DropdownMenuItem disabled>切换部门</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>语言</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={lang} onValueChange={setLang}>
              <DropdownMenuRadioItem value="zh">中文</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} onSelect={() => onSelect('logout')}>
          退出系统
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default {
  title: 'Components/DropdownMenu',
  component: Demo,
  args: { onSelect: fn() },
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const Default: Story = {};

export const KeyboardSelects: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '管理员' });
    await pressEnterOn(trigger);
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '切换部门' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Enter opens with the first item highlighted; ArrowDown skips the disabled one.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '个人信息' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '语言' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('info');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '管理员' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出系统' }));
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
  },
};

/** Items of one kind are a named group (DropdownMenuGroup), which screen readers announce. */
export const GroupsItems: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '管理员' }));
    const group = await screen.findByRole('group', { name: '账号' });
    await expect(within(group).getByRole('menuitem', { name: '个人信息' })).toBeVisible();
    await expect(within(group).queryByRole('menuitem', { name: '退出系统' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
