import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShellStrings } from '../i18n/shell';
import { useGrantDialog } from './useGrantDialog';

beforeAll(() => registerShellStrings());

const GRANT_BUTTON = { label: 'console:role.grant', permission: 'role_edit' };

function setup() {
  const load = vi.fn(async (ids: string[]) => ({ keys: ids.map((id) => `menu-of-${id}`) }));
  const detail = vi.fn(async (id: string) => ({ updateTime: `2024-05-0${id} 10:00:00` }));
  const { result } = renderHook(() => useGrantDialog(load, detail, { keys: [] as string[] }, GRANT_BUTTON));
  return { result, load, detail };
}

describe('useGrantDialog', () => {
  it("opens for the table's selected rows, with what it shows and their versions of one moment", async () => {
    const { result, load, detail } = setup();
    act(() => result.current.tableProps.onSelectionChange([{ id: 1 }, { id: 2 }]));
    expect(result.current.ids).toEqual(['1', '2']);
    await act(() => result.current.openGrant());
    expect(load).toHaveBeenCalledWith(['1', '2']);
    expect(detail.mock.calls.map(([id]) => id)).toEqual(['1', '2']);
    expect(result.current.dialogProps.open).toBe(true);
    expect(result.current.data).toEqual({
      keys: ['menu-of-1', 'menu-of-2'],
      versions: { 1: '2024-05-01 10:00:00', 2: '2024-05-02 10:00:00' },
    });
  });

  it("gives the table its grant button and the dialog its title, both the button's label", () => {
    const { result } = setup();
    expect(result.current.tableProps.toolbarActions).toEqual([
      expect.objectContaining({ key: 'grant', label: 'console:role.grant', permission: 'role_edit' }),
    ]);
    expect(result.current.dialogProps.title).toBe('权限设置');
  });

  it('stays closed and loads nothing while no row is selected', async () => {
    const { result, load, detail } = setup();
    await act(() => result.current.openGrant());
    expect(result.current.dialogProps.open).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(detail).not.toHaveBeenCalled();
  });
});
