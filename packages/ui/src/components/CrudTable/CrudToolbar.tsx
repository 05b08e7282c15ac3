import type { Table } from '@tanstack/react-table';
import { lazy, type ReactNode, useRef } from 'react';
import { Columns3, Download, Plus, RefreshCw, Rows3, Trash2 } from '../../icons';
import { Button } from '../Button';
import { type ActionState, type CrudToolbarAction, declaredActionState, type RowActionItem } from './actions';
import { type CrudDensity, Toolbar, ToolGroup } from './CrudTable.styles';
import type { CrudColumn } from './columns';
import { MoreActions } from './MoreActions';
import type { ColumnChooser as EagerColumnChooser } from './ToolbarPopups';
import { ToolPopupButton } from './ToolPopupButton';
import { type ActionRunner, useActionLabel } from './useActionRunner';
import { useTranslate } from './useText';
import { FIT_ITEM, FIT_MORE, useToolbarFit } from './useToolbarFit';

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
  /** The page's own primary action, after add and before the actions that may fold. */
  primary?: ReactNode;
  /** The page's own toolbar content, after the declared actions. */
  extra?: ReactNode;
  /** Checked rows: delete is dimmed without them, and the page's actions get them. */
  selectedRows: T[];
  /** Server mode only: client rows have nothing to reload. */
  onRefresh?: () => void;
  density: CrudDensity;
  onDensityChange: (density: CrudDensity) => void;
  table: Table<T>;
  columns: readonly CrudColumn<T>[];
  /** Shows every column again at its own width (the column chooser's reset). */
  onResetColumns?: () => void;
  /**
   * The table's panel is phone-narrow (CrudTable's `useNarrow`, which also draws its rows as
   * cards): "更多" is then an icon, as with its text, add, it and the tools took two lines.
   */
  narrow?: boolean;
}

/**
 * The bar above the table: add (or the page's own primary action), delete, export and the page's
 * actions on the left; refresh, density and the column chooser on the right. It keeps to one line
 * (issue 39): past the primary actions, those that have no room go, in order, into a "更多" menu
 * at the end of the left group.
 */
export function CrudToolbar<T>(props: CrudToolbarProps<T>) {
  const { addState, selectedRows, runner } = props;
  const t = useTranslate();
  const bar = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const items = [
    ...useBuiltInItems(props),
    ...useDeclaredItems(props.actions, selectedRows, props.permission, runner),
  ];
  // Measured here, not in ToolbarActions: the bar's refs are set only after its children's effects.
  const fit = useToolbarFit(bar, group, items.map(fitKey));
  return (
    <Toolbar ref={bar} role="toolbar" aria-label={t('crud.toolbar')}>
      <ToolGroup ref={group}>
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
        {props.primary}
        <ToolbarActions items={items} fit={fit} compact={props.narrow ?? false} />
        {props.extra}
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

/**
 * Delete and export, as items that fold into "更多" like the page's own actions. Delete is dimmed
 * with nothing checked, yet still pressable: it then says why (SPEC §5's warning), where a disabled
 * button would say nothing.
 */
function useBuiltInItems<T>(props: CrudToolbarProps<T>): RowActionItem[] {
  const t = useTranslate();
  const nothingChecked = props.selectedRows.length === 0;
  const items: RowActionItem[] = [];
  if (props.deleteState !== 'hidden')
    items.push({
      key: 'crud:delete',
      label: t('crud.delete'),
      state: props.deleteState,
      danger: true,
      icon: <Trash2 aria-hidden="true" />,
      dimmed: nothingChecked,
      hint: nothingChecked ? t('crud.selectOne') : undefined,
      run: props.onDeleteSelected,
    });
  if (props.canExport)
    items.push({
      key: 'crud:export',
      label: t('crud.export'),
      state: 'enabled',
      icon: <Download aria-hidden="true" />,
      run: props.onExport,
    });
  return items;
}

/** The page's declared toolbar actions that show, as the items a button or a menu draws. */
function useDeclaredItems<T>(
  actions: readonly CrudToolbarAction<T>[] | undefined,
  rows: T[],
  permission: Record<string, boolean> | undefined,
  runner: ActionRunner,
): RowActionItem[] {
  const labelOf = useActionLabel();
  const items: RowActionItem[] = [];
  for (const action of actions ?? []) {
    const state = declaredActionState(action, rows, permission);
    if (state === 'hidden') continue;
    items.push({
      key: action.key,
      label: labelOf(action, rows),
      state,
      danger: action.danger,
      icon: action.icon,
      loading: runner.isBusy(`toolbar:${action.key}`),
      run: () => runner.runOnSelection(action, rows),
    });
  }
  return items;
}

/** An item's key with its label: its width is that of this label. */
const fitKey = (item: RowActionItem) => `${item.key}\t${item.label}`;

/**
 * The toolbar's actions past add, drawn as buttons; those past `fit`
 * (those that do not fit on the bar's one line) go, in order, into a "更多" menu at its end.
 */
function ToolbarActions({
  items,
  fit,
  compact,
}: {
  items: readonly RowActionItem[];
  fit: number;
  compact: boolean;
}) {
  const t = useTranslate();
  const rest = items.slice(fit);
  return (
    <>
      {items.slice(0, fit).map((item) => (
        <Button
          key={item.key}
          {...{ [FIT_ITEM]: fitKey(item) }}
          variant={item.danger ? 'danger' : 'default'}
          icon={item.icon}
          disabled={item.state === 'disabled'}
          aria-disabled={item.dimmed || undefined}
          title={item.hint}
          loading={item.loading}
          onClick={item.run}
        >
          {item.label}
        </Button>
      ))}
      {rest.length ? (
        <span {...{ [FIT_MORE]: '' }} style={{ display: 'inline-flex' }}>
          <MoreActions items={rest} label={t('crud.more')} look={compact ? 'icon' : 'toolbar'} />
        </span>
      ) : null}
    </>
  );
}
