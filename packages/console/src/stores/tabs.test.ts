import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../session/core';
import { useTabs, welcomeTab } from './tabs';

const param = { label: 'console:route.param|参数管理', value: '/system/param' };
const user = { label: 'console:route.user|用户管理', value: '/system/user' };

beforeEach(() => useTabs.getState().replace([welcomeTab]));

describe('the open tabs (SPEC §4 "Tabs")', () => {
  it('opens a page once, remembers its query, and keeps them as tagList/tag', () => {
    useTabs.getState().open(param);
    useTabs.getState().open(user);
    useTabs.getState().open({ ...param, query: { current: '2' } });
    const { tabs, active } = useTabs.getState();
    expect(tabs.map((tab) => tab.value)).toEqual([welcomeTab.value, param.value, user.value]);
    expect(tabs[1]?.query).toEqual({ current: '2' });
    expect(active).toBe(param.value);
    expect(storage.getStore<typeof tabs>({ name: 'tagList' })?.[1]?.query).toEqual({ current: '2' });
    expect(storage.getStore({ name: 'tag' })).toBe(param.value);
  });

  it('a tab shown again as it was changes only which one is shown: the same list, the bar re-renders two tabs', () => {
    useTabs.getState().open(param);
    useTabs.getState().open(user);
    const before = useTabs.getState().tabs;
    useTabs.getState().open(param);
    expect(useTabs.getState().tabs).toBe(before);
    expect(useTabs.getState().active).toBe(param.value);
    expect(storage.getStore({ name: 'tag' })).toBe(param.value);
    // Shown already: nothing changes, not even the stored list.
    storage.setStore({ name: 'tagList', content: 'untouched' });
    useTabs.getState().open(param);
    expect(storage.getStore({ name: 'tagList' })).toBe('untouched');
    expect(useTabs.getState().tabs).toBe(before);
  });
});
