import type { ReactNode } from 'react';

/** An action setting of a page: shown (true, default), hidden (false) or shown disabled. */
export type CrudActionSetting = boolean | 'disabled';

export type CrudAction = 'add' | 'view' | 'edit' | 'delete';

export type CrudActions = Partial<Record<CrudAction, CrudActionSetting>> & {
  /** The CSV export button (default true). */
  export?: boolean;
};

/** How an action shows: not at all, greyed out, or usable. */
export type ActionState = 'hidden' | 'disabled' | 'enabled';

/**
 * An action a page declares instead of wiring its own button: the table draws it like its
 * built-in ones, checks the permission, asks the confirmation, shows the spinner and the toast.
 * `Target` is the row (row actions) or the checked rows (toolbar actions).
 */
export interface CrudDeclaredAction<Target> {
  /** Unique among the row (or toolbar) actions; `onActionError` receives it. */
  key: string;
  /** An i18n key (`console:user.reset`) or text; a function when it follows the row (启用 / 已启用). */
  label: string | ((target: Target) => string);
  icon?: ReactNode;
  /** Button code (`oss_enable`) looked up in the table's `permission` map: hidden when missing. */
  permission?: string;
  /** Drawn in the danger colour (destructive actions). */
  danger?: boolean;
  /** An i18n key of the OK / Cancel question asked before `onClick` runs. */
  confirm?: string;
  /** An i18n key toasted as a success once `onClick` resolves. */
  successMessage?: string;
  /** Reload the current page once `onClick` resolves (the action changed rows). */
  refresh?: boolean;
  visible?: (target: Target) => boolean;
  disabled?: (target: Target) => boolean;
  /**
   * Runs the action. While a returned promise is pending the button (or the confirmation's OK)
   * shows a spinner; a rejection keeps the confirmation open and goes to `onActionError` (the
   * app's request layer has usually toasted it already, as for the built-in delete).
   */
  onClick: (target: Target) => unknown;
}

/** An extra button of each row (after view / edit / delete). */
export type CrudRowAction<T> = CrudDeclaredAction<T>;

/** An extra toolbar button (after add / delete / export); it receives the checked rows. */
export interface CrudToolbarAction<T> extends CrudDeclaredAction<T[]> {
  /** Warn "please select at least one record" instead of running when no row is checked. */
  needsSelection?: boolean;
}

/** The state of a built-in action from the page config, the permission map and what the page supports. */
export function builtInActionState(
  action: CrudAction,
  actions: CrudActions | undefined,
  permission: Record<string, boolean> | undefined,
  prefix: string | undefined,
  available: boolean,
): ActionState {
  const setting = actions?.[action] ?? true;
  if (setting === false || !available) return 'hidden';
  if (permission && prefix && !permission[`${prefix}_${action}`]) return 'hidden';
  return setting === 'disabled' ? 'disabled' : 'enabled';
}

/**
 * The state of a declared action for its target. Like the built-in ones, a table given no
 * permission map shows every action (stories, pages without button permissions).
 */
export function declaredActionState<Target>(
  action: CrudDeclaredAction<Target>,
  target: Target,
  permission: Record<string, boolean> | undefined,
): ActionState {
  if (action.permission && permission && !permission[action.permission]) return 'hidden';
  if (action.visible && !action.visible(target)) return 'hidden';
  return action.disabled?.(target) ? 'disabled' : 'enabled';
}

/** One action of a row as the actions cell and its "更多" menu show it. */
export interface RowActionItem {
  key: string;
  label: string;
  state: Exclude<ActionState, 'hidden'>;
  danger?: boolean;
  icon?: ReactNode;
  /** The action is running (its button shows a spinner). */
  loading?: boolean;
  /** Drawn dimmed yet pressable: pressed, it says why it cannot run (delete with nothing checked). */
  dimmed?: boolean;
  /** Its button's tooltip: why it is dimmed. */
  hint?: string;
  run: () => void;
}
