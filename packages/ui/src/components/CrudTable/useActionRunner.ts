import { useCallback, useRef, useState } from 'react';
import { message } from '../Toast';
import type { CrudDeclaredAction, CrudToolbarAction } from './actions';
import { useText, useTranslate } from './useText';

export interface ActionRunnerOptions {
  /** Reloads the table (actions declared with `refresh`). */
  refresh: () => void;
  onActionError?: (error: unknown, actionKey: string) => void;
}

interface Question {
  content: string;
  run: () => Promise<void>;
}

/** The text of a declared action's label for its target (translated when it is an i18n key). */
export function useActionLabel() {
  const text = useText();
  return useCallback(
    <Target>(action: CrudDeclaredAction<Target>, target: Target) =>
      text(typeof action.label === 'function' ? action.label(target) : action.label),
    [text],
  );
}

/**
 * Runs the page's declared actions the way the table runs its own delete: an optional OK / Cancel
 * question first, a spinner while the promise is pending, a success toast and a reload after.
 */
export function useActionRunner({ refresh, onActionError }: ActionRunnerOptions) {
  const t = useTranslate();
  const text = useText();
  const [busy, setBusy] = useState<Record<string, true>>({});
  const [question, setQuestion] = useState<Question | null>(null);
  const latest = useRef({ refresh, onActionError });
  latest.current = { refresh, onActionError };

  const perform = async <Target>(action: CrudDeclaredAction<Target>, target: Target) => {
    try {
      await action.onClick(target);
    } catch (error) {
      latest.current.onActionError?.(error, action.key);
      throw error;
    }
    if (action.successMessage) message.success(text(action.successMessage));
    if (action.refresh) latest.current.refresh();
  };

  /** `busyKey` tells apart the same action on different rows (each has its own spinner). */
  const run = <Target>(action: CrudDeclaredAction<Target>, target: Target, busyKey: string) => {
    if (action.confirm) {
      // The confirmation's OK button shows the spinner; a rejection keeps it open.
      setQuestion({ content: text(action.confirm), run: () => perform(action, target) });
      return;
    }
    setBusy((b) => ({ ...b, [busyKey]: true }));
    perform(action, target)
      // Reported through onActionError (and usually by the app's request layer).
      .catch(() => undefined)
      .finally(() => setBusy(({ [busyKey]: _done, ...rest }) => rest as Record<string, true>));
  };

  /** Toolbar actions: the checked rows, or the built-in warning when one is needed and none is. */
  const runOnSelection = <T>(action: CrudToolbarAction<T>, rows: T[]) => {
    if (action.needsSelection && rows.length === 0) {
      message.warning(t('crud.selectOne'));
      return;
    }
    run(action, rows, `toolbar:${action.key}`);
  };

  return {
    run,
    runOnSelection,
    isBusy: (busyKey: string) => busy[busyKey] === true,
    question,
    closeQuestion: () => setQuestion(null),
  };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;
