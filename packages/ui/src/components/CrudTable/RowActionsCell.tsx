import type { ReactNode } from 'react';
import { vars } from '../../theme/tokens';
import { Button } from '../Button';
import { type ActionState, type CrudRowAction, declaredActionState } from './actions';
import { RowActions } from './CrudTable.styles';
import { MoreActions, type RowActionItem } from './MoreActions';
import type { ActionRunner } from './useActionRunner';

interface RowActionButtonProps {
  state: ActionState;
  label: string;
  onClick: () => void;
  danger?: boolean;
  icon?: ReactNode;
  loading?: boolean;
}

/** One text button of the actions column: the built-in ones and the declared ones look alike. */
export function RowActionButton({ state, label, onClick, danger, icon, loading }: RowActionButtonProps) {
  if (state === 'hidden') return null;
  return (
    <Button
      size="small"
      variant="text"
      icon={icon}
      loading={loading}
      disabled={state === 'disabled'}
      onClick={onClick}
      style={danger ? { color: vars.color.dangerText } : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * How many of a row's actions the table shows as buttons before the others go under "更多" (issue
 * 36: a pinned column as narrow as two actions, which had covered the data).
 */
export const INLINE_ACTIONS = 2;

/**
 * The row's actions as buttons (the first `inline`) and under "更多" (the rest). A single action
 * left over stays a button: it takes the room the "更多" button would, and a menu of one is a
 * click for nothing. A phone's card (`inline` 0) puts every action in its menu.
 */
export function splitActions<I>(items: readonly I[], inline: number): { shown: I[]; more: I[] } {
  if (inline > 0 && items.length <= inline + 1) return { shown: [...items], more: [] };
  return { shown: items.slice(0, inline), more: items.slice(inline) };
}

export interface RowActionsCellProps<T> {
  row: T;
  rowId: string;
  viewState: ActionState;
  editState: ActionState;
  deleteState: ActionState;
  onView: (row: T) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Declared actions, or custom content for what they cannot say. */
  extra?: readonly CrudRowAction<T>[] | ((row: T) => ReactNode);
  permission?: Record<string, boolean>;
  runner: ActionRunner;
  /**
   * The words of the buttons, translated once by the table: a translation hook in each row would
   * subscribe every row to language changes, a few dozen hooks on a first render.
   */
  words: RowActionWords<T>;
  /** How many actions are buttons (default {@link INLINE_ACTIONS}; a phone's card: none). */
  inline?: number;
  /** What the row is called (its title field), for the name of its "更多" button. */
  name?: string;
}

export interface RowActionWords<T> {
  view: string;
  edit: string;
  delete: string;
  /** The "更多" button and its name for a row ("admin 的更多操作"). */
  more: string;
  moreOf: (name: string) => string;
  /** A declared action's label for this row (useActionLabel). */
  labelOf: (action: CrudRowAction<T>, row: T) => string;
}

/**
 * The actions of one row — view, edit, delete, then the page's own — the first two as buttons and
 * the others in a "更多" menu, so the pinned column stays narrow (issue 36: at 390 px a 291 px
 * column covered the data). A page's custom content (a function) stays beside them as it is.
 */
export function RowActionsCell<T>(props: RowActionsCellProps<T>) {
  const { row, rowId, extra, runner, words, inline = INLINE_ACTIONS } = props;
  const items: RowActionItem[] = [];
  // Hidden actions are left out here rather than by each button: three a row on a first render.
  if (props.viewState !== 'hidden')
    items.push({ key: 'view', label: words.view, state: props.viewState, run: () => props.onView(row) });
  if (props.editState !== 'hidden')
    items.push({ key: 'edit', label: words.edit, state: props.editState, run: () => props.onEdit(row) });
  if (props.deleteState !== 'hidden')
    items.push({
      key: 'delete',
      label: words.delete,
      state: props.deleteState,
      danger: true,
      run: () => props.onDelete(row),
    });
  if (Array.isArray(extra)) {
    for (const action of extra as readonly CrudRowAction<T>[]) {
      const state = declaredActionState(action, row, props.permission);
      if (state === 'hidden') continue;
      const busyKey = `${action.key}:${rowId}`;
      items.push({
        key: action.key,
        label: words.labelOf(action, row),
        state,
        icon: action.icon,
        danger: action.danger,
        loading: runner.isBusy(busyKey),
        run: () => runner.run(action, row, busyKey),
      });
    }
  }
  const { shown, more } = splitActions(items, inline);
  return (
    <RowActions>
      {shown.map(({ key, run, ...item }) => (
        <RowActionButton key={key} {...item} onClick={run} />
      ))}
      {more.length > 0 ? (
        <MoreActions
          items={more}
          label={words.more}
          name={props.name ? words.moreOf(props.name) : undefined}
        />
      ) : null}
      {typeof extra === 'function' ? extra(row) : null}
    </RowActions>
  );
}
