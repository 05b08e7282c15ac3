import type { ResourceDef } from '@blade-console/blade-schema';
import type { CrudOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { client } from '../../session/client';
import { dictOptions } from '../system/common/pages';
import { useLoad } from '../system/common/useLoad';

const NONE: Readonly<Record<string, readonly CrudOption[]>> = {};

/** The options of every dictionary the resource's fields name, by code (numeric keys). */
export function useDictionaries(resource: ResourceDef): Readonly<Record<string, readonly CrudOption[]>> {
  const codes = useMemo(
    () => [...new Set(Object.values(resource.fields).flatMap((field) => (field.dict ? [field.dict] : [])))],
    [resource],
  );
  const [loaded] = useLoad(async () => {
    if (codes.length === 0) return NONE;
    const lists = await Promise.all(codes.map((code) => client.system.dict.dictionary(code)));
    return Object.fromEntries(
      codes.map((code, i) => [code, dictOptions(Array.isArray(lists[i]) ? lists[i] : [])]),
    );
  }, NONE);
  return loaded;
}
