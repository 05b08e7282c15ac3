import { Activity, type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { website } from '../../config';
import { forgetPage, setShownPage, useKeptPages } from '../../stores/keptPages';
import { tabAddress, useTabs } from '../../stores/tabs';
import { KeptPage } from './KeptPage';
import { type KeptEntry, keepShown, pageKeyOf, pageKeyOfAddress } from './lru';

interface Kept {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

export interface KeptPagesProps {
  /** Nothing is shown (the lock screen is up): every page stays as it was, hidden. */
  paused?: boolean;
  /** At most this many pages stay mounted (default: the console setting). */
  max?: number;
  /** Id of the element the pages scroll in (the shell's main element); each page keeps its offset. */
  scrollAreaId: string;
}

/**
 * The console's pages, one per open tab, each kept mounted under React's `<Activity>`: the shown
 * one visible, the others hidden with their state (search, paging, selection, scroll, a
 * half-filled form) and their effects paused, so a hidden page polls nothing and sends no request.
 * At most `max` stay (least recently shown first to go); closing a tab unmounts its page.
 */
export function KeptPages({ paused = false, max = website.keptTabs, scrollAreaId }: KeptPagesProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const tabs = useTabs((state) => state.tabs);
  const generations = useKeptPages((state) => state.generations);
  const openKeys = useMemo(() => new Set(tabs.map((tab) => pageKeyOfAddress(tabAddress(tab)))), [tabs]);
  const shownKey = paused ? null : pageKeyOf(location.pathname, location.search);
  setShownPage(shownKey);

  // Derived from the route, the tabs and the bound on every render (the same inputs give the same
  // list, so a discarded or repeated render changes nothing).
  const kept = useRef<KeptEntry<Kept>[]>([]);
  kept.current =
    shownKey === null
      ? kept.current.filter((entry) => openKeys.has(entry.key))
      : keepShown(kept.current, shownKey, { element: outlet, location, navigationType }, openKeys, max);

  // Rendered in the order pages first opened, not by recency: moving an iframe's DOM reloads it.
  const order = useRef(new Map<string, number>());
  for (const { key } of kept.current) if (!order.current.has(key)) order.current.set(key, order.current.size);
  const rendered = [...kept.current].sort(
    (a, b) => (order.current.get(a.key) ?? 0) - (order.current.get(b.key) ?? 0),
  );

  const keys = kept.current.map((entry) => entry.key).join('\n');
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const now = keys.split('\n');
    for (const key of previous.current)
      if (!now.includes(key)) {
        forgetPage(key);
        order.current.delete(key);
      }
    previous.current = now;
  }, [keys]);

  return rendered.map(({ key, value }) => (
    <Activity key={`${key}#${generations[key] ?? 0}`} mode={key === shownKey ? 'visible' : 'hidden'}>
      <KeptPage
        pageKey={key}
        element={value.element}
        location={value.location}
        navigationType={value.navigationType}
        scrollAreaId={scrollAreaId}
      />
    </Activity>
  ));
}
