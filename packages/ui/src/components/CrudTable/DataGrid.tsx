import type { Row, Table as TanstackTable } from '@tanstack/react-table';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import { BodyRows } from './BodyRows';
import {
  type CrudDensity,
  ErrorBox,
  LoadingMask,
  ROW_HEIGHT,
  ScrollArea,
  StateCell,
  Table,
} from './CrudTable.styles';
import { HeaderCell } from './HeaderCell';
import type { LoadStatus } from './useCrudData';
import { useTranslate } from './useText';

/**
 * The height a `maxHeight` gives the scrolling area before it is measured (px): a number, `px` or
 * `vh`; anything else (a calc(), a percentage) counts as one screen.
 */
export function expectedHeight(maxHeight: string | number, screen: number): number {
  if (typeof maxHeight === 'number') return maxHeight;
  const match = /^\s*([\d.]+)(px|vh)\s*$/.exec(maxHeight);
  if (!match) return screen;
  const n = Number(match[1]);
  return match[2] === 'vh' ? (screen * n) / 100 : n;
}

/** The narrowest a column without a width of its own becomes (pixels). */
const AUTO_COLUMN_MIN_WIDTH = 120;

export interface DataGridProps<T> {
  status: LoadStatus;
  loadError: unknown;
  onRetry: () => void;
  /** Changes when the query does: a new page or filter scrolls back to the top. */
  scrollKey: string;
  maxHeight: string | number;
  /** Accessible name of the scrolling region and the table. */
  label: string;
  density: CrudDensity;
  table: TanstackTable<T>;
  allSelected: boolean;
  someSelected: boolean;
  /** The header checkbox: select every row, or none. */
  onSelectAll: (on: boolean) => void;
  renderRow: (row: Row<T>, index: number) => ReactNode;
}

/**
 * The scrolling table: sticky header, the body (virtualised when long), the empty and loading
 * states, or the error state with its retry button in place of it all.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { status, table, maxHeight, label, density } = props;
  const t = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef(props.scrollKey);
  useEffect(() => {
    // Only a new query goes back to the top. The effect also re-runs when a kept page is shown
    // again (<Activity>): that keeps its offset, and touching it would force a layout mid-switch.
    if (scrolledFor.current === props.scrollKey) return;
    scrolledFor.current = props.scrollKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [props.scrollKey]);

  if (status === 'error') {
    return (
      <ErrorBox>
        <Alert type="error" title={t('crud.loadFailed')}>
          {props.loadError instanceof Error ? props.loadError.message : null}
        </Alert>
        <Button onClick={props.onRetry} icon={<RefreshCw aria-hidden="true" />}>
          {t('crud.retry')}
        </Button>
      </ErrorBox>
    );
  }

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  // A fixed layout gives columns without a width what the others leave: nothing, once the sized
  // ones fill the panel. The table is at least wide enough for each to keep a readable minimum,
  // and scrolls sideways beyond that.
  // The columns without a width share what is left equally, so each is given the widest of their
  // header minimums: every one of them then shows its header whole.
  const autoWidth = leafColumns.reduce(
    (widest, col) => (col.columnDef.size ? widest : Math.max(widest, col.columnDef.minSize ?? 0)),
    AUTO_COLUMN_MIN_WIDTH,
  );
  const minWidth = leafColumns.reduce((sum, col) => sum + (col.columnDef.size ?? autoWidth), 0);
  return (
    <ScrollArea
      ref={scrollRef}
      $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
    >
      <Table $density={density} aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth }}>
        <colgroup>
          {leafColumns.map((col) => (
            <col key={col.id} style={col.columnDef.size ? { width: col.columnDef.size } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {leafColumns.map((col) => (
              <HeaderCell<T>
                key={col.id}
                column={col}
                allSelected={props.allSelected}
                someSelected={props.someSelected}
                noRows={rows.length === 0}
                onSelectAll={props.onSelectAll}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <StateCell colSpan={leafColumns.length}>
                {status === 'loading' ? null : <Empty compact description={t('crud.empty')} />}
              </StateCell>
            </tr>
          ) : null}
          <BodyRows
            rows={rows}
            scrollRef={scrollRef}
            rowHeight={ROW_HEIGHT[density]}
            colSpan={leafColumns.length}
            initialHeight={expectedHeight(maxHeight, typeof window === 'undefined' ? 0 : window.innerHeight)}
            renderRow={props.renderRow}
          />
        </tbody>
      </Table>
      {status === 'loading' ? (
        <LoadingMask>
          <Spinner size="large" />
        </LoadingMask>
      ) : null}
    </ScrollArea>
  );
}
