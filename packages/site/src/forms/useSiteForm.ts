import { useState } from 'react';
import type { Problems } from './problems';

/**
 * The state of a public form: values, which fields the visitor has left (a field's message shows
 * once it has been left, or after a first attempt to send), and the problems of the rules.
 */
export function useSiteForm<V extends object, F extends keyof V & string>(
  initial: () => V,
  rules: (values: V) => Problems<F>,
) {
  const [values, setValues] = useState<V>(initial);
  const [left, setLeft] = useState<Partial<Record<F, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const problems = rules(values);
  return {
    values,
    problems,
    /** Whether sending has been tried (every message shows from then on). */
    attempted,
    /** The problem to show at a field now. */
    shown: (field: F) => (attempted || left[field] ? problems[field] : undefined),
    set: <K extends F>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value })),
    leave: (field: F) => setLeft((current) => (current[field] ? current : { ...current, [field]: true })),
    /** Marks the form as sent once; answers the problems that stop it. */
    attempt: () => {
      setAttempted(true);
      return problems;
    },
    reset: () => {
      setValues(initial());
      setLeft({});
      setAttempted(false);
    },
  };
}
