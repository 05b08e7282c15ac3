import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Pagination, type PaginationProps } from '.';

export default {
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 11, page: 1, pageSize: 10, onChange: fn() },
} satisfies Meta<typeof Pagination>;
type Story = StoryObj<typeof Pagination>;

/** Keeps page and size in state, as a table page does, and prints them for the play functions. */
function Stateful(props: Partial<PaginationProps> & { onChange?: PaginationProps['onChange'] }) {
  const [state, setState] = useState({ page: props.page ?? 1, pageSize: props.pageSize ?? 10 });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Pagination
        total={1000}
        {...props}
        page={state.page}
        pageSize={state.pageSize}
        onChange={(page, pageSize) => {
          setState({ page, pageSize });
          props.onChange?.(page, pageSize);
        }}
      />
      <output>{`page=${state.page} size=${state.pageSize}`}</output>
    </div>
  );
}

/** The mock list of SPEC §9: 11 records, 10 per page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共 11 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
  },
};

export const ManyPages: Story = {
  render: (args) => <Stateful onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(status).toHaveTextContent('page=2 size=10');
    await userEvent.click(canvas.getByRole('button', { name: '第 7 页' }));
    await expect(status).toHaveTextContent('page=7');
    await expect(canvas.getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page');
    // The gap after the window jumps five pages.
    await userEvent.click(canvas.getByRole('button', { name: '向后 5 页' }));
    await expect(status).toHaveTextContent('page=12');
    await userEvent.click(canvas.getByRole('button', { name: '第 100 页' }));
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(100, 10);
  },
};

export const ChangePageSize: Story = {
  render: (args) => <Stateful page={5} onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '每页条数' });
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 条/页',
      '30 条/页',
      '50 条/页',
      '100 条/页',
      '200 条/页',
    ]);
    await userEvent.selectOptions(select, '50');
    // A new size restarts at page 1.
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 50);
    await expect(canvas.getByRole('status')).toHaveTextContent('page=1 size=50');
    await expect(canvas.getByRole('button', { name: '第 20 页' })).toBeVisible();
  },
};

export const JumpToPage: Story = {
  render: (args) => <Stateful onChange={args.onChange} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '跳转到页码' });
    await userEvent.type(input, '42{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('page=42');
    await expect(input).toHaveValue(null);
    // Out of range is clamped to the last page.
    await userEvent.type(input, '9999');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent('page=100');
  },
};

export const Keyboard: Story = {
  render: (args) => <Stateful page={3} onChange={args.onChange} layout={['pager']} />,
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: '上一页' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('page=2');
    await userEvent.tab();
    await tabTo(canvas.getByRole('button', { name: '第 2 页' }));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('page=3');
  },
};

export const Small: Story = { args: { size: 'small', total: 400, page: 6 } };

export const Disabled: Story = {
  args: { disabled: true, total: 400, page: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 4 页' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toBeDisabled();
  },
};

export const PagerOnly: Story = { args: { layout: ['pager'], total: 95 } };

export const HideOnSinglePage: Story = {
  args: { total: 8, hideOnSinglePage: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 400, page: 9 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('400 in total')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('option', { name: '10 / page' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, args: { total: 400, page: 9 } };
