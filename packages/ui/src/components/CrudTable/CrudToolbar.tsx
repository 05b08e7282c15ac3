import type { Table } from '@tanstack/react-table';
import { Columns3, Download, Plus, RefreshCw, Rows3, Trash2 } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { Button } from '../Button';
import { type ActionState, type CrudToolbarAction, declaredActionState } from './actions';
import { type CrudDensity, SelectionInfo, Toolbar, ToolGroup } from './CrudTable.styles';
import type { CrudColumn } from './columns';
import type { ColumnChooser as EagerColumnChooser } from './ToolbarPopups';
import { ToolPopupButton } from './ToolPopupButton';
import { type ActionRunner, useActionLabel } from './useActionRunner';
import { useTranslate } from './useText';

// Loaded on first press (ToolPopupButton): both come from one module, fetched once.
const DensityMenu = lazy(() => import('./ToolbarPopups').then((m) => ({ default: m.DensityMenu })));
const ColumnChooser = lazy(() =>
  import('./ToolbarPopups').then((m) => ({ default: m.ColumnChooser })),
) as unknown as typeof EagerColumnChooser;

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
  /** Shows every column again at its own width (the column chooser's reset). */
  onResetColumns?: () => void;
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
        <ToolPopupButton label={t('crud.density')} icon={<Rows3 aria-hidden="true" />} popup="menu">
          <DensityMenu density={props.density} onChange={props.onDensityChange} defaultOpen />
        </ToolPopupButton>
        <ToolPopupButton label={t('crud.columns')} icon={<Columns3 aria-hidden="true" />} popup="dialog">
          <ColumnChooser<T>
            table={props.table}
            columns={props.columns}
            onReset={props.onResetColumns}
            defaultOpen
          />
        </ToolPopupButton>
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
