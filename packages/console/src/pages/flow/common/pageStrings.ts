import type { ComponentType } from 'react';
import { loadFlowStrings } from './strings';

/** A workflow page module loaded together with the workflow strings (namespace `flow`). */
export function withFlowStrings(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ default: ComponentType }> {
  return () => Promise.all([load(), loadFlowStrings()]).then(([module]) => module);
}
