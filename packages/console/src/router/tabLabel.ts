import type { Tab } from '@blade-console/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

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
 * A tab's label as shown, each label translated once for a given `t` (a new language gives a new
 * `t`): the tabs bar and its dropdown ask for every open tab's label whenever a tab is chosen.
 */
export function useTabLabel(t: TFunction): (tab: Tab) => string {
  return useMemo(() => {
    const shown = new Map<string, string>();
    return (tab: Tab) => {
      let text = shown.get(tab.label);
      if (text === undefined) {
        text = translateTabLabel(tab.label, t);
        shown.set(tab.label, text);
      }
      return text;
    };
  }, [t]);
}
