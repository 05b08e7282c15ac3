import type { ComponentType } from 'react';

/**
 * The workflow strings, registered and loaded in the current language. Imported when a workflow
 * page opens, not with the registry: the registry is in the first chunk, the Chinese strings are
 * bundled with their module, and /login would carry them.
 */
export const loadFlowStrings = () => import('./strings').then((module) => module.loadFlowStrings());

/** A workflow page module loaded together with the workflow strings (namespace `flow`). */
export function withFlowStrings(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ default: ComponentType }> {
  return () => Promise.all([load(), loadFlowStrings()]).then(([module]) => module);
}
