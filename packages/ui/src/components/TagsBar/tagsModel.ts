/**
 * The tab list rules of SPEC §2/§4 as pure functions, so the app's tabs store and the TagsBar
 * component agree and the rules are tested without a browser.
 */
export interface Tab {
  label: string;
  /** The tab's identity: the route path (`/system/user`). */
  value: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  group?: readonly string[];
  /** Closable flag, computed by `flagClosable` (never set it by hand). */
  close?: boolean;
}

export interface TagsOptions {
  /** When true the first tab is closable like the others (when there are several). */
  isFirstPage?: boolean;
}

/** Whether the tab at `index` of a list of `count` tabs may be closed. */
export function isClosable(index: number, count: number, { isFirstPage = false }: TagsOptions = {}): boolean {
  if (count <= 1) return false;
  if (index === 0) return isFirstPage;
  return true;
}

/** Re-flags `close` on every tab: none when one is left; all but the first unless isFirstPage. */
export function flagClosable(tabs: readonly Tab[], options: TagsOptions = {}): Tab[] {
  return tabs.map((tab, index) => {
    const close = isClosable(index, tabs.length, options);
    return tab.close === close ? tab : { ...tab, close };
  });
}

/** Adds the tab when no tab has its value (an existing one is kept as is), then re-flags. */
export function addTab(tabs: readonly Tab[], tab: Tab, options: TagsOptions = {}): Tab[] {
  const present = tabs.some((t) => t.value === tab.value);
  return flagClosable(present ? tabs : [...tabs, tab], options);
}

export interface CloseResult {
  tabs: Tab[];
  /** The value of the tab to show now (unchanged unless the active one was closed). */
  active: string | undefined;
}

/**
 * The tab to open after closing the one at `index`: the previous tab, or the first one when the
 * closed tab was the first. `remaining` is the list after removal.
 */
export function nextAfterClose(remaining: readonly Tab[], index: number): Tab | undefined {
  return remaining[index - 1] ?? remaining[0];
}

/** Closes one tab (refused, unchanged, when it is not closable). */
export function closeTab(
  tabs: readonly Tab[],
  value: string,
  active: string | undefined,
  options: TagsOptions = {},
): CloseResult {
  const index = tabs.findIndex((t) => t.value === value);
  if (index < 0 || !isClosable(index, tabs.length, options))
    return { tabs: flagClosable(tabs, options), active };
  const remaining = tabs.filter((_, i) => i !== index);
  const nextActive = value === active ? nextAfterClose(remaining, index)?.value : active;
  return { tabs: flagClosable(remaining, options), active: nextActive };
}

/**
 * Keeps the welcome (first) tab and `keep`, and shows `keep`. Saber keeps the first page too, so
 * "close others" never leaves the user without the home tab.
 */
export function closeOthers(
  tabs: readonly Tab[],
  keep: string,
  welcome: Tab,
  options: TagsOptions = {},
): CloseResult {
  const kept = tabs.filter((t) => t.value === keep || t.value === welcome.value);
  const withWelcome = kept.some((t) => t.value === welcome.value) ? kept : [welcome, ...kept];
  return { tabs: flagClosable(withWelcome, options), active: keep };
}

/** Only the welcome tab remains, and it is shown. */
export function closeAll(welcome: Tab, options: TagsOptions = {}): CloseResult {
  return { tabs: flagClosable([welcome], options), active: welcome.value };
}

/**
 * Closes the closable tabs before (`left`) or after (`right`) `target`. The welcome tab stays
 * (it is not closable); when the shown tab goes, `target` is shown.
 */
export function closeSide(
  tabs: readonly Tab[],
  target: string,
  side: 'left' | 'right',
  active: string | undefined,
  options: TagsOptions = {},
): CloseResult {
  const at = tabs.findIndex((t) => t.value === target);
  if (at < 0) return { tabs: flagClosable(tabs, options), active };
  const kept = tabs.filter((_, index) => {
    if (index === at) return true;
    const onSide = side === 'left' ? index < at : index > at;
    return !onSide || !isClosable(index, tabs.length, options);
  });
  const nextActive = kept.some((t) => t.value === active) ? active : target;
  return { tabs: flagClosable(kept, options), active: nextActive };
}

/** The tabs a close would take away (to ask about unsaved work before it happens). */
export function closedBy(before: readonly Tab[], after: readonly Tab[]): Tab[] {
  const left = new Set(after.map((t) => t.value));
  return before.filter((t) => !left.has(t.value));
}

/**
 * Moves a tab to another place. The first tab is the welcome page (SPEC §4): it stays first and
 * nothing moves before it unless it is closable (isFirstPage).
 */
export function moveTab(tabs: readonly Tab[], from: number, to: number, options: TagsOptions = {}): Tab[] {
  const first = options.isFirstPage ? 0 : 1;
  if (from < first || from >= tabs.length) return [...tabs];
  const target = Math.min(Math.max(to, first), tabs.length - 1);
  if (target === from) return [...tabs];
  const list = [...tabs];
  const [moved] = list.splice(from, 1);
  list.splice(target, 0, moved!);
  return flagClosable(list, options);
}
