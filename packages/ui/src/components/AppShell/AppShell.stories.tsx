import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { menuFixture } from '../../stories/fixtures/menu';
import { Sidebar } from '../Sidebar';
import { AppShell, sizeClassFor, useSizeClass } from '.';

function Demo({
  isMobile = false,
  initialCollapsed = false,
}: {
  isMobile?: boolean;
  initialCollapsed?: boolean;
}) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const size = useSizeClass();
  const toggle = () => setCollapsed((c) => !c);
  return (
    <AppShell
      height="480px"
      collapsed={collapsed}
      onToggleCollapse={toggle}
      isMobile={isMobile}
      sidebar={
        <Sidebar
          id="side"
          menu={menuFixture}
          collapsed={collapsed}
          isMobile={isMobile}
          onToggleCollapse={toggle}
          onNavigate={() => {}}
        />
      }
      topBar={
        <div style={{ padding: 12, borderBottom: '1px solid var(--bc-color-border)' }}>
          <button type="button" aria-expanded={!collapsed} aria-controls="side" onClick={toggle}>
            切换菜单
          </button>
        </div>
      }
      tabs={<div style={{ padding: 8 }}>tabs</div>}
    >
      <p>
        窗口尺寸级别：<output data-testid="size">{size}</output>
      </p>
    </AppShell>
  );
}

export default {
  title: 'Shell/AppShell',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('size')).toHaveTextContent(String(sizeClassFor(window.innerWidth)));
    const aside = canvas.getByTestId('shell-sidebar').firstElementChild as HTMLElement;
    await expect(aside.getBoundingClientRect().width).toBe(240);
    await userEvent.click(canvas.getByRole('button', { name: '切换菜单' }));
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(64));
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const MobileDrawer: Story = {
  args: { isMobile: true, initialCollapsed: true },
  play: async ({ canvas }) => {
    const slot = canvas.getByTestId('shell-sidebar');
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).toBeNull(); // hidden drawer
    await userEvent.click(canvas.getByRole('button', { name: '切换菜单' }));
    await waitFor(() => expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeVisible());
    await userEvent.click(canvas.getByTestId('shell-backdrop'));
    await waitFor(() => expect(slot).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '切换菜单' }));
    await waitFor(() => expect(canvas.getByTestId('shell-backdrop')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByTestId('shell-backdrop')).toBeNull());
  },
};
