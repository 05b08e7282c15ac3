import { useMemo } from 'react';
import { type ActionState, type CrudRowAction, declaredActionState } from './actions';
import { type ActionButtonLabel, actionButtonsWidth } from './headerWidth';
import { INLINE_ACTIONS, splitActions } from './RowActionsCell';
import { useActionLabel } from './useActionRunner';
import { useTranslate } from './useText';

export interface ActionsWidthOptions<T> {
  viewState: ActionState;
  editState: ActionState;
  deleteState: ActionState;
  /** The page's declared row actions; custom content (a function) is sized by `customLabels`. */
  rowActions?: readonly CrudRowAction<T>[] | ((row: T) => unknown);
  /** Button permissions: an action the person may not use is drawn on no row. */
  permission?: Record<string, boolean>;
  /** The loaded rows: each shows its own actions (visible, labels that follow the row). */
  records: readonly T[];
  /** How many actions are buttons before the "更多" menu (default {@link INLINE_ACTIONS}). */
  inline?: number;
  /** The labels of the text buttons a custom `rowActions` (a function) draws after the built-in ones. */
  customLabels?: readonly string[];
}

/** How many loaded rows are measured. */
const MEASURED_ROWS = 50;

/**
 * The narrowest the actions column may be for every row's buttons to fit, in the page's language:
 * each loaded row's actions split as RowActionsCell splits them (the first two as buttons, "更多"
 * for the rest), the widest row kept. Issue 36: sizing by the two widest actions any row could show
 * gave 新闻动态 a 265 px column for rows that show 查看 · 编辑 · 更多, cutting its titles.
 */
export function useActionsWidth<T>(options: ActionsWidthOptions<T>): number {
  const { viewState, editState, deleteState, rowActions, permission, records, customLabels } = options;
  const inline = options.inline ?? INLINE_ACTIONS;
  const t = useTranslate();
  const labelOf = useActionLabel();
  return useMemo(() => {
    const builtIn: ActionButtonLabel[] = (
      [
        [viewState, 'crud.view'],
        [editState, 'crud.edit'],
        [deleteState, 'crud.delete'],
      ] as const
    )
      .filter(([state]) => state !== 'hidden')
      .map(([, key]) => ({ label: t(key) }));
    const declared = Array.isArray(rowActions) ? rowActions : [];
    const more: ActionButtonLabel = { label: t('crud.more'), icon: true };
    // A custom function's buttons come after the built-in ones (RowActionsCell), never in "更多".
    const custom: ActionButtonLabel[] =
      typeof rowActions === 'function' ? (customLabels ?? []).map((label) => ({ label })) : [];
    const widthOf = (buttons: ActionButtonLabel[]) => {
      const split = splitActions(buttons, inline);
      return actionButtonsWidth([...split.shown, ...(split.more.length ? [more] : []), ...custom]);
    };
    const rows = records.slice(0, MEASURED_ROWS);
    // Before rows load: what a row shows whatever it holds (actions with a fixed label and no condition).
    if (rows.length === 0) {
      const always = declared.filter(
        (action) =>
          !action.visible &&
          typeof action.label === 'string' &&
          declaredActionState(action, {} as T, permission) !== 'hidden',
      );
      return widthOf([
        ...builtIn,
        ...always.map((action) => ({ label: labelOf(action, {} as T), icon: !!action.icon })),
      ]);
    }
    let widest = 0;
    const measured = new Set<string>();
    for (const row of rows) {
      const buttons = [...builtIn];
      for (const action of declared) {
        if (declaredActionState(action, row, permission) === 'hidden') continue;
        const label = labelOf(action, row);
        if (label) buttons.push({ label, icon: !!action.icon });
      }
      const key = buttons.map((button) => `${button.label}${button.icon ? '+' : ''}`).join('|');
      if (measured.has(key)) continue;
      measured.add(key);
      widest = Math.max(widest, widthOf(buttons));
    }
    return widest;
  }, [viewState, editState, deleteState, rowActions, permission, records, inline, customLabels, t, labelOf]);
}
