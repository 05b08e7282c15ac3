import type { Row } from '@tanstack/react-table';
import { observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, type RefObject, startTransition, useEffect, useState } from 'react';
import { SpacerRow } from './CrudTable.styles';
import { OVERSCAN } from './rowWindow';

interface RowProps<T> {
  row: Row<T>;
  index: number;
  renderRow: (row: Row<T>, index: number) => ReactNode;
}

function RowRenderer<T>({ row, index, renderRow }: RowProps<T>) {
  return renderRow(row, index);
}

/**
 * While scrolling, `renderRow` keeps its identity (the table above does not re-render), so rows that
 * stay in the window are not rendered again; any change to the table makes a new `renderRow`.
 */
const MemoRow = memo(RowRenderer) as typeof RowRenderer;

export interface VirtualRowsProps<T> {
  rows: Row<T>[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  colSpan: number;
  /**
   * The expected height of the scrolling area (px): the rows of the first render, before the area
   * is measured. Without it the first commit has no rows and a second one, after the measure, adds them.
   */
  initialHeight: number;
  renderRow: (row: Row<T>, index: number) => ReactNode;
}

/**
 * The windowed rows of the body, between two spacer rows. It owns the virtualiser, so scrolling
 * re-renders only these rows, not the search bar, toolbar, dialogs or the rest of the table.
 */
export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const { rows, scrollRef, rowHeight, colSpan, renderRow } = props;
  // The first render draws only the rows on screen; those beyond follow in a transition, so the
  // table's first paint does not wait for rows nobody sees yet (10 of 24 at 600 px).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => startTransition(() => setOverscan(OVERSCAN)), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: props.initialHeight },
    // Mounted in an area already scrolled (its code arrived after the first rows, see BodyRows),
    // it starts where the area is, where it would otherwise wait for the next scroll event: the
    // offset is read when it renders, and again once it listens, as the area may scroll between.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    observeElementOffset: (instance, report) => {
      const stop = observeElementOffset(instance, report);
      const scrolled = instance.scrollElement?.scrollTop;
      if (scrolled !== undefined && scrolled !== instance.scrollOffset) report(scrolled, false);
      return stop;
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the row height changes.
  useEffect(() => virtualizer.measure(), [rowHeight]);
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  return (
    <>
      {paddingTop > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: paddingTop }} />
        </SpacerRow>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <MemoRow key={row.id} row={row} index={item.index} renderRow={renderRow} /> : null;
      })}
      {paddingBottom > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: paddingBottom }} />
        </SpacerRow>
      ) : null}
    </>
  );
}
