import { useRef, useState } from 'react';
import { ConflictDialog } from '../ConflictDialog';
import type { CrudColumn, CrudFormMode } from '../CrudTable/columns';
import { type CrudConflict, type CrudConflictOf, conflictFields } from './conflict';

type Values = Record<string, unknown>;

/** Form values compare as their JSON (a multi-select's array, a number typed as text). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * What the hook needs of a react-hook-form form: what is typed now, and a reset to a record's
 * values (a `useForm()` answer fits; a form of narrower values adapts in one line).
 */
export interface EditConflictForm {
  getValues: () => Values;
  reset: (values: Values) => void;
}

export interface EditConflictOptions<T> {
  form: EditConflictForm;
  mode: CrudFormMode;
  /** The fields the form shows, and among them those the person can change. */
  shown: readonly CrudColumn<T>[];
  editable: readonly CrudColumn<T>[];
  /** The form's values for a record (what it starts from). */
  formValues: (record: Values | undefined) => Values;
  /** Saves `fields` of `typed` over `record`; rejects as the app's save does. */
  send: (typed: Values, record: Values | undefined, fields: readonly CrudColumn<T>[]) => Promise<void>;
  conflictOf?: CrudConflictOf;
  onSubmitError?: (error: unknown) => void;
  label: (column: CrudColumn<T>) => string;
  words: { yes: string; no: string };
}

/**
 * A save of the form, and what follows when the server refused it because someone else saved the
 * record first (issue 25): the typed values stay, and the conflict dialog offers to reload the
 * stored record, or to keep the person's edits over it. "Their edits" are the fields they changed
 * since the record was loaded; the fields they left alone take the stored values, so keeping one's
 * edits does not undo the other person's changes elsewhere in the record. CrudForm uses it, and so
 * does an app's own edit form (the profile page), so a conflict looks and works the same there.
 */
export function useEditConflict<T>(options: EditConflictOptions<T>) {
  const { form, mode, shown, editable, formValues, send, conflictOf, onSubmitError } = options;
  // The record an edit saves over (what was loaded, or the stored one after a reload) and the
  // values the form started from (what the person's edits are told apart from).
  const [base, setBase] = useState<Values | undefined>(undefined);
  const initial = useRef<Values>({});
  const [conflict, setConflict] = useState<CrudConflict | null>(null);

  /** Starts editing `record` (a newly opened form, or the stored record on reload). */
  const begin = (record: Values | undefined) => {
    setBase(record);
    initial.current = formValues(record);
    setConflict(null);
  };

  const edited = (typed: Values) => editable.filter((c) => !same(typed[c.field], initial.current[c.field]));

  const save = async (typed: Values, record: Values | undefined, fields: readonly CrudColumn<T>[]) => {
    try {
      await send(typed, record, fields);
      setConflict(null);
    } catch (error) {
      const refused = mode === 'edit' ? conflictOf?.(error) : undefined;
      if (refused) setConflict(refused);
      else onSubmitError?.(error);
    }
  };

  /** The form's own save: every editable field over the record as loaded. */
  const submit = (typed: Values) => save(typed, base, editable);

  const dialog = conflict
    ? (() => {
        const typed = form.getValues();
        const changed = edited(typed);
        // What "keep mine" saves: the stored record with the person's edits over it.
        const mine = { ...formValues(conflict.current) };
        for (const column of changed) mine[column.field] = typed[column.field];
        return (
          <ConflictDialog
            open
            onOpenChange={(keep) => !keep && setConflict(null)}
            changedBy={conflict.changedBy}
            changedAt={conflict.changedAt}
            // The stored record as the form would start from it: a -1 that means "none" reads as empty on
            // both sides, not as a difference.
            fields={conflictFields(shown, formValues(conflict.current), mine, options.label, options.words)}
            onReload={() => {
              // The stored record replaces the edit; saving it again carries the stored version.
              begin(conflict.current);
              form.reset(formValues(conflict.current));
            }}
            onOverwrite={() => save(typed, conflict.current, changed)}
          />
        );
      })()
    : null;

  return { begin, submit, dialog };
}
