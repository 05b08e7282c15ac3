import { type RecordHistory, resourceApi } from '@blade-console/blade-client';
import { useBladeRevalidate } from '@blade-console/blade-client/swr';
import { type ResourceDef, titleFieldOf } from '@blade-console/blade-schema';
import type { CrudRowAction, CrudTableHandle } from '@blade-console/ui';
import { type ReactNode, type RefObject, useCallback, useMemo, useState } from 'react';
import { client } from '../../session/client';
import { useSession } from '../../session/session';
import { RecordHistoryDialog } from './RecordHistoryDialog';

/** Administrators may restore a version (the server's rule too: `administrator` or `admin`). */
export function mayRestore(roleNames: string | undefined): boolean {
  return (roleNames ?? '').split(',').some((alias) => alias === 'administrator' || alias === 'admin');
}

interface Shown {
  id: string;
  name?: string;
  /** The record's version as the table loaded it: a restore is checked against it. */
  version?: string;
}

export interface RecordHistoryOptions {
  /**
   * Whether an administrator may restore a version (default true). Regions are written by code of
   * their own (their derived columns, their children), and the server does not restore theirs.
   */
  restorable?: boolean;
}

/**
 * A row action 历史 for a defined resource's table and the timeline it opens (issue 42): the
 * record's history from `client.system.recordHistory`, and for an administrator the restore of a
 * version, sent with the version the table shows, after which the table reloads (`table`).
 */
export function useRecordHistory<T extends object>(
  resource: ResourceDef,
  table?: RefObject<CrudTableHandle | null>,
  { restorable = true }: RecordHistoryOptions = {},
): { historyAction: CrudRowAction<T>; historyDialog: ReactNode } {
  const [shown, setShown] = useState<Shown>();
  const admin = mayRestore(useSession().user?.role_name);
  const titleField = titleFieldOf(resource);
  const historyAction = useMemo<CrudRowAction<T>>(
    () => ({
      key: 'history',
      label: 'console:recordHistory.action',
      onClick: (row) => {
        const record = row as Record<string, unknown>;
        setShown({
          id: String(record.id ?? ''),
          name: titleField ? String(record[titleField] ?? '') : undefined,
          version: typeof record.updateTime === 'string' ? record.updateTime : undefined,
        });
      },
    }),
    [titleField],
  );
  const api = client.system.recordHistory;
  const recordId = shown?.id ?? '';
  // One function per record: the timeline loads again only when another record's opens.
  const load = useCallback(
    (page: { current: number; size: number }) => api.list({ resource: resource.name, recordId, ...page }),
    [api, resource, recordId],
  );
  // The record's version now: after a restore (or a refusal, once the person has seen whose change
  // it was), the next restore from this timeline is checked against it.
  const reloadVersion = async () => {
    const now = (await resourceApi(client.http, resource).detail(recordId)) as { updateTime?: unknown };
    setShown((record) => record && { ...record, version: String(now.updateTime ?? '') });
    table?.current?.refresh();
  };
  const revalidate = useBladeRevalidate();
  const restore = async (entry: RecordHistory) => {
    try {
      await api.restore({ id: entry.id, updateTime: shown?.version });
      // What a restore puts back may show in any cached tree, dictionary or select (a department's
      // name in the user page's tree): an administrator's rare action, so every cached query is
      // asked again rather than the page's own (which this hook does not know) alone.
      void revalidate();
    } finally {
      await reloadVersion();
    }
  };
  const historyDialog = (
    <RecordHistoryDialog
      open={shown !== undefined}
      onOpenChange={(open) => {
        if (!open) setShown(undefined);
      }}
      resource={resource.name}
      recordName={shown?.name}
      load={load}
      onRestore={admin && restorable ? restore : undefined}
    />
  );
  return { historyAction, historyDialog };
}
