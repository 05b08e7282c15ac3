import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { menuFixture } from '../../stories/fixtures/menu';
import { Sidebar } from '.';

// Every group row draws one chevron: its renders count the group rows'.
const chevrons = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('../../icons', async (importOriginal) => {
  const icons = await importOriginal<typeof import('../../icons')>();
  return {
    ...icons,
    ChevronRight: (props: Parameters<typeof icons.ChevronRight>[0]) => {
      chevrons.rendered++;
      return icons.ChevronRight(props);
    },
  };
});

afterEach(cleanup);

// The same array on every render, as the shell keeps it (a new one filters the menu anew).
const roles = ['administrator'];
const menu = (activePath: string) => (
  <UiProvider>
    <Sidebar menu={menuFixture} roles={roles} activePath={activePath} onNavigate={() => {}} />
  </UiProvider>
);

describe('Sidebar', () => {
  it('renders only the open groups again when the current page moves (a tab switch)', () => {
    const { rerender } = render(menu('/system/user'));
    const groups = screen.getAllByRole('button', { expanded: false }).length;
    expect(groups).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');

    chevrons.rendered = 0;
    rerender(menu('/system/dept'));
    expect(screen.getByRole('link', { name: '机构管理' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '用户管理' })).not.toHaveAttribute('aria-current');
    // 系统管理, the one open group; the closed ones are as they were.
    expect(chevrons.rendered).toBe(1);
  });
});
