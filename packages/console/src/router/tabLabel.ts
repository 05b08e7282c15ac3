import type { Tab } from '@blade-console/ui';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { loadFlowStrings } from '../pages/flow/common/pageStrings';

/**
 * Tab labels are an i18n key (`console:menu.home`), a menu label (`console:route.param|参数管理`:
 * the key and the server's name as its fallback), or plain text (a `name` query).
 */
export function translateTabLabel(label: string, t: TFunction): string {
  const [key, fallback] = label.split('|');
  if (!key?.includes(':')) return label;
  return t(key, { defaultValue: fallback ?? key });
}

/**
 * The namespaces whose strings load with their pages, not with the shell. A tab kept from before a
 * reload names its page before that page has opened: its label would read the Chinese fallback in
 * English until it did, so the tabs bar loads them itself.
 */
const stringsWithPages: Record<string, () => Promise<void>> = { flow: loadFlowStrings };
const loading = new Map<string, Promise<void>>();

/**
 * A tab's label as shown, each label translated once for a given `t` (a new language gives a new
 * `t`): the tabs bar and its dropdown ask for every open tab's label whenever a tab is chosen.
 */
export function useTabLabel(t: TFunction): (tab: Tab) => string {
  // Bumped when a namespace a label asked for has loaded: the labels are translated again.
  const [loaded, setLoaded] = useState(0);
  const waiting = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is why the labels are read again.
  return useMemo(() => {
    const shown = new Map<string, string>();
    return (tab: Tab) => {
      let text = shown.get(tab.label);
      if (text === undefined) {
        text = translateTabLabel(tab.label, t);
        shown.set(tab.label, text);
        const namespace = tab.label.split(':')[0] ?? '';
        const load = stringsWithPages[namespace];
        if (load && !waiting.current.has(namespace)) {
          waiting.current.add(namespace);
          if (!loading.has(namespace)) loading.set(namespace, load());
          loading.get(namespace)?.then(
            () => setLoaded((n) => n + 1),
            // A chunk that did not load (offline): the fallback stays; the next labelling tries again.
            () => {
              loading.delete(namespace);
              waiting.current.delete(namespace);
            },
          );
        }
      }
      return text;
    };
  }, [t, loaded]);
}
