import { useOnChange } from '@blade-console/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { create } from 'zustand';

/** Key prefix of the bell's lists in the data cache (`['bell', list, userId]`). */
export const BELL_KEY = 'bell';

/** The dashboard figures a workflow action changes (`['dashboard', figure, userId]`). */
const WORKFLOW_FIGURES = new Set(['todo', 'claim']);

/** Cached answers that count or list the person's tasks: the bell's and the dashboard's. */
export function isWorkflowKey(key: unknown): boolean {
  if (!Array.isArray(key)) return false;
  return key[0] === BELL_KEY || (key[0] === 'dashboard' && WORKFLOW_FIGURES.has(String(key[1])));
}

/**
 * How many workflow actions (claim, approve, reject, start) this tab has seen. The task lists are
 * tables with their own loading, kept alive in hidden tabs: they reload when this moves on.
 */
const useWorkflowVersion = create<{ version: number; bump(): void }>((set) => ({
  version: 0,
  bump: () => set((state) => ({ version: state.version + 1 })),
}));

/**
 * What to call after a workflow action succeeded: the bell and the dashboard's counts are fetched
 * again, and every task list reloads (a hidden one when its tab is shown again).
 */
export function useWorkflowChanged(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    useWorkflowVersion.getState().bump();
    void mutate(isWorkflowKey);
  }, [mutate]);
}

/**
 * Calls `reload` when a workflow action happened since the list last loaded. The check runs in an
 * effect, so a list in a hidden tab (its effects paused) reloads once it is shown again.
 */
export function useReloadOnWorkflowChange(reload: () => void): void {
  const version = useWorkflowVersion((state) => state.version);
  useOnChange(version, reload);
}
