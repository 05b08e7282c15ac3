// @vitest-environment jsdom
// (a hook rendered into a document)
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBusyFields } from './useBusyFields';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('useBusyFields', () => {
  it('holds a save pressed after an upload started, before the form rendered again', () => {
    const { result } = renderHook(() => useBusyFields('form', true));
    const submit = vi.fn();
    // The handler and the check as the form last rendered them, before the picture was chosen.
    const onSubmit = result.current.onSubmit(submit);
    const pictureCheck = vi.fn(async () => '请选择图片' as const);
    const check = result.current.checkWhenDone('imageUrl', pictureCheck);
    const event = submitEvent();
    act(() => {
      result.current.busyChange('imageUrl', true);
      // The click, handled before React renders the form with the upload (one act: no render between).
      onSubmit(event);
      expect(check()).toBe(true);
    });
    expect(submit).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(pictureCheck).not.toHaveBeenCalled();
    expect(result.current.waiting).toBe(true);
  });

  it('saves at once when nothing is busy, and checks a field that is done', async () => {
    const { result } = renderHook(() => useBusyFields('form', true));
    act(() => {
      result.current.busyChange('imageUrl', true);
      result.current.busyChange('imageUrl', false);
    });
    const submit = vi.fn();
    result.current.onSubmit(submit)(submitEvent());
    expect(submit).toHaveBeenCalledTimes(1);
    const pictureCheck = vi.fn(async () => true as const);
    await expect(result.current.checkWhenDone('imageUrl', pictureCheck)()).resolves.toBe(true);
    expect(pictureCheck).toHaveBeenCalledTimes(1);
  });
});
