import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { DatePicker } from '../DatePicker';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { menuTree } from '../Tree/fixtures';
import { TreeSelect } from '../TreeSelect';
import { Form, FormItem, useForm } from '.';

export default {
  title: 'Components/Form',
  component: Form,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;
type Story = StoryObj<typeof Form>;

interface ParamValues {
  paramName: string;
  paramKey: string;
  paramValue: string;
}

/** The parameter form of SPEC §5: three required fields checked on blur, the value 6 rows. */
function ParamForm({ layout }: { layout?: 'vertical' | 'horizontal' }) {
  const form = useForm<ParamValues>({ defaultValues: { paramName: '', paramKey: '', paramValue: '' } });
  const [saved, setSaved] = useState('');
  return (
    <Form form={form} layout={layout} onSubmit={(values) => setSaved(JSON.stringify(values))}>
      <FormItem name="paramName" label="参数名称" required="请输入参数名称">
        <Input placeholder="请输入参数名称" />
      </FormItem>
      <FormItem name="paramKey" label="参数键名" required="请输入参数键名">
        <Input placeholder="请输入参数键名" />
      </FormItem>
      <FormItem name="paramValue" label="参数键值" required="请输入参数键值">
        <Textarea placeholder="请输入参数键值" />
      </FormItem>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="reset" onClick={() => form.reset()}>
          清空
        </Button>
        <Button type="submit" variant="primary">
          提交
        </Button>
      </div>
      <output>{saved}</output>
    </Form>
  );
}

export const ParameterForm: Story = {
  render: () => <ParamForm />,
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: '参数名称' });
    await expect(name).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: '参数键值' })).toHaveAttribute('rows', '6');
    // Blur an empty field: its message appears, nothing else does.
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText('请输入参数名称')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('请输入参数名称');
    await expect(canvas.queryByText('请输入参数键值')).not.toBeInTheDocument();
    // Typing a value clears the message at once, without leaving the field; emptying it brings it back.
    await userEvent.type(name, '网');
    await expect(name).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('请输入参数名称')).not.toBeInTheDocument());
    await userEvent.clear(name);
    await expect(await canvas.findByText('请输入参数名称')).toBeVisible();
    // Submitting shows every message and focuses the first invalid field.
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入参数键值')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, '网站标题');
    await userEvent.type(canvas.getByRole('textbox', { name: '参数键名' }), 'site.title');
    await userEvent.type(canvas.getByRole('textbox', { name: '参数键值' }), 'Blade');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '{"paramName":"网站标题","paramKey":"site.title","paramValue":"Blade"}',
    );
    await expect(canvas.queryByText('请输入参数名称')).not.toBeInTheDocument();
  },
};

export const Horizontal: Story = {
  render: () => <ParamForm layout="horizontal" />,
};

interface AllValues {
  dept: string | null;
  roles: string[];
  region: string | null;
  channels: string[];
  sealed: number | null;
  sort: number | null;
  enabled: boolean;
  agree: boolean;
  start: string | null;
  menus: string[];
}

const depts = [
  { label: '研发部', value: 'rd' },
  { label: '运营部', value: 'ops' },
  { label: '财务部', value: 'fin' },
];
const roles = [
  { label: '管理员', value: 'admin' },
  { label: '调度', value: 'dispatch' },
  { label: '审计', value: 'audit' },
];

/** Every input of the design system in one react-hook-form form. */
function EveryInput() {
  const form = useForm<AllValues>({
    defaultValues: {
      dept: null,
      roles: [],
      region: null,
      channels: [],
      sealed: null,
      sort: null,
      enabled: false,
      agree: false,
      start: null,
      menus: [],
    },
  });
  const [saved, setSaved] = useState('');
  return (
    <Form form={form} layout="horizontal" onSubmit={(values) => setSaved(JSON.stringify(values))}>
      <FormItem name="dept" label="所属部门" required="请选择部门">
        <Select options={depts} />
      </FormItem>
      <FormItem name="roles" label="所属角色" required="请选择角色">
        <Select multiple searchable options={roles} />
      </FormItem>
      <FormItem name="channels" label="通知渠道" required>
        <CheckboxGroup
          options={[
            { label: '短信', value: 'sms' },
            { label: '邮件', value: 'mail' },
          ]}
        />
      </FormItem>
      <FormItem name="sealed" label="封存" required="请选择封存">
        <RadioGroup
          options={[
            { label: '是', value: 1 },
            { label: '否', value: 0 },
          ]}
        />
      </FormItem>
      <FormItem name="sort" label="字典排序" required="请输入字典排序">
        <NumberInput min={0} />
      </FormItem>
      <FormItem name="start" label="生效时间" required="请选择生效时间">
        <DatePicker showTime />
      </FormItem>
      <FormItem name="menus" label="菜单" required="请选择菜单">
        <TreeSelect multiple data={menuTree} />
      </FormItem>
      <FormItem name="enabled" label="启用" message="关闭后该字典不可选">
        <Switch />
      </FormItem>
      <FormItem name="agree" label="确认" rules={{ validate: (v) => v === true || '请勾选确认' }}>
        <Checkbox>我已核对以上信息</Checkbox>
      </FormItem>
      <Button type="submit" variant="primary">
        保存
      </Button>
      <output>{saved}</output>
    </Form>
  );
}

export const EveryInputType: Story = {
  render: () => <EveryInput />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    for (const text of [
      '请选择部门',
      '请选择角色',
      '此项为必填项',
      '请选择封存',
      '请输入字典排序',
      '请勾选确认',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    // Named by the form labels.
    await expect(canvas.getByRole('radiogroup', { name: '封存' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '通知渠道' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '确认 我已核对以上信息' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('combobox', { name: '所属部门' }));
    await userEvent.click(await screen.findByRole('option', { name: '运营部' }));
    await userEvent.click(canvas.getByRole('combobox', { name: '所属角色' }));
    await userEvent.click(await screen.findByRole('option', { name: '调度' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByText('邮件'));
    await userEvent.click(canvas.getByText('否'));
    await userEvent.type(canvas.getByRole('spinbutton', { name: '字典排序' }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: '生效时间' }), '2026-05-01 08:30:00{Enter}');
    await userEvent.click(canvas.getByRole('combobox', { name: '菜单' }));
    await userEvent.click(await screen.findByText('工作台'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('switch', { name: '启用' }));
    await userEvent.click(canvas.getByText('我已核对以上信息'));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '{"dept":"ops","roles":["dispatch"],"region":null,"channels":["mail"],"sealed":0,"sort":3,"enabled":true,"agree":true,"start":"2026-05-01 08:30:00","menus":["2","21","22"]}',
    );
  },
};

/** A select validated on blur: open, leave without choosing, the message appears. */
export const SelectBlur: Story = {
  render: () => <EveryInput />,
  play: async ({ canvas }) => {
    const dept = canvas.getByRole('combobox', { name: '所属部门' });
    await userEvent.click(dept);
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(await canvas.findByText('请选择部门')).toBeVisible();
    await expect(dept).toHaveAttribute('aria-invalid', 'true');
  },
};

function EnglishForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <Form form={form}>
      <FormItem name="name" label="Name" required>
        <Input />
      </FormItem>
    </Form>
  );
}

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <EnglishForm />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    await expect(await canvas.findByText('This field is required')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  render: () => <EveryInput />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请选择部门')).toBeVisible();
  },
};
