// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectValue } from './useSelectValue';

const types = [
  { value: 'annual', label: '年假' },
  { value: 'sick', label: '病假' },
];

describe('useSelectValue', () => {
  it("reads a form's empty text as no choice, so the placeholder shows (the leave form's type was blank)", () => {
    const { result } = renderHook(() => useSelectValue({ options: types, value: '' }));
    expect(result.current.selected).toEqual([]);
    expect(result.current.selectedOptions).toEqual([]);
  });

  it("keeps '' when an option is '' (an 'all' choice), and shows a value no option has as itself", () => {
    const withAll = [{ value: '', label: '全部' }, ...types];
    expect(
      renderHook(() => useSelectValue({ options: withAll, value: '' })).result.current.selectedOptions,
    ).toEqual([{ value: '', label: '全部' }]);
    expect(
      renderHook(() => useSelectValue({ options: types, value: 'unpaid' })).result.current.selectedOptions,
    ).toEqual([{ value: 'unpaid', label: 'unpaid' }]);
  });
});
