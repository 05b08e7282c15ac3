import { Activity, createElement, type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { website } from '../../config';
import { forgetPage, setShownPage, useKeptPages } from '../../stores/keptPages';
import { tabAddress, useTabs } from '../../stores/tabs';
import { KeptPage } from './KeptPage';
import { defineKeptPage, KEPT_PAGE_TAG } from './keptPageElement';
import { type KeptEntry, keepShown, OpeningOrder, pageKeyOf, pageKeyOfAddress } from './lru';

defineKeptPage();

interface Kept {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

/** The same view: path, query, hash and history state (the key differs on every navigation). */
function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
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
  // The data router's navigate is one function for this route: the pages' memo holds.
  const navigate = useNavigate();
  const tabs = useTabs((state) => state.tabs);
  const generations = useKeptPages((state) => state.generations);
  const openKeys = useMemo(() => new Set(tabs.map((tab) => pageKeyOfAddress(tabAddress(tab)))), [tabs]);
  const shownKey = paused ? null : pageKeyOf(location.pathname, location.search);
  setShownPage(shownKey);

  // Derived from the route, the tabs and the bound on every render (the same inputs give the same
  // list, so a discarded or repeated render changes nothing).
  const kept = useRef<KeptEntry<Kept>[]>([]);
  if (shownKey === null) kept.current = kept.current.filter((entry) => openKeys.has(entry.key));
  else {
    // A page shown again at the address it was left at keeps its element and location: its
    // KeptPage (memo) then skips rendering, so switching tabs only reveals it, and the shell's
    // re-renders (tabs, menu) do not re-render the shown page either.
    const before = kept.current.find((entry) => entry.key === shownKey)?.value;
    const value =
      before && sameAddress(before.location, location)
        ? before
        : { element: outlet, location, navigationType };
    kept.current = keepShown(kept.current, shownKey, value, openKeys, max);
  }

  // Rendered in the order pages first opened, not by recency: a moved page loses its drawing.
  const order = useRef(new OpeningOrder());
  const rendered = order.current.sort(kept.current);

  const keys = kept.current.map((entry) => entry.key).join('\n');
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const now = keys.split('\n');
    for (const key of previous.current)
      if (!now.includes(key)) {
        forgetPage(key);
        order.current.forget(key);
      }
    previous.current = now;
  }, [keys]);

  return rendered.map(({ key, value }) => (
    <Activity key={`${key}#${generations[key] ?? 0}`} mode={key === shownKey ? 'visible' : 'hidden'}>
      {createElement(
        KEPT_PAGE_TAG,
        null,
        <KeptPage
          pageKey={key}
          element={value.element}
          location={value.location}
          navigationType={value.navigationType}
          scrollAreaId={scrollAreaId}
          navigate={navigate}
        />,
      )}
    </Activity>
  ));
}
