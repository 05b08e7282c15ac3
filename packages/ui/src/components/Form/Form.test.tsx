import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from '../Input';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Form, FormItem, useForm } from '.';
import { isEmptyValue, requiredRule } from './validation';

describe('isEmptyValue (SPEC §5)', () => {
  it('treats null, undefined, "", [] and {} as empty', () => {
    for (const v of [null, undefined, '', [], {}]) expect(isEmptyValue(v)).toBe(true);
  });
  it('treats numbers, booleans, text, dates and filled collections as values', () => {
    for (const v of [0, false, true, ' ', 'a', [0], { a: 1 }, new Date(0)])
      expect(isEmptyValue(v)).toBe(false);
  });
  it('requiredRule returns the message for empty values', () => {
    const rule = requiredRule('please enter the parameter name');
    expect(rule('')).toBe('please enter the parameter name');
    expect(rule('x')).toBe(true);
    expect(rule(0)).toBe(true);
  });
});

interface Values {
  paramName: string;
  dept: string | null;
  sealed: boolean;
}

function Harness({ onSubmit, dept = null }: { onSubmit: (v: Values) => void; dept?: string | null }) {
  const form = useForm<Values>({ defaultValues: { paramName: '', dept, sealed: false } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormItem name="paramName" label="参数名称" required="请输入参数名称">
        <Input />
      </FormItem>
      <FormItem name="dept" label="部门" required="请选择部门">
        <Select options={[{ label: '研发部', value: 'rd' }]} />
      </FormItem>
      <FormItem name="sealed" label="封存">
        <Switch />
      </FormItem>
      <button type="submit">保存</button>
    </Form>
  );
}

describe('Form + FormItem', () => {
  afterEach(cleanup);

  it('validates on blur, shows the message and wires aria', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '参数名称' });
    expect(input).toHaveAttribute('aria-required', 'true');
    act(() => input.focus());
    fireEvent.blur(input);
    expect(await screen.findByText('请输入参数名称')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入参数名称');
    fireEvent.change(input, { target: { value: 'site.title' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByText('请输入参数名称')).not.toBeInTheDocument());
  });

  it('blocks the submit on errors and submits typed values, false booleans included', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择部门')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    render(<Harness onSubmit={onSubmit} dept="rd" />);
    fireEvent.change(screen.getByRole('textbox', { name: '参数名称' }), { target: { value: 'k' } });
    expect(screen.getByRole('combobox', { name: '部门' })).toHaveTextContent('研发部');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ paramName: 'k', dept: 'rd', sealed: false });
  });
});
