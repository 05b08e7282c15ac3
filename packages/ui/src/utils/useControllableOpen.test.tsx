import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableOpen } from './useControllableOpen';

describe('useControllableOpen', () => {
  it('keeps its own state from defaultOpen when not controlled, reporting each change', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useControllableOpen(undefined, true, onOpenChange));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows the parent when controlled, only reporting a change', () => {
    const onOpenChange = vi.fn();
    const { result, rerender } = renderHook(({ open }) => useControllableOpen(open, false, onOpenChange), {
      initialProps: { open: true as boolean | undefined },
    });
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender({ open: false });
    expect(result.current[0]).toBe(false);
  });
});
