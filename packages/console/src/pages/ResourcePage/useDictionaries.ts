import type { ResourceDef } from '@blade-console/blade-schema';
import type { CrudOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useDictionary } from '../../data/hooks';

/** The dictionary codes a resource's fields name, in field order, each once. */
export function dictionaryCodes(resource: ResourceDef): string[] {
  return [...new Set(Object.values(resource.fields).flatMap((field) => (field.dict ? [field.dict] : [])))];
}

/**
 * The options of every dictionary the resource's fields name, by code, through the shared
 * dictionary cache. A definition never changes while the page lives, so the hooks are called in
 * the same order on every render.
 */
export function useDictionaries(resource: ResourceDef): Readonly<Record<string, readonly CrudOption[]>> {
  const codes = useMemo(() => dictionaryCodes(resource), [resource]);
  // biome-ignore lint/correctness/useHookAtTopLevel: one call per code of a fixed definition (see above).
  const options = codes.map((code) => useDictionary(code));
  // biome-ignore lint/correctness/useExhaustiveDependencies: each options list is stable until its data changes.
  return useMemo(
    () => Object.fromEntries(codes.map((code, i) => [code, options[i] ?? []])),
    [codes, ...options],
  );
}
