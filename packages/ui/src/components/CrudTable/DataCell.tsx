import type { Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ChevronRight } from '../../icons';
import { Spinner } from '../Spinner';
import { CELL_TEXT } from './CrudTable.styles';
import { type CrudColumn, type CrudFieldType, columnType } from './columns';
import { displayText, linkList } from './columnValues';
import { ExpandButton, ExpandPlaceholder, Thumb, TreeCell, UnsetMark } from './DataCell.styles';
import type { CellWords } from './useText';

/** The column types whose value is a choice from a list: unset, they show a dash. */
const CHOICES = new Set<CrudFieldType>(['select', 'dictionary', 'tree']);

export interface DataCellProps<T> {
  column: CrudColumn<T>;
  row: Row<T>;
  /** The first visible column of a tree carries the indentation and the expand button. */
  treeColumn: boolean;
  loadingChildren: boolean;
  onToggle: (row: Row<T>) => void;
  i18n: CellWords;
}

/** The content of one data cell: the column's `render`, a thumbnail, or the value as text. */
export function DataCell<T>(props: DataCellProps<T>) {
  const { column, row, treeColumn, loadingChildren, onToggle } = props;
  const { t, text, words } = props.i18n;
  const value = (row.original as Record<string, unknown>)[column.field];
  let content: ReactNode;
  if (column.render) content = column.render(value, row.original);
  else if (columnType(column) === 'image') {
    const [src] = linkList(value, column.upload?.multiple);
    content = src ? <Thumb src={src} alt={text(column.label)} loading="lazy" /> : null;
  } else if (CHOICES.has(columnType(column)) && displayText(column, value, words) === '') {
    // A dictionary field left unset (Blade sends -1, '' or null) reads as a dash, not as a blank
    // that looks like a failed load; hidden from screen readers, which then hear an empty cell.
    content = <UnsetMark aria-hidden="true">—</UnsetMark>;
  } else {
    const shown = displayText(column, value, words);
    content = (
      <span className={CELL_TEXT} title={shown || undefined}>
        {shown}
      </span>
    );
  }
  if (!treeColumn) return content;

  const open = row.getIsExpanded();
  return (
    <TreeCell $depth={row.depth}>
      {row.getCanExpand() ? (
        <ExpandButton
          type="button"
          aria-expanded={open}
          aria-label={`${t(open ? 'crud.collapse' : 'crud.expand')} ${displayText(column, value, words)}`}
          onClick={() => onToggle(row)}
        >
          {loadingChildren ? <Spinner size={14} decorative /> : <ChevronRight aria-hidden="true" />}
        </ExpandButton>
      ) : (
        <ExpandPlaceholder />
      )}
      {content}
    </TreeCell>
  );
}
