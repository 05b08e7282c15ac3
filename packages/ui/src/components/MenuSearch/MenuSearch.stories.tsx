import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuFixture, menuLabelFor } from '../../stories/fixtures/menu';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { Button } from '../Button';
import { flattenLeaves, type MenuItem } from '../Sidebar';
import { MenuSearch } from '.';

interface DemoProps {
  onChoose: (item: MenuItem) => void;
  roles?: string[];
  english?: boolean;
}

function Demo({ english, ...props }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>搜索菜单</Button>
      <MenuSearch
        open={open}
        onOpenChange={setOpen}
        menu={menuFixture}
        getLabel={english ? menuLabelFor('en') : undefined}
        {...props}
      />
    </>
  );
}

export default {
  title: 'Shell/MenuSearch',
  component: Demo,
  args: { onChoose: fn(), roles: ['administrator'] },
  parameters: allThemesParameters(640),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const ListsEveryLeaf: Story = {
  play: async () => {
    const listbox = await screen.findByRole('listbox', { name: '匹配的菜单' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(flattenLeaves(menuFixture).length);
    await expect(options[0]).toHaveTextContent('通知公告');
    await expect(options[0]).toHaveTextContent('/desk/notice');
    await expect(options[0]?.querySelector('svg')).not.toBeNull();
    await expect(screen.getByRole('combobox')).toHaveFocus();
  },
};

export const FiltersByPrefixAndChoosesWithKeys: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, '系统');
    // "starts with": 系统字典 matches, 系统管理 (a group) and 管理 in the middle do not.
    let options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.querySelector('span > span')?.textContent)).toEqual(['系统字典']);
    await userEvent.clear(box);
    await userEvent.type(box, '数据');
    options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.querySelector('span > span')?.textContent)).toEqual([
      '数据源管理',
      '数据模型',
      '数据权限',
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true'); // wraps
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/authority/datascope' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CaseInsensitive: Story = {
  args: { english: true },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const box = await screen.findByRole('combobox', { name: 'Menu search' });
    await userEvent.type(box, 'DATA');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.querySelector('span > span')?.textContent)).toEqual([
      'Data sources',
      'Data models',
      'Data scopes',
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ path: '/tool/model' }));
  },
};

export const NoMatchAndEscCloses: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, 'zzz');
    await expect(screen.getByRole('status')).toHaveTextContent('没有匹配的菜单');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RolesHideRestricted: Story = {
  args: { roles: ['user'] },
  play: async () => {
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, '租户');
    await expect(screen.getByRole('status')).toHaveTextContent('没有匹配的菜单');
  },
};

/** For designers: the search box and its list in each of the 11 themes, side by side. */
export const AllThemes: Story = dialogInAllThemes(640, '菜单搜索', {
  each: { role: 'listbox', name: '匹配的菜单' },
});
