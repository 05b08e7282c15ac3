import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneOpenProps, useOneOpen } from './useOneOpen';

describe('useOneOpen', () => {
  it('opens one dialog at a time and closes it through its own onOpenChange', () => {
    const { result } = renderHook(() => useOneOpen<'search' | 'lock'>());
    expect(result.current.props('search').open).toBe(false);
    act(() => result.current.show('search'));
    expect(result.current.props('search').open).toBe(true);
    act(() => result.current.props('lock').onOpenChange(true));
    expect(result.current.props('search').open).toBe(false);
    expect(result.current.props('lock').open).toBe(true);
    act(() => result.current.props('lock').onOpenChange(false));
    expect(result.current.props('lock').open).toBe(false);
  });

  it('hands on its state: setOpen stays the same function, open names the one open', () => {
    const { result } = renderHook(() => useOneOpen<'search' | 'lock'>());
    const { setOpen } = result.current;
    act(() => result.current.show('lock'));
    expect(result.current.open).toBe('lock');
    expect(result.current.setOpen).toBe(setOpen);
    act(() => oneOpenProps(result.current.open, setOpen, 'lock').onOpenChange(false));
    expect(result.current.open).toBeUndefined();
  });
});
