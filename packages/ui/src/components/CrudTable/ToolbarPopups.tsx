import type { Table } from '@tanstack/react-table';
import { Columns3, Rows3 } from '../../icons';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { Popover } from '../Popover';
import { ColumnList, type CrudDensity } from './CrudTable.styles';
import type { CrudColumn } from './columns';
import { useText, useTranslate } from './useText';

// The toolbar's two popups, in a module of their own: the toolbar loads it on first use
// (ToolPopupButton), so their Radix menu and popover stay out of a table's start.

export interface DensityMenuProps {
  density: CrudDensity;
  onChange: (density: CrudDensity) => void;
  /** Shown open when mounted (the first press loaded it). */
  defaultOpen?: boolean;
}

export function DensityMenu({ density, onChange, defaultOpen }: DensityMenuProps) {
  const t = useTranslate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button aria-label={t('crud.density')} icon={<Rows3 aria-hidden="true" />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={density} onValueChange={(v) => onChange(v as CrudDensity)}>
          {(['compact', 'default', 'loose'] as const).map((d) => (
            <DropdownMenuRadioItem key={d} value={d}>
              {t(`crud.densities.${d}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface ColumnChooserProps<T> {
  table: Table<T>;
  columns: readonly CrudColumn<T>[];
  /** Shows every column again at the width its content gives it (hidden and dragged ones alike). */
  onReset?: () => void;
  defaultOpen?: boolean;
}

/** Shows or hides data columns (the select and actions columns always stay). */
export function ColumnChooser<T>({ table, columns, onReset, defaultOpen }: ColumnChooserProps<T>) {
  const t = useTranslate();
  const text = useText();
  return (
    <Popover
      aria-label={t('crud.columns')}
      align="end"
      defaultOpen={defaultOpen}
      trigger={<Button aria-label={t('crud.columns')} icon={<Columns3 aria-hidden="true" />} />}
    >
      <ColumnList>
        {columns.map((column) => {
          const col = table.getColumn(column.field);
          return (
            <Checkbox
              key={column.field}
              checked={col?.getIsVisible() ?? true}
              onChange={(on) => col?.toggleVisibility(on)}
            >
              {text(column.label)}
            </Checkbox>
          );
        })}
        {onReset ? (
          <Button size="small" variant="text" onClick={onReset}>
            {t('crud.resetColumns')}
          </Button>
        ) : null}
      </ColumnList>
    </Popover>
  );
}
