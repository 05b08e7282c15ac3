import type { Dict } from '@blade-console/blade-client';
import { dictResource, type ResourceDef } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption, CrudTreeOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';

const { column, remark, required, sort } = pageColumns<Dict>('dict');

/** SPEC §2/§9: dictionary dialogs are 880 wide. */
export const DICT_DIALOG_WIDTH = 880;

export type DictLayout = 'horizontal' | 'vertical';

/** isSealed: 0 no, 1 yes, default 0 (SPEC §3). */
export const sealedOptions = (yes: string, no: string): CrudOption[] => [
  { label: no, value: 0 },
  { label: yes, value: 1 },
];

interface DictColumnOptions {
  sealed: readonly CrudOption[];
  /** The vertical layout hides sort (SPEC §2). */
  hideSort?: boolean;
  /** Whose lengths and bounds the form checks: `dictResource` (default) or `dictBizResource`. */
  resource?: ResourceDef;
}

const sortColumn = (hideSort: boolean | undefined): CrudColumn<Dict>[] =>
  hideSort ? [] : [sort({ width: 72 })];

const sealedColumn = (sealed: readonly CrudOption[]): CrudColumn<Dict> =>
  required('isSealed', { type: 'select', options: [...sealed], width: 72, defaultValue: 0 });

/**
 * Parent rows (one per code): SPEC §5 "Dictionary (parent)". The page's columns (its messages) with
 * the definition's lengths and the sealed flag's bounds, so the form refuses what the server would.
 */
export function dictParentColumns({
  sealed,
  hideSort,
  resource = dictResource,
}: DictColumnOptions): CrudColumn<Dict>[] {
  return withResourceRules<Dict>(resource, [
    required('code', { searchable: true }),
    required('dictValue', { searchable: true }),
    ...sortColumn(hideSort),
    sealedColumn(sealed),
    remark(),
  ]);
}

/**
 * Items of one parent: SPEC §5 "Dictionary child" — the parent's rules plus dictKey; the parent is
 * optional; code and parent cannot be edited on add or edit (they come from the chosen parent).
 */
export function dictChildColumns(
  parent: Pick<Dict, 'id' | 'code' | 'dictValue'> | null,
  { sealed, hideSort, resource = dictResource }: DictColumnOptions,
  parents: readonly CrudTreeOption[] = [],
): CrudColumn<Dict>[] {
  const locked = { add: false, edit: false };
  const parentOptions: CrudTreeOption[] = parent
    ? [{ value: String(parent.id), title: parent.dictValue, children: [...parents] }]
    : [...parents];
  // With the definition's lengths, like the parents'.
  return withResourceRules<Dict>(resource, [
    required('code', {
      editable: locked,
      // The heading names the parent's code; the form still shows it.
      hide: { table: true },
      defaultValue: parent?.code,
    }),
    required('dictValue', { searchable: true }),
    required('dictKey', { searchable: true }),
    column('parentId', {
      type: 'tree',
      treeOptions: parentOptions,
      editable: locked,
      defaultValue: parent ? String(parent.id) : undefined,
      hide: { table: true },
    }),
    ...sortColumn(hideSort),
    sealedColumn(sealed),
    remark(),
  ]);
}
