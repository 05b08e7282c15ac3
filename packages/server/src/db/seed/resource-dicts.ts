import { RESOURCES } from '@blade-console/blade-schema';
import type { DbOrTx } from '../connection';
import { seedMissingDicts } from './dicts';

/**
 * One seed step per definition that brings dictionaries of its own, named `dicts-<resource>`: a
 * database seeded before the area gets them (a fresh one has every dictionary already).
 */
export function resourceDictionarySteps() {
  return RESOURCES.flatMap((resource) =>
    resource.dictionaries?.length
      ? [{ name: `dicts-${resource.name}`, run: (tx: DbOrTx) => seedMissingDicts(tx) }]
      : [],
  );
}
