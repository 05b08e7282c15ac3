import { useQuery } from '../../../data/hooks';

/** Enough rows for every process a person may start (the start list is short, one row a process). */
const START_LIST = { current: 1, size: 200 } as const;

/**
 * The name people know a process definition by (请假流程), never its id (`Leave:1:2126…`): from
 * the start list, which any signed-in person may read. Empty while it loads or when not startable.
 */
export function useProcessName(processDefinitionId: string): string {
  const { data } = useQuery('flow.work.startList', [START_LIST]);
  return data?.records.find((row) => String(row.id) === processDefinitionId)?.name ?? '';
}
