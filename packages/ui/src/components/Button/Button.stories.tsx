import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, Search, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useUiTranslation } from '../../i18n/uiStrings';
import { pressEnterOn, tabTo } from '../../stories/support/play';
import { Button, type ButtonVariant } from '.';

export default {
  title: 'Components/Button',
  component: Button,
  args: { children: '按钮', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'default', 'text', 'danger', 'success', 'warning'],
    },
    size: { control: 'inline-radio', options: ['small', 'default', 'large'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;
type Story = StoryObj<typeof Button>;

const variants: ButtonVariant[] = ['primary', 'default', 'text', 'danger', 'success', 'warning'];

const Row = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
    {children}
  </div>
);

export const Default: Story = {};

export const Primary: Story = { args: { variant: 'primary', children: '新增' } };

/** Every variant in every state: rest, with icon, loading, disabled. */
export const Variants: Story = {
  render: (args) => (
    <div>
      {variants.map((variant) => (
        <Row key={variant}>
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} icon={<Plus />}>
            {variant}
          </Button>
          <Button {...args} variant={variant} loading>
            {variant}
          </Button>
          <Button {...args} variant={variant} disabled>
            {variant}
          </Button>
        </Row>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {(['small', 'default', 'large'] as const).map((size) => (
        <Button key={size} {...args} variant="primary" size={size} icon={<Search />}>
          {size}
        </Button>
      ))}
    </Row>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary" icon={<Plus />}>
        新增
      </Button>
      <Button {...args} icon={<Download />}>
        导出
      </Button>
      {/* Icon-only buttons: no children, so the accessible name comes from aria-label. */}
      <Button onClick={args.onClick} variant="danger" icon={<Trash2 />} aria-label="删除" />
      <Button onClick={args.onClick} variant="text" icon={<Search />} aria-label="搜索" size="small" />
    </Row>
  ),
};

export const Loading: Story = { args: { variant: 'primary', loading: true, children: '提交中' } };

export const Disabled: Story = { args: { variant: 'primary', disabled: true, children: '提交' } };

export const FullWidth: Story = {
  args: { variant: 'primary', fullWidth: true, size: 'large', children: '登录' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** `asChild` lends the button's look and behaviour to the app's own link (e.g. a router Link). */
export const AsChildLink: Story = {
  args: { variant: 'primary', icon: <Plus />, children: undefined },
  render: (args) => (
    <Button {...args} asChild>
      <a href="#new">新建订单</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '新建订单' });
    await expect(link).toHaveAttribute('href', '#new');
    await expect(link.className).not.toBe('');
  },
};

/** A disabled `asChild` link stays a link the person can focus, but a click leads nowhere. */
export const AsChildDisabledLink: Story = {
  args: { disabled: true, children: undefined },
  render: (args) => (
    <Button {...args} asChild>
      <a href="#blocked">导出报表</a>
    </Button>
  ),
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '导出报表' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('href', '#blocked');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(window.location.hash).not.toBe('#blocked');
  },
};

function TranslatedButtons() {
  const { t } = useUiTranslation('ui');
  return (
    <Row>
      <Button variant="primary">{t('common.confirm')}</Button>
      <Button>{t('common.cancel')}</Button>
      <Button variant="text">{t('common.backHome')}</Button>
      <Button variant="primary" loading>
        {t('common.loading')}
      </Button>
    </Row>
  );
}

/** Library strings in Chinese (the default language). */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => <TranslatedButtons />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '确定' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <TranslatedButtons />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  render: Variants.render,
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'theme-dark');
  },
};

export const DefaultTheme: Story = {
  globals: { theme: 'theme-default' },
  render: Variants.render,
};

export const ClickFiresOnClick: Story = {
  args: { variant: 'primary', children: '保存' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const DisabledAndLoadingDoNotFire: Story = {
  render: (args) => (
    <Row>
      <Button {...args} disabled>
        禁用
      </Button>
      <Button {...args} loading>
        加载
      </Button>
    </Row>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: '禁用' });
    const loading = canvas.getByRole('button', { name: '加载' });
    await expect(disabled).toBeDisabled();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    // pointer-events checks would refuse the disabled click; we want to prove nothing fires.
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await userEvent.click(loading);
    await pressEnterOn(loading);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { variant: 'primary', children: '提交' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交' });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/**
 * A Button and its `asChild` link, each with a ref (the link's a callback, which notes each call);
 * notes what each ref holds once drawn. 再画一次 draws it again with the same refs.
 */
function TwoRefs({ seen }: { seen: { button?: string; link?: string; calls: string[] } }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [, setRenders] = useState(0);
  const linkRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      seen.calls.push(node ? 'attach' : 'detach');
      seen.link = node?.textContent ?? undefined;
    },
    [seen],
  );
  useEffect(() => {
    seen.button = buttonRef.current?.textContent ?? undefined;
  });
  return (
    <>
      <Button ref={buttonRef} asChild>
        <a ref={linkRef} href="#both">
          查看运单
        </a>
      </Button>
      <Button onClick={() => setRenders((n) => n + 1)}>再画一次</Button>
    </>
  );
}

/** Both refs get the element when the Button and its `asChild` child each have one (Radix's Slot does the same). */
export const AsChildKeepsBothRefs: Story = {
  render: (_args, { loaded }) => <TwoRefs seen={loaded.seen as { calls: string[] }} />,
  loaders: [async () => ({ seen: { calls: [] } })],
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('link', { name: '查看运单' })).toBeVisible();
    await expect(loaded.seen).toEqual({ button: '查看运单', link: '查看运单', calls: ['attach'] });
    // Drawn again with the same refs: neither is detached and attached again.
    await userEvent.click(canvas.getByRole('button', { name: '再画一次' }));
    await expect(loaded.seen).toEqual({ button: '查看运单', link: '查看运单', calls: ['attach'] });
  },
};
