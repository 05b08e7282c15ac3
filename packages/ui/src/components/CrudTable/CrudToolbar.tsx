import type { Table } from '@tanstack/react-table';
import { Columns3, Download, Plus, RefreshCw, Rows3, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { type ActionState, type CrudToolbarAction, declaredActionState } from './actions';
import { ColumnList, type CrudDensity, SelectionInfo, Toolbar, ToolGroup } from './CrudTable.styles';
import type { CrudColumn } from './columns';
import { type ActionRunner, useActionLabel } from './useActionRunner';
import { useText, useTranslate } from './useText';

export interface CrudToolbarProps<T> {
  addState: ActionState;
  deleteState: ActionState;
  canExport: boolean;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onExport: () => void;
  actions?: readonly CrudToolbarAction<T>[];
  permission?: Record<string, boolean>;
  runner: ActionRunner;
  /** The page's own toolbar content, after the declared actions. */
  extra?: ReactNode;
  selectedRows: T[];
  onClearSelection: () => void;
  /** Server mode only: client rows have nothing to reload. */
  onRefresh?: () => void;
  density: CrudDensity;
  onDensityChange: (density: CrudDensity) => void;
  table: Table<T>;
  columns: readonly CrudColumn<T>[];
}

/**
 * The bar above the table: add, delete, export and the page's actions on the left; refresh,
 * density and the column chooser on the right.
 */
export function CrudToolbar<T>(props: CrudToolbarProps<T>) {
  const { addState, deleteState, selectedRows, runner } = props;
  const t = useTranslate();
  return (
    <Toolbar role="toolbar" aria-label={t('crud.toolbar')}>
      <ToolGroup>
        {addState !== 'hidden' ? (
          <Button
            variant="primary"
            icon={<Plus aria-hidden="true" />}
            disabled={addState === 'disabled'}
            onClick={props.onAdd}
          >
            {t('crud.add')}
          </Button>
        ) : null}
        {deleteState !== 'hidden' ? (
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden="true" />}
            disabled={deleteState === 'disabled'}
            // Dimmed with nothing checked, yet still pressable: it then says why (SPEC §5's warning),
            // where a disabled button would say nothing.
            aria-disabled={selectedRows.length === 0 || undefined}
            title={selectedRows.length === 0 ? t('crud.selectOne') : undefined}
            onClick={props.onDeleteSelected}
          >
            {t('crud.delete')}
          </Button>
        ) : null}
        {props.canExport ? (
          <Button icon={<Download aria-hidden="true" />} onClick={props.onExport}>
            {t('crud.export')}
          </Button>
        ) : null}
        <ToolbarActions
          actions={props.actions}
          rows={selectedRows}
          permission={props.permission}
          runner={runner}
        />
        {props.extra}
        {selectedRows.length > 0 ? (
          <SelectionInfo aria-live="polite">
            {t('crud.selected', { count: selectedRows.length })}{' '}
            <Button size="small" variant="text" onClick={props.onClearSelection}>
              {t('crud.clearSelection')}
            </Button>
          </SelectionInfo>
        ) : null}
      </ToolGroup>
      <ToolGroup>
        {props.onRefresh ? (
          <Button
            aria-label={t('crud.refresh')}
            icon={<RefreshCw aria-hidden="true" />}
            onClick={props.onRefresh}
          />
        ) : null}
        <DensityMenu density={props.density} onChange={props.onDensityChange} />
        <ColumnChooser table={props.table} columns={props.columns} />
      </ToolGroup>
    </Toolbar>
  );
}

interface ToolbarActionsProps<T> {
  actions?: readonly CrudToolbarAction<T>[];
  rows: T[];
  permission?: Record<string, boolean>;
  runner: ActionRunner;
}

/** The page's declared toolbar actions, drawn like the built-in export button. */
function ToolbarActions<T>({ actions, rows, permission, runner }: ToolbarActionsProps<T>) {
  const labelOf = useActionLabel();
  return actions?.map((action) => {
    const state = declaredActionState(action, rows, permission);
    if (state === 'hidden') return null;
    return (
      <Button
        key={action.key}
        variant={action.danger ? 'danger' : 'default'}
        icon={action.icon}
        disabled={state === 'disabled'}
        loading={runner.isBusy(`toolbar:${action.key}`)}
        onClick={() => runner.runOnSelection(action, rows)}
      >
        {labelOf(action, rows)}
      </Button>
    );
  });
}

function DensityMenu({ density, onChange }: { density: CrudDensity; onChange: (d: CrudDensity) => void }) {
  const t = useTranslate();
  return (
    <DropdownMenu>
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

/** Shows or hides data columns (the select and actions columns always stay). */
function ColumnChooser<T>({ table, columns }: { table: Table<T>; columns: readonly CrudColumn<T>[] }) {
  const t = useTranslate();
  const text = useText();
  return (
    <Popover
      aria-label={t('crud.columns')}
      align="end"
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
      </ColumnList>
    </Popover>
  );
}
