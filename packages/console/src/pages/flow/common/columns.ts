import type { CrudColumn, CrudOption } from '@blade-console/ui';

/** Shared column shapes of the workflow lists (labels in the `flow` namespace). */
export const col = <T>(field: string, extra: Partial<CrudColumn<T>> = {}): CrudColumn<T> => ({
  field,
  label: `flow:fields.${field}`,
  ...extra,
});

/**
 * The process's name, searched by (the process lists and 流程跟踪): its own hint, as the label
 * "Process" made "Enter process" in English, which does not say a name is typed.
 */
export const processNameColumn = <T>(): CrudColumn<T> =>
  col<T>('processDefinitionName', { searchable: true, placeholder: 'flow:placeholders.processName' });

/** The category column: the flow dictionary's names. */
export const categoryColumn = <T>(categories: CrudOption[]): CrudColumn<T> =>
  col<T>('category', { type: 'select', options: categories, width: 120 });

/** A paged list call over a query, as CrudTable asks it (no saving, no removal). */
export const listOnly = {
  actions: { add: false, edit: false, delete: false, view: false, export: false },
} as const;
