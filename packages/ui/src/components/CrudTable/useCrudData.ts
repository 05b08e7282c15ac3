import type { Row } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pageCount } from '../Pagination/pages';
import type { CrudRefreshOptions, CrudTreeConfig } from './CrudTable.types';
import type { CrudQuery, Page } from './columns';
import { everyRowId } from './everyRowId';
import { queryRows } from './memorySource';
import { queryFilters } from './searchParams';

type AnyRow = Record<string, unknown>;
export type LoadStatus = 'loading' | 'ready' | 'error';

export interface CrudDataOptions<T> {
  /** Server mode: loads one page per query. */
  load?: (query: CrudQuery) => Promise<Page<T>>;
  /** Client mode: every row in memory, filtered, sorted and paged here. */
  rows?: readonly T[];
  /** The query, changing only when its content does (see useCrudTableState). */
  query: CrudQuery;
  paginate: boolean;
  tree: CrudTreeConfig<T> | null;
  idOf: (row: T) => string;
  /** A delete emptied the page: asked to go to this (last non-empty) page instead. */
  onPageGone: (page: number) => void;
  /**
   * A page arrived: the table clears its selection and expansions, except the rows in `keepOpen`,
   * opened (their children loaded) while the page was on its way.
   */
  onLoaded: (keepOpen: string[]) => void;
  /** A quiet refresh's page arrived: the table keeps what it checked among these rows. */
  onRefreshedQuietly?: (ids: string[]) => void;
  onLoadError?: (error: unknown) => void;
  /**
   * A page shown again (a kept tab coming back: React re-runs its effects) reloads only when its
   * rows are older than this (ms), and then in the background, keeping selection and expansions.
   * Without it every (re)run of the effect loads, as a fresh mount does.
   */
  staleAfterMs?: number;
}

/**
 * How old the first render's request may be when the table is committed: a render committed much
 * later (a page rendered hidden, then shown) asks again rather than show an old answer as new.
 */
const FIRST_REQUEST_FRESH_MS = 5_000;

/** The first page's request, sent while the table first renders, and its answer once in. */
interface FirstRequest<T> {
  key: string;
  sentAt: number;
  answer: Promise<Page<T>>;
  arrived?: Page<T>;
}

/**
 * The rows the table shows: the `load` prop's pages (loading, error, refresh) or the client rows
 * filtered locally, plus the children of tree rows loaded when first expanded.
 */
export function useCrudData<T>(options: CrudDataOptions<T>) {
  const { rows: clientRows, query, paginate, tree, idOf } = options;
  const serverMode = clientRows === undefined;
  const childrenKey = tree?.childrenKey ?? 'children';
  const hasChildrenKey = tree?.hasChildrenKey ?? 'hasChildren';

  const [page, setPage] = useState<{ records: T[]; total: number }>({ records: [], total: 0 });
  const [status, setStatus] = useState<LoadStatus>(serverMode ? 'loading' : 'ready');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const [lazyChildren, setLazyChildren] = useState<Record<string, T[]>>({});
  const [loadingChildren, setLoadingChildren] = useState<Record<string, boolean>>({});
  // Orders page loads and children loads: a row opened after a reload began (a city imported, then
  // its province opened at once) has children newer than the reload, which must not close it.
  const clock = useRef(0);
  const childrenAskedAt = useRef<Record<string, number>>({});
  // The latest childrenOf, for the load's answer (defined below, with the children it reads).
  const childrenOfRef = useRef<(row: T) => T[] | undefined>(() => undefined);

  // The callbacks change on every render of the page; the load must not re-run for that.
  const latest = useRef(options);
  latest.current = options;

  // What was last shown and when: the same view shown again is reloaded only once it is stale.
  const loaded = useRef<{ key: string; at: number } | null>(null);
  const quietRefresh = useRef(false);
  // A plain load asked and not yet answered: a quiet refresh arriving meanwhile (the event of the
  // person's own save) replaces it and must still do what the plain one would have done.
  const plainPending = useRef(false);
  // The first page is asked for while the table first renders, not when it is committed: a page
  // opened from the menu renders for a while (its frame, its columns, its styles, its layout) and
  // the list's request waited for all of it (CPU profile of a sidebar click, 2026-12-05: the table
  // first rendered at +110 ms, its request left at +200 after the commit's first layout). The
  // commit's effect takes this request over, and shows a page already answered in the same commit
  // (no paint of an empty table, no second layout); a render React discards (never committed)
  // leaves its request unread, a GET asked once more.
  const firstRequest = useRef<FirstRequest<T> | null | 'taken'>(null);
  // Decided on the first render alone: only a table mounted with its `load` asks from its render.
  if (firstRequest.current === null && !(serverMode && options.load)) firstRequest.current = 'taken';
  if (firstRequest.current === null && options.load) {
    const request: FirstRequest<T> = {
      key: `${JSON.stringify(query)}#0`,
      sentAt: Date.now(),
      answer: options.load(query),
    };
    // A failure is the effect's to report; one never read must not count as unhandled.
    request.answer.then(
      (page) => {
        request.arrived = page;
      },
      () => undefined,
    );
    firstRequest.current = request;
  }

  // A layout effect: a page's request leaves when the table is committed, not after the browser
  // has painted it (a mount in a transition runs passive effects in a later task: the parameters
  // list's request left ~80 ms after its table was on screen, trace of 2026-12-05), and a first
  // page already answered is set here, so the browser's first paint of the table has its rows.
  useLayoutEffect(() => {
    const loader = latest.current.load;
    if (!serverMode || !loader) return;
    const key = `${JSON.stringify(query)}#${tick}`;
    const early = firstRequest.current;
    firstRequest.current = 'taken';
    const staleAfter = latest.current.staleAfterMs;
    const shownBefore = loaded.current?.key === key && staleAfter !== undefined;
    if (shownBefore && Date.now() - loaded.current!.at < staleAfter) return;
    const quiet = quietRefresh.current && !plainPending.current;
    quietRefresh.current = false;
    let live = true;
    if (!shownBefore && !quiet) {
      plainPending.current = true;
      setStatus('loading');
    }
    const askedAt = ++clock.current;
    const takenOver =
      early && early !== 'taken' && early.key === key && Date.now() - early.sentAt < FIRST_REQUEST_FRESH_MS
        ? early
        : null;
    // A page past the last one (a delete emptied it, an old link).
    const pastTheEnd = (result: Page<T>) => result.records.length === 0 && latest.current.query.current > 1;
    const showPage = (result: Page<T>) => {
      if (!live) return;
      if (pastTheEnd(result)) {
        // Show the last page that has records.
        latest.current.onPageGone(pageCount(result.total, latest.current.query.size));
        return;
      }
      loaded.current = { key, at: Date.now() };
      if (!quiet) plainPending.current = false;
      setPage({ records: result.records, total: result.total });
      setStatus('ready');
      if (shownBefore) return;
      if (quiet) {
        // A tree's rows at every depth: a checked branch stays checked, as a checked root does.
        latest.current.onRefreshedQuietly?.(
          everyRowId(result.records, latest.current.idOf, childrenOfRef.current),
        );
        return;
      }
      const keepOpen = Object.keys(childrenAskedAt.current).filter(
        (id) => childrenAskedAt.current[id]! > askedAt,
      );
      setLazyChildren((loaded) =>
        Object.fromEntries(keepOpen.flatMap((id) => (loaded[id] ? [[id, loaded[id]]] : []))),
      );
      latest.current.onLoaded(keepOpen);
    };
    const showError = (error: unknown) => {
      if (!live) return;
      plainPending.current = false;
      setLoadError(error);
      setStatus('error');
      latest.current.onLoadError?.(error);
    };
    // Set in a layout effect, the page is rendered before the browser paints. A page past the end
    // waits for the promise's turn: moving the view there changes the address, and a router's
    // navigate called while the commit's layout effects run is dropped (React Router's useNavigate
    // is only live once its own layout effect has run, after ours), so the list never came.
    const arrived = takenOver?.arrived;
    if (arrived && !pastTheEnd(arrived)) showPage(arrived);
    else (takenOver?.answer ?? loader(latest.current.query)).then(showPage, showError);
    return () => {
      live = false;
    };
  }, [query, tick, serverMode]);

  // (Also an onClick handler: anything but `{ quiet: true }` is a plain reload.)
  const refresh = useCallback((options?: CrudRefreshOptions) => {
    quietRefresh.current = options?.quiet === true;
    setTick((n) => n + 1);
  }, []);

  // Client mode: filter, sort and (optionally) page locally.
  const clientView = useMemo(() => {
    if (serverMode || !clientRows) return null;
    const filtered =
      Object.keys(queryFilters(query)).length || query.ascs || query.descs
        ? queryRows(clientRows, query)
        : (clientRows as T[]);
    const { current, size } = query;
    const records = paginate ? filtered.slice((current - 1) * size, current * size) : filtered;
    return { records, total: filtered.length };
  }, [serverMode, clientRows, query, paginate]);
  const data = clientView ?? page;

  const childrenOf = useCallback(
    (row: T): T[] | undefined => {
      if (!tree) return undefined;
      const lazy = lazyChildren[idOf(row)];
      if (lazy) return lazy;
      const own = (row as AnyRow)[childrenKey];
      return Array.isArray(own) && own.length ? (own as T[]) : undefined;
    },
    [tree, lazyChildren, idOf, childrenKey],
  );
  childrenOfRef.current = childrenOf;
  const canExpand = useCallback(
    (row: T) => {
      if (!tree) return false;
      if (childrenOf(row)?.length) return true;
      return (row as AnyRow)[hasChildrenKey] === true && !lazyChildren[idOf(row)];
    },
    [tree, childrenOf, hasChildrenKey, lazyChildren, idOf],
  );
  /** Opens or closes a tree row, loading its children the first time when the tree is lazy. */
  const toggleRow = async (row: Row<T>) => {
    const id = row.id;
    if (!row.getIsExpanded() && tree?.loadChildren && !childrenOf(row.original)) {
      setLoadingChildren((m) => ({ ...m, [id]: true }));
      const askedAt = ++clock.current;
      try {
        const children = await tree.loadChildren(row.original);
        childrenAskedAt.current[id] = askedAt;
        setLazyChildren((m) => ({ ...m, [id]: children }));
      } catch {
        return;
      } finally {
        setLoadingChildren((m) => ({ ...m, [id]: false }));
      }
    }
    row.toggleExpanded();
  };

  // Lazily loaded children change the rows' sub-rows: a new data array makes the table rebuild them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lazyChildren is read through childrenOf.
  const records = useMemo(() => data.records.slice(), [data.records, lazyChildren]);

  // An unpaged tree's count is of its rows, children included (机构管理: one root and two
  // departments are 3 rows, not "1 in total"); a paged list's total is the server's.
  const rowCount = useMemo(() => {
    if (!tree) return data.total;
    const count = (rows: readonly T[]): number =>
      rows.reduce((sum, row) => sum + 1 + count(childrenOf(row) ?? []), 0);
    return count(records);
  }, [tree, data.total, records, childrenOf]);

  return {
    serverMode,
    records,
    total: data.total,
    rowCount,
    status,
    loadError,
    refresh,
    childrenOf,
    canExpand,
    toggleRow,
    loadingChildren,
  };
}
