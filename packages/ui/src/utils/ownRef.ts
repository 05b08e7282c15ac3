import { type Ref, type RefObject, useCallback } from 'react';

/**
 * The ref callback for an element that a control keeps a handle on (`own`) and also hands on to its
 * caller's `ref` (a function or an object). Input, Textarea, Checkbox and TreeSelect keep the
 * element they forward to measure, clear, focus or mark it.
 */
export function useOwnRef<E extends Element>(own: RefObject<E | null>, ref: Ref<E> | undefined) {
  return useCallback(
    (node: E | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [own, ref],
  );
}
