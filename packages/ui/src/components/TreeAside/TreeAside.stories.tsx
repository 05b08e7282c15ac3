import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { menuTree } from '../Tree/fixtures';
import { TreeAside } from '.';

function Demo() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <TreeAside
      title="机构"
      data={menuTree}
      selectedKey={selected}
      onSelect={setSelected}
      filterPlaceholder="输入关键字过滤"
    >
      <output aria-label="筛选">{selected ? `deptId=${selected}` : '全部'}</output>
    </TreeAside>
  );
}

export default { title: 'Components/TreeAside', component: Demo } satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

/** Selecting a node narrows the content; selecting it again shows everything. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('角色管理'));
    await expect(canvas.getByLabelText('筛选')).toHaveTextContent('deptId=12');
    await userEvent.click(canvas.getByText('角色管理'));
    await expect(canvas.getByLabelText('筛选')).toHaveTextContent('全部');
  },
};
