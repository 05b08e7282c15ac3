import type { ResourceDef } from '@blade-console/blade-schema';
import { type CrudRowAction, CrudTable, type CrudTableHandle, type CrudTableProps } from '@blade-console/ui';
import type { RefObject } from 'react';
import { useFollowedTable } from './useFollowedTable';

// `formNotice` is the table's own: it says in an open form that someone else saved the record.
export interface FollowedTableProps<T extends object>
  extends Omit<CrudTableProps<T>, 'ref' | 'rowActions' | 'formNotice'> {
  /** The defined resource whose rows these are: its history and its change events. */
  resource: ResourceDef;
  /** The page's own row actions: 历史 comes after them. */
  rowActions?: readonly CrudRowAction<T>[];
  /** The page's own handle of the table, when it needs one (to refresh it after an action, say). */
  ref?: RefObject<CrudTableHandle | null>;
}

/**
 * A CrudTable of a defined resource's rows that follows them (issue 42): each row has 历史, and
 * rows other people change show without a reload. Every page of a resource's rows draws this
 * instead of a bare CrudTable, so no page can forget either.
 */
export function FollowedTable<T extends object>({
  resource,
  rowActions,
  ref,
  ...props
}: FollowedTableProps<T>) {
  const followed = useFollowedTable(resource, props.load, {
    rowActions,
    table: ref,
    submit: props.onSubmit,
    remove: props.onRemove,
  });
  return (
    <>
      {followed.above}
      <CrudTable ref={followed.table} {...props} {...followed.tableProps} />
      {followed.below}
    </>
  );
}
