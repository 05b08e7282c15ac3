import useSWR from 'swr';
import { useSession } from '../../session/session';
import { type WorkplaceFigure, workplace } from './workplace';

type Value<K extends WorkplaceFigure> = Awaited<ReturnType<(typeof workplace)[K]>>;

/** Where a figure stands: on its way, there, or failed (the SDK's toast says why). */
export interface Figure<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  reload(): void;
}

/** Key prefix of every dashboard figure in the data cache (the refresh button reloads them all). */
export const FIGURE_KEY = 'dashboard';

/**
 * One figure of the dashboard, loaded only when `enabled` (a panel the user may not see asks the
 * server nothing: an administrators' list would answer 401 and sign them out). Cached per user.
 */
export function useFigure<K extends WorkplaceFigure>(name: K, enabled: boolean): Figure<Value<K>> {
  const userId = useSession().user?.user_id ?? '';
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? [FIGURE_KEY, name, userId] : null,
    () => workplace[name]() as Promise<Value<K>>,
  );
  return {
    status: error ? 'error' : isLoading || data === undefined ? 'loading' : 'ready',
    data,
    reload: () => void mutate(),
  };
}
