import type { Page } from '@blade-console/blade-client';
import { useBladeEvents } from '@blade-console/blade-client/swr';
import {
  Alert,
  type CrudFormMode,
  type CrudQuery,
  type CrudTableHandle,
  everyRowId,
} from '@blade-console/ui';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { NewRowsBar } from './NewRowsBar';
import { FormNoticeBox } from './NewRowsBar.styles';

/** Changes arriving together (a bulk save) reload the page once. */
const QUIET_MS = 150;

/** Adds `by` to the count of `id` in `counts`, leaving out counts that reach 0. */
function count(counts: Map<string, number>, id: string, by: 1 | -1) {
  const left = (counts.get(id) ?? 0) + by;
  if (left > 0) counts.set(id, left);
  else counts.delete(id);
}

/** Runs one of this tab's writes with `keys` counted in `saves` as its own while their events may come. */
async function counted<R>(saves: Map<string, number>, keys: readonly string[], write: () => Promise<R>) {
  for (const key of keys) count(saves, key, 1);
  try {
    return await write();
  } catch (error) {
    // Refused: nothing was written, no event will come. (A write whose answer was lost but which was
    // written still leaves a count; the next such event of that account takes it.)
    for (const key of keys) count(saves, key, -1);
    throw error;
  }
}

/** The ids of the rows a page shows, a tree's children (`children`) at every depth included. */
const shownIds = (records: readonly object[]) =>
  new Set(
    everyRowId(
      records,
      (row) => String((row as { id?: unknown }).id ?? ''),
      (row) => {
        const children = (row as { children?: unknown }).children;
        return Array.isArray(children) ? (children as object[]) : undefined;
      },
    ),
  );

interface Change {
  name: string;
  operation: string;
  at: number;
}

type Submit<T> = (row: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => Promise<unknown>;
type Remove<T> = (ids: string[], rows: T[]) => Promise<unknown>;

export interface LiveRowsOptions<T> {
  /** The defined resource whose change events are followed. */
  resource: string;
  /** The table's handle. */
  table: RefObject<CrudTableHandle | null>;
  /** The table's load, save and removal: this tab's own saves and removals are no news to it. */
  load: ((query: CrudQuery) => Promise<Page<T>>) | undefined;
  submit?: Submit<T>;
  remove?: Remove<T>;
  /** Called for each change this tab did not make itself (what else the page shows may move too). */
  onNews?: () => void;
}

/**
 * An open list or tree that follows what other people do (issue 42): a change or removal of a row
 * it shows (a tree's children too) reloads the page quietly (no spinner, no jump, what the person
 * checked or opened stays so); rows others create are counted in a bar
 * ("3 new rows — show") that reloads when asked; an open edit form whose record someone else saves
 * says so at once, before the conflict on save. `load` and `submit` are the table's, `table` its
 * handle.
 */
export function useLiveRows<T extends object>({
  resource,
  table,
  load,
  submit,
  remove,
  onNews,
}: LiveRowsOptions<T>): {
  /** Spread on the CrudTable after the page's own props. */
  tableProps: {
    load: ((query: CrudQuery) => Promise<Page<T>>) | undefined;
    onSubmit: Submit<T> | undefined;
    onRemove: Remove<T> | undefined;
    formNotice: (row: Partial<T> | null | undefined, mode: CrudFormMode) => ReactNode;
  };
  /** Drawn above the table. */
  newRowsBar: ReactNode;
} {
  const { t } = useTranslation('console');
  const me = useSession().user?.user_id ?? '';
  const shown = useRef(new Set<string>());
  const [created, setCreated] = useState(0);
  const [changes, setChanges] = useState<ReadonlyMap<string, Change>>(new Map());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reloadQuietly = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => table.current?.refresh({ quiet: true }), QUIET_MS);
  }, [table]);

  const liveLoad = useCallback(
    async (query: CrudQuery) => {
      const page = await load!(query);
      shown.current = shownIds(page.records);
      setCreated(0);
      return page;
    },
    [load],
  );

  // This tab's own saves whose event has not come yet: edits and removals per record, additions
  // (whose ids the answer does not give) all under ''. Their events are no news here — the table
  // reloaded after the save — and can come late: a hidden page hears its events only when shown
  // again, after the person may have reopened the form. The same account's saves in another tab or
  // browser are news.
  const ownSaves = useRef(new Map<string, number>());
  const ownSubmit = useCallback<Submit<T>>(
    (row, mode) => {
      const id = String((row as { id?: unknown }).id ?? '');
      const keys = mode === 'add' ? [''] : id ? [id] : [];
      return counted(ownSaves.current, keys, () => submit!(row, mode));
    },
    [submit],
  );
  const ownRemove = useCallback<Remove<T>>(
    (ids, rows) => counted(ownSaves.current, ids, () => remove!(ids, rows)),
    [remove],
  );
  /** Whether `message` is the event of one of this tab's saves (its count is then taken). */
  const ownSave = (key: string, by: string) => {
    if (by !== me || !ownSaves.current.has(key)) return false;
    count(ownSaves.current, key, -1);
    return true;
  };

  useBladeEvents({ type: 'record', resource }, (message) => {
    if (message.type === 'reload') {
      // Missed events are not resent: the counts could wait for ever.
      ownSaves.current.clear();
      onNews?.();
      return reloadQuietly();
    }
    if (message.type !== 'record') return;
    if (message.operation === 'create') {
      if (ownSave('', message.by.id)) return;
      setCreated((count) => count + 1);
      onNews?.();
      return;
    }
    if (ownSave(message.id, message.by.id)) return;
    if (shown.current.has(message.id)) reloadQuietly();
    onNews?.();
    // Any other save is news to an open form: another person's, or the same account's in another
    // browser or tab.
    const change = { name: message.by.name, operation: message.operation, at: Date.now() };
    setChanges((known) => new Map(known).set(message.id, change));
  });

  // When the form got each record it holds: only a change after that is news to the person editing.
  const gotAt = useRef(new WeakMap<object, number>());
  const formNotice = useCallback(
    (row: Partial<T> | null | undefined, mode: CrudFormMode) => {
      if (!row || mode === 'add') return null;
      const change = changes.get(String((row as { id?: unknown }).id ?? ''));
      let since = gotAt.current.get(row);
      if (since === undefined) {
        since = Date.now();
        gotAt.current.set(row, since);
      }
      if (!change || change.at < since) return null;
      const key = change.operation === 'delete' ? 'live.removedWhileEditing' : 'live.savedWhileEditing';
      return (
        <FormNoticeBox>
          <Alert type="warning">{t(key, { name: change.name || t('live.someone') })}</Alert>
        </FormNoticeBox>
      );
    },
    [changes, t],
  );

  const show = useCallback(() => {
    setCreated(0);
    table.current?.refresh();
  }, [table]);

  return {
    tableProps: {
      load: load && liveLoad,
      onSubmit: submit && ownSubmit,
      onRemove: remove && ownRemove,
      formNotice,
    },
    newRowsBar: <NewRowsBar count={created} onShow={show} />,
  };
}
