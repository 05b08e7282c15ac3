import type { TreeNode } from '@blade-console/blade-client';
import {
  type BladeArgs,
  type BladeListPath,
  type BladePath,
  type BladeQueryConfig,
  type BladeTreePath,
  useBladeClient,
  useBladeList,
  useBladeQuery,
  useBladeTree,
} from '@blade-console/blade-client/swr';
import type { CrudOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictOptions } from '../pages/system/common/pages';

const NO_NODES: TreeNode[] = [];

/**
 * A TreeNode forest (dept/role/menu trees) through `useBladeTree`, cached under
 * `['blade', path, ...args]`; empty while loading, on failure, or when the answer is not a list.
 */
export function useTreeNodes<P extends BladeTreePath>(
  path: P,
  args: BladeArgs<P> | null = [] as BladeArgs<P>,
) {
  const { data } = useBladeTree(useBladeClient(), path, args);
  return Array.isArray(data) ? (data as TreeNode[]) : NO_NODES;
}

/**
 * The items of a system dictionary as select options. Key `['blade', 'system.dict.dictionary', code]`:
 * every page asking for the same code shares one request and one cached answer. The server names
 * items in Chinese; in another language an item is named by `console:dicts.<code>.<key>` when that
 * string exists (the seeded dictionaries' English, blade-schema's `DICTS`), else as the server names it.
 */
export function useDictionary(code: string | null, numeric = true): CrudOption[] {
  const { data } = useBladeQuery(useBladeClient(), 'system.dict.dictionary', code === null ? null : [code]);
  const { t, i18n } = useTranslation('console');
  const chinese = i18n.language === 'zh';
  return useMemo(() => {
    const options = dictOptions(Array.isArray(data) ? data : [], numeric);
    if (chinese) return options;
    return options.map((option) => ({
      ...option,
      label: t(`dicts.${code}.${option.value}`, { defaultValue: option.label }),
    }));
  }, [data, numeric, chinese, code, t]);
}

/** `useBladeQuery` on the app's client: `useQuery('system.post.select', [])`; `null` args skip. */
export function useQuery<P extends BladePath>(
  path: P,
  args: BladeArgs<P> | null,
  config?: BladeQueryConfig<P>,
) {
  return useBladeQuery(useBladeClient(), path, args, config);
}

/** `useBladeList` on the app's client: `useList('system.tenant.list', { current: 1, size: 200 })`. */
export function useList<P extends BladeListPath>(
  path: P,
  params: BladeArgs<P>[0] | null,
  config?: BladeQueryConfig<P>,
) {
  return useBladeList(useBladeClient(), path, params, config);
}
