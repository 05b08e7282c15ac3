import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { Resizer } from './CrudTable.styles';

export interface ColumnResizerProps {
  /** The column's header as shown: the handle's name says which column it sizes. */
  label: string;
  width: number;
  /** The narrowest the handle lets the column go. */
  min: number;
  onResize: (width: number) => void;
}

/** How far one arrow key press moves the edge (pixels). */
const KEY_STEP = 16;

/**
 * The dragged right edge of a header cell. Also a focusable separator (WAI-ARIA window splitter):
 * the arrow keys narrow or widen the column, so the keyboard can do what the mouse does.
 */
export function ColumnResizer({ label, width, min, onResize }: ColumnResizerProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    // From the width drawn: the table may have stretched the column beyond its own width.
    const drawn = event.currentTarget.parentElement?.getBoundingClientRect().width ?? width;
    start.current = { x: event.clientX, width: drawn };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(Math.max(min, start.current.width + event.clientX - start.current.x));
  };
  const stop = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    onResize(Math.max(min, width + step));
  };
  return (
    <Resizer
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={min}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={onKeyDown}
      // A click on the edge is not a click on the header (its sort button).
      onClick={(event) => event.stopPropagation()}
    />
  );
}
