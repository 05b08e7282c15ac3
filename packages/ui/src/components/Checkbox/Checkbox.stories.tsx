import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { useUiTranslation } from '../../i18n/uiStrings';
import { toggleByKeyboard } from '../../stories/support/play';
import { Checkbox, CheckboxGroup } from '.';

export default {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: '记住我', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
type Story = StoryObj<typeof Checkbox>;

const roles = [
  { label: '管理员', value: 'admin' },
  { label: '运营', value: 'ops' },
  { label: '调度', value: 'dispatch' },
  { label: '审计（锁定）', value: 'audit', disabled: true },
];

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '记住我' });
    await userEvent.click(canvas.getByText('记住我'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox>未选</Checkbox>
      <Checkbox defaultChecked>已选</Checkbox>
      <Checkbox indeterminate>部分选中</Checkbox>
      <Checkbox disabled>禁用</Checkbox>
      <Checkbox disabled defaultChecked>
        禁用已选
      </Checkbox>
      <Checkbox invalid>需要同意协议</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '部分选中' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: '禁用' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '需要同意协议' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, args }) => {
    await toggleByKeyboard(canvas.getByRole('checkbox', { name: '记住我' }), [' ', ' ']);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

function GroupDemo() {
  const [value, setValue] = useState<string[]>(['ops', 'audit']);
  return (
    <div>
      <span id="roles-label">角色</span>
      <CheckboxGroup
        aria-labelledby="roles-label"
        options={roles}
        value={value}
        onChange={setValue}
        checkAll
      />
      <output>{value.join(',')}</output>
    </div>
  );
}

export const Group: Story = {
  render: () => <GroupDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '角色' })).toBeVisible();
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent('admin,ops,dispatch,audit');
    await expect(all).toBeChecked();
    await userEvent.click(all);
    // The locked option keeps its value.
    await expect(canvas.getByRole('status')).toHaveTextContent(/^audit$/);
    await userEvent.click(canvas.getByRole('checkbox', { name: '调度' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '管理员' }));
    // Values follow the order of the options, not the order of the clicks.
    await expect(canvas.getByRole('status')).toHaveTextContent('admin,dispatch,audit');
  },
};

export const GroupVertical: Story = {
  render: () => (
    <CheckboxGroup aria-label="角色" options={roles} defaultValue={['admin']} direction="vertical" />
  ),
};

function Translated() {
  const { t } = useUiTranslation('ui');
  return <CheckboxGroup aria-label={t('common.required')} options={roles.slice(0, 2)} checkAll />;
}

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Translated />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    await expect(canvas.getByText('Select all')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: States.render };
