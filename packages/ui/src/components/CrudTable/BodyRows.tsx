import { Fragment, lazy, Suspense } from 'react';
import { SpacerRow } from './CrudTable.styles';
import { firstWindow, rowsUnderHeader } from './rowWindow';
import type { VirtualRows as EagerVirtualRows, VirtualRowsProps } from './VirtualRows';

/**
 * The virtualiser (TanStack Virtual) loads when a body has more rows than its first window: a
 * page of 10 or 20 rows renders them all whatever happens, so it needs none, and most tables never
 * download it.
 */
const VirtualRows = lazy(() =>
  import('./VirtualRows').then((m) => ({ default: m.VirtualRows })),
) as unknown as typeof EagerVirtualRows;

/**
 * The body's rows: all of them when they fit in the first window (what the virtualiser would
 * render too), else the virtual body, shown while its code arrives as it first paints: the
 * rows on screen under the header and a spacer for the rest.
 */
export function BodyRows<T>(props: VirtualRowsProps<T>) {
  const { rows, rowHeight, colSpan, renderRow } = props;
  const plain = (count: number) =>
    rows.slice(0, count).map((row, index) => <Fragment key={row.id}>{renderRow(row, index)}</Fragment>);
  if (rows.length <= firstWindow(props.initialHeight, rowHeight)) return plain(rows.length);
  const shown = rowsUnderHeader(props.initialHeight, rowHeight);
  const firstRender = (
    <>
      {plain(shown)}
      <SpacerRow aria-hidden="true">
        <td colSpan={colSpan} style={{ height: (rows.length - shown) * rowHeight }} />
      </SpacerRow>
    </>
  );
  return (
    <Suspense fallback={firstRender}>
      <VirtualRows<T> {...props} />
    </Suspense>
  );
}
