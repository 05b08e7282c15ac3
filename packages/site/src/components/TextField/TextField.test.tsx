import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField with options', () => {
  it('is a labelled select that reports the chosen value, its message and leaving', async () => {
    const onChange = vi.fn();
    const onLeave = vi.fn();
    render(
      <TextField
        name="goodsType"
        label="货物类型"
        required
        error="请选择货物类型"
        value="1"
        onChange={onChange}
        onLeave={onLeave}
        options={[
          { value: '1', label: '普通货物' },
          { value: '2', label: '易碎物品' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: /货物类型/ });
    expect(select).toHaveAttribute('id', 'goodsType');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请选择货物类型')).toBeInTheDocument();
    await userEvent.selectOptions(select, '易碎物品');
    expect(onChange).toHaveBeenCalledWith('2');
    await userEvent.tab();
    expect(onLeave).toHaveBeenCalled();
  });
});
