import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { menuFixture, menuLabelFor } from '../../stories/fixtures/menu';
import { type MenuItem, Sidebar } from '.';

type Props = ComponentProps<typeof Sidebar>;

/** Holds the active path the way the app's router would. */
function Routed(props: Props) {
  const [path, setPath] = useState(props.activePath);
  return (
    <div style={{ height: 640, display: 'flex' }}>
      <Sidebar
        {...props}
        activePath={path}
        onNavigate={(item: MenuItem) => {
          setPath(item.path);
          props.onNavigate(item);
        }}
      />
      <output data-testid="path" style={{ padding: 16 }}>
        {path}
      </output>
    </div>
  );
}

export default {
  title: 'Shell/Sidebar',
  component: Sidebar,
  render: (args) => <Routed {...args} />,
  args: {
    menu: menuFixture,
    roles: ['administrator'],
    activePath: '/system/user',
    onNavigate: fn(),
    onToggleCollapse: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;
type Story = StoryObj<typeof Sidebar>;

const nav = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: '主菜单' });

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const system = canvas.getByRole('button', { name: '系统管理' });
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '工作台' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A closed group's rows are rendered when it opens (the signed-in shell's first render is lighter). */
export const ClosedGroupRendersOnOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const desk = canvas.getByRole('button', { name: '工作台' });
    const list = () => canvasElement.ownerDocument.getElementById(desk.getAttribute('aria-controls') ?? '');
    await expect(list()).toBeEmptyDOMElement();
    await expect(list()).not.toBeVisible();
    await userEvent.click(desk);
    await expect(canvas.getByRole('link', { name: '通知公告' })).toBeVisible();
    await expect(list()).toContainElement(canvas.getByRole('link', { name: '通知公告' }));
    await userEvent.click(desk);
    await expect(canvas.queryByRole('link', { name: '通知公告', hidden: true })).toBeNull();
  },
};

export const ActiveItemFollowsNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '工作台' }));
    const notice = canvas.getByRole('link', { name: '通知公告' });
    await userEvent.click(notice);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/desk/notice' }));
    await expect(notice).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '用户管理' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/desk/notice');
    // The desktop sidebar stays as it is.
    await expect(args.onToggleCollapse).not.toHaveBeenCalled();
  },
};

export const RolesFilterItems: Story = {
  args: { roles: ['user'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '租户管理' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '租户套餐' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '用户管理' })).toBeInTheDocument();
  },
};

export const AdministratorSeesRestricted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '租户管理' })).toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  args: { activePath: undefined },
  play: async ({ canvas }) => {
    const desk = canvas.getByRole('button', { name: '工作台' });
    desk.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(desk).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '通知公告' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(desk).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(desk).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '我的事务' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '我的事务' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/work/start');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '系统管理' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(desk).toHaveFocus();
    await expect(nav(canvas)).toBeInTheDocument();
  },
};

export const ExternalLinkOpensNewWindow: Story = {
  play: async ({ canvas, args }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: '系统监控' }));
      const doc = canvas.getByRole('link', { name: /接口文档/ });
      await expect(doc).toHaveAttribute('target', '_blank');
      await expect(doc).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(doc).toHaveAccessibleName(/^接口文档\s*（在新窗口打开）$/);
      await userEvent.click(doc);
      await expect(open).toHaveBeenCalledWith(
        'http://localhost/swagger-ui.html',
        '_blank',
        'noopener,noreferrer',
      );
      await expect(args.onNavigate).not.toHaveBeenCalled();
      // An absolute URL without open-mode 2 is a console route (shown in the iframe page).
      await userEvent.click(canvas.getByRole('button', { name: '报表管理' }));
      await userEvent.click(canvas.getByRole('link', { name: '报表配置' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ code: 'report_setting' }));
      await expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  },
};

export const MobileChoosingCollapses: Story = {
  args: { isMobile: true, collapsed: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '机构管理' }));
    await expect(args.onToggleCollapse).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/system/dept' }));
    // Opening a group is not a choice: the sidebar stays.
    await userEvent.click(canvas.getByRole('button', { name: '工作台' }));
    await expect(args.onToggleCollapse).toHaveBeenCalledTimes(1);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const system = canvas.getByRole('button', { name: '系统管理' });
    system.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('系统管理');
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '系统管理' });
    // The fly-out hides nothing: no focusable item of the page sits inside aria-hidden meanwhile.
    await expect(canvas.getByRole('button', { name: '系统监控' }).closest('[aria-hidden="true"]')).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: '用户管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: '岗位管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/system/post' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Nested groups fly out as sub-menus.
    await userEvent.click(canvas.getByRole('button', { name: '系统监控' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '日志管理' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '错误日志' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/monitor/log/error' }),
    );
  },
};

export const CustomRouterLink: Story = {
  args: {
    // Plays a router link: it handles the click itself (no page load), as react-router's Link does.
    renderLink: (item, props) => (
      <a
        {...props}
        href={props.href}
        data-router-link={item.code}
        onClick={(event) => {
          props.onClick(event);
          event.preventDefault();
        }}
      />
    ),
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '参数管理' });
    await expect(link).toHaveAttribute('data-router-link', 'param');
    await expect(link.className).not.toBe('');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ code: 'param' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { getLabel: menuLabelFor('en') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };

/** The shown names of the rows (links and group buttons), not the words read out only. */
const labelsOf = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>('[data-menu-item] > span:not([aria-hidden])')].filter(
    (label) => label.textContent && label.offsetParent && getComputedStyle(label).position !== 'absolute',
  );
const isCut = (label: HTMLElement) =>
  label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight;

/**
 * The menu's English names are read whole at the sidebar's 240 px: a long one takes two lines
 * (one line showed "Cooperation messa…", a walk-through found).
 */
export const LongEnglishNamesWrap: Story = {
  globals: { locale: 'en' },
  args: { getLabel: menuLabelFor('en'), activePath: '/website/cooperation' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    const link = within(menu).getByRole('link', { name: 'Cooperation messages' });
    const label = within(link).getByText('Cooperation messages');
    await expect(isCut(label)).toBe(false);
    // On two lines, its row still the menu's row height.
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.clientHeight).toBeGreaterThan(1.5 * lineHeight);
    await expect(link.getBoundingClientRect().height).toBe(48);
    await expect(
      labelsOf(menu)
        .filter(isCut)
        .map((cut) => cut.textContent),
    ).toEqual([]);
  },
};

/** Chinese names keep one line each. */
export const ChineseNamesOneLine: Story = {
  args: { activePath: '/website/cooperation' },
  play: async ({ canvas }) => {
    const labels = labelsOf(nav(canvas));
    await expect(labels.length).toBeGreaterThan(10);
    const lines = (label: HTMLElement) =>
      Math.round(label.clientHeight / Number.parseFloat(getComputedStyle(label).lineHeight));
    await expect(labels.filter((label) => lines(label) !== 1).map((label) => label.textContent)).toEqual([]);
  },
};

const LONG_NAME = 'Cooperation messages from the public website';

/** A name longer than two lines of the sidebar is cut with an ellipsis; the pointer on it shows it whole. */
export const LongNameShowsWhole: Story = {
  args: {
    menu: menuFixture.map((group) =>
      group.name === '系统管理'
        ? {
            ...group,
            children: group.children?.map((item, i) => (i === 0 ? { ...item, name: LONG_NAME } : item)),
          }
        : group,
    ),
  },
  play: async ({ canvas }) => {
    const label = within(canvas.getByRole('link', { name: LONG_NAME })).getByText(LONG_NAME);
    await expect(label.scrollHeight).toBeGreaterThan(label.clientHeight);
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('title', LONG_NAME);
    // A name that fits gets no tooltip repeating it.
    const short = within(canvas.getByRole('link', { name: '机构管理' })).getByText('机构管理');
    await userEvent.hover(short);
    await expect(short).not.toHaveAttribute('title');
  },
};
