import { useCallback, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { BladeClient } from '../client';
import {
  type BladeArgs,
  type BladeKey,
  type BladeListPath,
  type BladePath,
  type BladeResult,
  type BladeTreePath,
  matchesBladeKey,
  resolveMethod,
} from './paths';

export type BladeQueryConfig<P extends BladePath> = SWRConfiguration<BladeResult<P>, Error>;

/**
 * Calls an SDK method through SWR. `args` are the method's arguments; `null` skips the fetch (a detail
 * dialog that is closed, a list waiting for its tree selection). Key: `['blade', path, ...args]`.
 */
export function useBladeQuery<P extends BladePath>(
  client: BladeClient,
  path: P,
  args: BladeArgs<P> | null,
  config?: BladeQueryConfig<P>,
): SWRResponse<BladeResult<P>, Error> {
  const key: BladeKey<P> | null = args === null ? null : ['blade', path, ...args];
  return useSWR<BladeResult<P>, Error, BladeKey<P> | null>(
    key,
    ([, method, ...rest]: BladeKey<P>) => resolveMethod(client, method)(...rest) as Promise<BladeResult<P>>,
    config,
  );
}

/** A paged list: `useBladeList(client, 'system.param.list', { current: 1, size: 10 })`; `null` skips. */
export function useBladeList<P extends BladeListPath>(
  client: BladeClient,
  path: P,
  params: BladeArgs<P>[0] | null,
  config?: BladeQueryConfig<P>,
): SWRResponse<BladeResult<P>, Error> {
  const args = params === null ? null : ((params === undefined ? [] : [params]) as unknown as BladeArgs<P>);
  return useBladeQuery(client, path, args, config);
}

/** A detail by id: `useBladeDetail(client, 'system.param.detail', id)`; a null/empty id skips. */
export function useBladeDetail<P extends BladePath>(
  client: BladeClient,
  path: P,
  id: BladeArgs<P>[0] | null | undefined,
  config?: BladeQueryConfig<P>,
): SWRResponse<BladeResult<P>, Error> {
  const args = id === null || id === undefined || id === '' ? null : ([id] as unknown as BladeArgs<P>);
  return useBladeQuery(client, path, args, config);
}

/** A tree endpoint (`TreeNode[]`): `useBladeTree(client, 'system.dept.tree', [tenantId])`. */
export function useBladeTree<P extends BladeTreePath>(
  client: BladeClient,
  path: P,
  args: BladeArgs<P> | null,
  config?: BladeQueryConfig<P>,
): SWRResponse<BladeResult<P>, Error> {
  return useBladeQuery(client, path, args, config);
}

export interface BladeMutationOptions {
  /**
   * Key path prefixes to revalidate after success. Default: the method's resource, e.g. `'system.param.'`
   * for `'system.param.submit'`, so every list/detail of that resource refetches. `false` disables.
   */
  revalidate?: string | readonly string[] | false;
}

export interface BladeMutation<P extends BladePath> {
  trigger: (...args: BladeArgs<P>) => Promise<BladeResult<P>>;
  isMutating: boolean;
  error: Error | undefined;
  data: BladeResult<P> | undefined;
  reset: () => void;
}

/** The resource part of a path: `'system.param.submit'` → `'system.param.'`. */
export function resourcePrefix(path: string): string {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? path : path.slice(0, cut + 1);
}

/**
 * Runs a mutating call (submit, remove, grant…) and then revalidates the matching cached queries. The
 * error is kept in state and also re-thrown from `trigger`, so forms can `await` it.
 */
export function useBladeMutation<P extends BladePath>(
  client: BladeClient,
  path: P,
  options: BladeMutationOptions = {},
): BladeMutation<P> {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error?: Error; data?: BladeResult<P> }>({
    isMutating: false,
  });
  const prefixes = options.revalidate === false ? [] : [options.revalidate ?? resourcePrefix(path)].flat();
  const prefixesRef = useRef(prefixes);
  prefixesRef.current = prefixes;

  const trigger = useCallback(
    async (...args: BladeArgs<P>) => {
      setState((previous) => ({ ...previous, isMutating: true }));
      try {
        const data = (await resolveMethod(client, path)(...args)) as BladeResult<P>;
        setState({ isMutating: false, data });
        const targets = prefixesRef.current;
        if (targets.length > 0) {
          await mutate((key) => targets.some((prefix) => matchesBladeKey(key, prefix)));
        }
        return data;
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState({ isMutating: false, error });
        throw error;
      }
    },
    [client, path, mutate],
  );

  return {
    trigger,
    isMutating: state.isMutating,
    error: state.error,
    data: state.data,
    reset: useCallback(() => setState({ isMutating: false }), []),
  };
}

/** Revalidates every cached blade query whose path starts with `prefix` (e.g. after a websocket event). */
export function useBladeRevalidate(): (prefix?: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((prefix = '') => mutate((key) => matchesBladeKey(key, prefix)), [mutate]);
}
