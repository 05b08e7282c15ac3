import { addTab, type Tab } from '@blade-console/ui';
import { create } from 'zustand';
import { website } from '../config';
import { isFramePath } from '../menu/routing';
import { storage } from '../session/core';
import { clearSessionList, keepsSessionList, sessionLists } from '../session/sessionLists';

/** The first tab: the welcome page, labelled home (SPEC §2 "/wel/index … first tab, labelled home"). */
export const welcomeTab: Tab = { label: 'console:menu.home', value: website.firstPage.path, close: false };

/**
 * The open tabs (SPEC §4 "Tabs"): persisted as `tagList`/`tag`, so they survive a reload. The rules
 * (closable flags, what opens next) are ui's `tagsModel`, shared with the TagsBar component.
 */
interface TabsState {
  tabs: Tab[];
  active: string;
  open(tab: Tab): void;
  replace(tabs: Tab[]): void;
  reset(): void;
  /** Back to the welcome tab in this tab only: the stored list is another tab's session's now. */
  forget(): void;
}

function sameQuery(a: Tab['query'], b: Tab['query']): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

function withQuery(tab: Tab, query: Tab['query']): Tab {
  const { query: _old, ...rest } = tab;
  return query && Object.keys(query).length ? { ...rest, query } : rest;
}

const [LIST_KEY, ACTIVE_KEY] = sessionLists.tabs.shared;

function persist(tabs: Tab[], active: string): void {
  storage.setStore({ name: LIST_KEY, content: tabs });
  storage.setStore({ name: ACTIVE_KEY, content: active });
}

const storedTabs = storage.getStore<Tab[]>({ name: LIST_KEY });

export const useTabs = create<TabsState>((set, get) => ({
  tabs: storedTabs?.length ? storedTabs : [welcomeTab],
  active: storage.getStore<string>({ name: ACTIVE_KEY }) ?? welcomeTab.value,
  open(tab) {
    const open = get().tabs.find((item) => item.value === tab.value);
    if (open && sameQuery(open.query, tab.query)) {
      // Shown again as it was (a tab switch): the same list, so the tabs bar re-renders two tabs.
      if (get().active === tab.value) return;
      storage.setStore({ name: ACTIVE_KEY, content: tab.value });
      set({ active: tab.value });
      return;
    }
    // A tab remembers its page's full address (a table's search, page and sort live in the query).
    const tabs = addTab(get().tabs, tab).map((item) =>
      item.value === tab.value && !sameQuery(item.query, tab.query) ? withQuery(item, tab.query) : item,
    );
    persist(tabs, tab.value);
    set({ tabs, active: tab.value });
  },
  replace(tabs) {
    const list = tabs.length ? tabs : [welcomeTab];
    const active = list.some((tab) => tab.value === get().active) ? get().active : list[0]!.value;
    persist(list, active);
    set({ tabs: list, active });
  },
  /** After sign-in and at logout the tabs go back to the welcome tab alone (nothing stored). */
  reset() {
    clearSessionList('tabs');
  },
  forget() {
    set({ tabs: [welcomeTab], active: welcomeTab.value });
  },
}));

keepsSessionList('tabs', () => useTabs.getState().forget());

/** The route a framed page's tab goes back to (SPEC §2 `/myiframe/{routerPath}`). */
const FRAME_ROUTE = '/myiframe/urlPath';

/**
 * Where choosing a tab leads: its value, with its query when it has one. A tab whose value is a
 * framed address (a query 'src' overrode it) goes back through the iframe route, as Saber's
 * `getPath` does.
 */
export function tabAddress(tab: Tab): string {
  const entries = Object.entries(tab.query ?? {}).map(([key, value]) => [key, String(value)]);
  if (!entries.length) return tab.value;
  const query = new URLSearchParams(entries).toString();
  return `${isFramePath(tab.value) ? FRAME_ROUTE : tab.value}?${query}`;
}

/** The address of the active tab (the welcome page when there is none). */
export function activeTabAddress({ tabs, active }: Pick<TabsState, 'tabs' | 'active'>): string {
  const tab = tabs.find((item) => item.value === active);
  return tab ? tabAddress(tab) : active || welcomeTab.value;
}
