import { describe, expect, it } from 'vitest';
import { pageTabs, welcome } from './fixtures/tabs';
import {
  addTab,
  closeAll,
  closedBy,
  closeOthers,
  closeSide,
  closeTab,
  flagClosable,
  isClosable,
  moveTab,
  nextAfterClose,
  type Tab,
} from './tagsModel';

const { user, dept, role } = pageTabs;
const flags = (tabs: Tab[]) => tabs.map((t) => t.close);
const values = (tabs: Tab[]) => tabs.map((t) => t.value);

describe('isClosable / flagClosable', () => {
  it('a single tab is never closable, even with isFirstPage', () => {
    expect(isClosable(0, 1)).toBe(false);
    expect(isClosable(0, 1, { isFirstPage: true })).toBe(false);
    expect(flags(flagClosable([welcome]))).toEqual([false]);
  });
  it('the first tab is not closable unless isFirstPage', () => {
    expect(flags(flagClosable([welcome, user, dept]))).toEqual([false, true, true]);
    expect(flags(flagClosable([welcome, user], { isFirstPage: true }))).toEqual([true, true]);
  });
  it('keeps the identity of tabs whose flag did not change', () => {
    const once = flagClosable([welcome, user]);
    const twice = flagClosable(once);
    expect(twice[0]).toBe(once[0]);
    expect(twice[1]).toBe(once[1]);
  });
});

describe('addTab', () => {
  it('adds a missing tab at the end and re-flags', () => {
    const tabs = addTab([welcome], user);
    expect(values(tabs)).toEqual(['/wel/index', '/system/user']);
    expect(flags(tabs)).toEqual([false, true]);
  });
  it('does not add a tab twice', () => {
    const tabs = addTab([welcome, user], { ...user, label: 'other' });
    expect(values(tabs)).toEqual(['/wel/index', '/system/user']);
    expect(tabs[1]?.label).toBe('用户管理');
  });
});

describe('closeTab', () => {
  const three = flagClosable([welcome, user, dept]);
  it('closing the active tab opens the previous tab', () => {
    const r = closeTab(three, dept.value, dept.value);
    expect(values(r.tabs)).toEqual(['/wel/index', '/system/user']);
    expect(r.active).toBe(user.value);
  });
  it('closing an inactive tab keeps the active one', () => {
    const r = closeTab(three, user.value, dept.value);
    expect(values(r.tabs)).toEqual(['/wel/index', '/system/dept']);
    expect(r.active).toBe(dept.value);
  });
  it('closing the active first tab (isFirstPage) opens the new first one', () => {
    const r = closeTab(three, welcome.value, welcome.value, { isFirstPage: true });
    expect(values(r.tabs)).toEqual(['/system/user', '/system/dept']);
    expect(r.active).toBe(user.value);
  });
  it('refuses to close the first tab without isFirstPage', () => {
    const r = closeTab(three, welcome.value, welcome.value);
    expect(values(r.tabs)).toEqual(values(three));
    expect(r.active).toBe(welcome.value);
  });
  it('refuses to close the last tab left', () => {
    const r = closeTab([welcome], welcome.value, welcome.value, { isFirstPage: true });
    expect(values(r.tabs)).toEqual(['/wel/index']);
  });
  it('re-flags after closing: one left is not closable', () => {
    const r = closeTab(flagClosable([welcome, user]), user.value, user.value);
    expect(flags(r.tabs)).toEqual([false]);
    expect(r.active).toBe(welcome.value);
  });
  it('ignores an unknown value', () => {
    expect(values(closeTab(three, '/nope', user.value).tabs)).toEqual(values(three));
  });
});

describe('nextAfterClose', () => {
  it('is the previous tab, or the first', () => {
    expect(nextAfterClose([welcome, user], 2)?.value).toBe(user.value);
    expect(nextAfterClose([user, dept], 0)?.value).toBe(user.value);
    expect(nextAfterClose([], 0)).toBeUndefined();
  });
});

describe('closeOthers / closeAll', () => {
  const four = flagClosable([welcome, user, dept, role]);
  it('close others keeps the welcome tab and the chosen one, and shows it', () => {
    const r = closeOthers(four, dept.value, welcome);
    expect(values(r.tabs)).toEqual(['/wel/index', '/system/dept']);
    expect(r.active).toBe(dept.value);
    expect(flags(r.tabs)).toEqual([false, true]);
  });
  it('close others on the welcome tab leaves it alone', () => {
    const r = closeOthers(four, welcome.value, welcome);
    expect(values(r.tabs)).toEqual(['/wel/index']);
    expect(flags(r.tabs)).toEqual([false]);
  });
  it('close others puts the welcome tab back when it was missing', () => {
    const r = closeOthers([user, dept], dept.value, welcome);
    expect(values(r.tabs)).toEqual(['/wel/index', '/system/dept']);
  });
  it('close all returns to the welcome tab', () => {
    const r = closeAll(welcome);
    expect(values(r.tabs)).toEqual(['/wel/index']);
    expect(r.active).toBe(welcome.value);
    expect(flags(r.tabs)).toEqual([false]);
  });
});

describe('close to the left and right, move', () => {
  const five: Tab[] = flagClosable(
    ['/wel/index', '/a', '/b', '/c', '/d'].map((value) => ({ label: value, value })),
  );
  const values = (tabs: readonly Tab[]) => tabs.map((t) => t.value);

  it('closes the tabs left of the target, keeping the welcome tab', () => {
    const result = closeSide(five, '/c', 'left', '/d');
    expect(values(result.tabs)).toEqual(['/wel/index', '/c', '/d']);
    expect(result.active).toBe('/d');
  });

  it('closes the tabs right of the target; the target is shown when the shown tab went', () => {
    const result = closeSide(five, '/b', 'right', '/d');
    expect(values(result.tabs)).toEqual(['/wel/index', '/a', '/b']);
    expect(result.active).toBe('/b');
    expect(closedBy(five, result.tabs).map((t) => t.value)).toEqual(['/c', '/d']);
  });

  it('moves a tab but never before the welcome tab', () => {
    expect(values(moveTab(five, 4, 1))).toEqual(['/wel/index', '/d', '/a', '/b', '/c']);
    expect(values(moveTab(five, 2, 0))).toEqual(['/wel/index', '/b', '/a', '/c', '/d']);
    expect(values(moveTab(five, 0, 3))).toEqual(values(five));
    expect(values(moveTab(five, 1, 99))).toEqual(['/wel/index', '/b', '/c', '/d', '/a']);
  });
});
