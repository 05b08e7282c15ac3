import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnChange } from './useOnChange';

describe('useOnChange', () => {
  it('calls the latest callback when the value changes, not on the first render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ value, onChange }) => useOnChange(value, onChange), {
      initialProps: { value: 'a', onChange: first },
    });
    expect(first).not.toHaveBeenCalled();
    rerender({ value: 'a', onChange: latest });
    expect(latest).not.toHaveBeenCalled();
    rerender({ value: 'b', onChange: latest });
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
