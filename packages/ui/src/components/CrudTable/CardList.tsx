import type { Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import {
  Card,
  CardActions,
  CardArea,
  CardFields,
  CardHead,
  CardItems,
  CardTitle,
  CardTitleLine,
  SelectAllLine,
} from './CardList.styles';
import { LoadingMask } from './CrudTable.styles';
import type { CardFields as Fields } from './cardFields';
import { DataCell } from './DataCell';
import type { LoadStatus } from './useCrudData';
import type { CellWords } from './useText';

export interface CardListProps<T> {
  status: LoadStatus;
  /** Accessible name of the list (the table's). */
  label: string;
  rows: Row<T>[];
  fields: Fields<T>;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (on: boolean) => void;
  /** The row's actions, all in its menu. */
  actions?: (row: Row<T>) => ReactNode;
  /** The field whose value carries a tree row's expand button. */
  treeField?: string;
  loadingChildren: Record<string, boolean>;
  onToggle: (row: Row<T>) => void;
  i18n: CellWords;
  /** What is checked, beside the page's checkbox (in the footer, it was a long scroll away). */
  selection?: ReactNode;
}

/**
 * The table's rows as cards on a phone (under 600 px): a title, three or four "label: value" key
 * fields and the row's actions in a menu, in place of a table whose pinned actions covered the
 * data. Selection works as in the table: each card's checkbox and one for the whole page.
 */
export function CardList<T>(props: CardListProps<T>) {
  const { rows, fields, selectable, i18n } = props;
  const { t, text } = i18n;
  const cell = (row: Row<T>, field: Fields<T>['keys'][number], tree: boolean) => (
    <DataCell
      column={field}
      row={row}
      treeColumn={tree}
      loadingChildren={!!props.loadingChildren[row.id]}
      onToggle={props.onToggle}
      i18n={i18n}
    />
  );
  return (
    <CardArea role="region" aria-label={props.label} aria-busy={props.status === 'loading' || undefined}>
      {selectable && rows.length > 0 ? (
        <SelectAllLine>
          <Checkbox
            checked={props.allSelected}
            indeterminate={!props.allSelected && props.someSelected}
            onChange={props.onSelectAll}
          >
            {t('crud.selectAll')}
          </Checkbox>
          {props.selection}
        </SelectAllLine>
      ) : null}
      {rows.length === 0 && props.status !== 'loading' ? (
        <Empty compact description={t('crud.empty')} />
      ) : null}
      <CardItems aria-label={props.label}>
        {rows.map((row) => {
          const selected = row.getIsSelected();
          return (
            <Card key={row.id} $depth={row.depth} data-row="" data-selected={selected || undefined}>
              <CardHead>
                <CardTitleLine>
                  {selectable ? (
                    <Checkbox
                      aria-label={`${i18n.selectRow} ${row.id}`}
                      checked={selected}
                      onChange={(on) => row.toggleSelected(on)}
                    />
                  ) : null}
                  <CardTitle>
                    {fields.title ? cell(row, fields.title, fields.title.field === props.treeField) : null}
                  </CardTitle>
                </CardTitleLine>
                {props.actions ? <CardActions>{props.actions(row)}</CardActions> : null}
              </CardHead>
              {fields.keys.length ? (
                <CardFields>
                  {fields.keys.map((field) => (
                    <div key={field.field}>
                      <dt>{text(field.label)}</dt>
                      <dd>{cell(row, field, false)}</dd>
                    </div>
                  ))}
                </CardFields>
              ) : null}
            </Card>
          );
        })}
      </CardItems>
      {props.status === 'loading' ? (
        <LoadingMask>
          <Spinner size="large" />
        </LoadingMask>
      ) : null}
    </CardArea>
  );
}
