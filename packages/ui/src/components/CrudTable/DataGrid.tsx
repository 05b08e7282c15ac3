import type { Row, Table as TanstackTable } from '@tanstack/react-table';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { RefreshCw } from '../../icons';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import { BodyRows } from './BodyRows';
import { ColumnResizer } from './ColumnResizer';
import {
  type CrudDensity,
  ErrorBox,
  LoadingMask,
  ROW_HEIGHT,
  ScrollArea,
  StateCell,
  Table,
} from './CrudTable.styles';
import type { CrudColumn } from './columns';
import { RESIZE_MIN_WIDTH } from './columnWidth';
import { fitWidths } from './fitWidths';
import { HeaderCell } from './HeaderCell';
import { useColumnsUnder } from './useColumnsUnder';
import type { LoadStatus } from './useCrudData';
import { useInnerWidth } from './useInnerWidth';
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
  /** A data column's width with its values whole and its header perhaps wrapped (columnFit's `body`). */
  bodyWidths?: ReadonlyMap<string, number>;
  allSelected: boolean;
  someSelected: boolean;
  /** The header checkbox: select every row, or none. */
  onSelectAll: (on: boolean) => void;
  renderRow: (row: Row<T>, index: number) => ReactNode;
  /** A data column's edge was dragged to this width (remembered by the table). */
  onColumnResize?: (field: string, width: number) => void;
  /** A data column's header as shown. */
  headerText?: (column: CrudColumn<T>) => string;
  /**
   * Told how wide the columns are at their content's width (`natural`), with the scrolling area
   * they are drawn in, when that or the area's width changes (not while a load is under way).
   */
  onColumnsWidth?: (natural: number, scrollArea: HTMLElement) => void;
}

/**
 * The scrolling table: sticky header, the body (virtualised when long), the empty and loading
 * states, or the error state with its retry button in place of it all.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { status, table, maxHeight, label, density } = props;
  const t = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const available = useInnerWidth(scrollRef);
  const leafColumns = table.getVisibleLeafColumns();
  // A fixed layout gives columns without a width what the others leave: nothing, once the sized
  // ones fill the panel. The columns without a width share what is left equally, so each is given
  // the widest of their header minimums: every one of them then shows its header whole.
  const autoWidth = leafColumns.reduce(
    (widest, col) => (col.columnDef.size ? widest : Math.max(widest, col.columnDef.minSize ?? 0)),
    AUTO_COLUMN_MIN_WIDTH,
  );
  const wanted = leafColumns.map((col) => col.columnDef.size ?? autoWidth);
  const natural = wanted.reduce((sum, size) => sum + size, 0);
  useColumnsWidthReport(natural, available, status === 'loading', scrollRef, props.onColumnsWidth);
  const sizes = fitWidths(
    leafColumns.map((col, i) => ({
      size: wanted[i] ?? autoWidth,
      body: props.bodyWidths?.get(col.id),
      min: col.columnDef.minSize,
    })),
    available,
  );
  // The table is at least as wide as its columns, and scrolls sideways beyond that.
  const minWidth = sizes.reduce((sum, size) => sum + size, 0);
  const columnsUnder = useColumnsUnder(scrollRef, minWidth, available);
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
  return (
    <ScrollArea
      ref={scrollRef}
      data-columns-under={columnsUnder || undefined}
      $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
    >
      <Table $density={density} aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth }}>
        <colgroup>
          {leafColumns.map((col, i) => (
            <col key={col.id} style={col.columnDef.size ? { width: sizes[i] } : undefined} />
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
                resizer={
                  props.onColumnResize && col.columnDef.meta ? (
                    <ColumnResizer
                      label={t('crud.resizeColumn', {
                        label: props.headerText?.(col.columnDef.meta as CrudColumn<T>) ?? col.id,
                      })}
                      width={col.columnDef.size ?? autoWidth}
                      min={RESIZE_MIN_WIDTH}
                      onResize={(width) => props.onColumnResize?.(col.id, width)}
                    />
                  ) : undefined
                }
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

/**
 * Reports the columns' natural width once it is drawn, for each new pair of it and the area's width
 * (and to each new listener); not while a load is under way, whose columns are sized to their
 * headers alone. The same pair again (a kept page shown again) is not reported: a listener that
 * measures the page then forces no layout in the middle of the switch.
 */
function useColumnsWidthReport(
  natural: number,
  available: number | undefined,
  loading: boolean,
  scrollRef: RefObject<HTMLElement | null>,
  report: ((natural: number, scrollArea: HTMLElement) => void) | undefined,
): void {
  const reported = useRef<{ pair: string; to: unknown }>({ pair: '', to: undefined });
  useEffect(() => {
    const area = scrollRef.current;
    if (available === undefined || loading || !report || !area) return;
    const pair = `${natural}:${available}`;
    if (reported.current.pair === pair && reported.current.to === report) return;
    reported.current = { pair, to: report };
    report(natural, area);
  }, [natural, available, loading, scrollRef, report]);
}
