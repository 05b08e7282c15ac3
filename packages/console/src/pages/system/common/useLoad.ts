import type { TreeNode } from '@blade-console/blade-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { client } from '../../../session/client';
import { dictOptions } from './pages';

/**
 * Loads something once per mount (trees and dictionaries that column configs need); `reload` asks
 * again. Failures are reported by the SDK's error toast and leave the fallback.
 */
export function useLoad<T>(loader: () => Promise<T>, fallback: T): [T, () => void] {
  const [value, setValue] = useState<T>(fallback);
  const [tick, setTick] = useState(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on demand only.
  useEffect(() => {
    let live = true;
    loaderRef.current().then(
      (result) => {
        if (live) setValue(result ?? fallback);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [tick]);
  return [value, useCallback(() => setTick((n) => n + 1), [])];
}

const NO_NODES: TreeNode[] = [];

/** A TreeNode forest (dept/role/menu trees); an answer that is not a list counts as empty. */
export function useTreeData(loader: () => Promise<TreeNode[]>): [TreeNode[], () => void] {
  return useLoad(async () => {
    const result = await loader();
    return Array.isArray(result) ? result : NO_NODES;
  }, NO_NODES);
}

/** The items of a system dictionary as select options. */
export function useDictionary(code: string, numeric = true) {
  const [items] = useLoad(() => client.system.dict.dictionary(code), []);
  return useMemo(() => dictOptions(Array.isArray(items) ? items : [], numeric), [items, numeric]);
}
