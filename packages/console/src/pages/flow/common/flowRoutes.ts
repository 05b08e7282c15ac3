import type { DictItem } from '@blade-console/blade-client';
import type { CrudOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../../data/hooks';

/**
 * The `flow` dictionary as SPEC §3 flow routes: routeKey (code + '_' + dictKey, the category a
 * process is deployed under, e.g. `flow_1`) → routeValue (the remark, the form's route, e.g. `leave`).
 */
export function flowRoutesOf(items: readonly DictItem[] | null | undefined): Record<string, string> {
  return Object.fromEntries((items ?? []).map((item) => [`${item.code}_${item.dictKey}`, item.remark ?? '']));
}

/** The form route of a process category, or undefined when the dictionary has none. */
export function routeOf(routes: Record<string, string>, category: string | undefined): string | undefined {
  return category ? routes[category] || undefined : undefined;
}

/** `/work/process/{route}/{kind}/…`: where a category's form, task or detail opens. */
export function flowPath(route: string, kind: 'form' | 'handle' | 'detail', ...ids: (string | undefined)[]) {
  return `/work/process/${route}/${kind}/${ids.map((id) => encodeURIComponent(id ?? '')).join('/')}`;
}

/** The flow dictionary: its routes and the categories as select options (value `flow_1`). */
export function useFlowDictionary(): {
  routes: Record<string, string>;
  categories: CrudOption[];
  loaded: boolean;
} {
  const { data } = useQuery('system.dict.dictionary', ['flow']);
  const { t, i18n } = useTranslation('console');
  const chinese = i18n.language === 'zh';
  return useMemo(() => {
    const items = Array.isArray(data) ? (data as DictItem[]) : [];
    // The server names categories in Chinese; other languages use `console:dicts.flow.<key>` (as
    // `useDictionary` does), falling back to the server's name for categories an admin added.
    const label = (item: DictItem) =>
      chinese ? item.dictValue : t(`dicts.flow.${item.dictKey}`, { defaultValue: item.dictValue });
    return {
      routes: flowRoutesOf(items),
      categories: items.map((item) => ({ value: `${item.code}_${item.dictKey}`, label: label(item) })),
      loaded: Array.isArray(data),
    };
  }, [data, chinese, t]);
}
