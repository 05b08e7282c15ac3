import type { CrudResource, Page } from '@blade-console/blade-client';
import { useBladeRevalidate } from '@blade-console/blade-client/swr';
import type { ResourceDef } from '@blade-console/blade-schema';
import type { CrudTableHandle } from '@blade-console/ui';
import { useMemo, useRef } from 'react';
import { useLiveRows } from '../../../crud/LiveRows';
import { useRecordHistory } from '../../../crud/RecordHistory';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useTreeNodes } from '../../../data/hooks';
import { forestResource } from './pages';

/** The SDK's tree resources whose pages are tree tables with a parent select of their own nodes. */
type ForestPath = 'system.menu' | 'system.dept' | 'system.role';

/**
 * A tree table page (menus, departments, roles): `table`, what its CrudTable takes in one spread —
 * the resource's forest on one unpaged page, the CRUD wiring, what a row is called (from
 * `definition`), the table's handle (`table.ref`), a row's 历史 and the rows others change, followed
 * live — `above`, the bar counting rows others added (drawn before the table), `history`, the
 * timeline that opens (drawn after it), and `nodes`, the tree of its nodes for the parent select,
 * refreshed by the table's own saves and removals (useCrudPage revalidates `<cachePath>.*`).
 */
export function useForestPage<
  T extends object,
  R extends Pick<CrudResource<T>, 'submit' | 'remove' | 'detail'> & {
    list: (params?: never) => Promise<T[] | Page<T>>;
  },
>(resource: R, definition: ResourceDef, cachePath: ForestPath) {
  const forest = useMemo(
    () => ({
      submit: resource.submit,
      remove: resource.remove,
      detail: resource.detail,
      list: forestResource<T, R>(resource).list,
    }),
    [resource],
  );
  // The buttons are named after the resource's menu code, as the seed names them (useResourceTable too).
  const crud = useCrudPage<T>(forest, definition.menu?.code ?? definition.name, cachePath);
  const naming = useRecordNaming(definition);
  const nodes = useTreeNodes(`${cachePath}.tree`);
  const ref = useRef<CrudTableHandle>(null);
  // Every defined resource keeps its records' history and is followed live (issue 42): a quiet
  // reload keeps the branches the person opened and the rows they checked (CrudTable).
  const { historyAction, historyDialog } = useRecordHistory<T>(definition, ref);
  const rowActions = useMemo(() => [historyAction], [historyAction]);
  // Someone else's change moves the parent select's tree too (the page's own saves revalidate it).
  const revalidate = useBladeRevalidate();
  const live = useLiveRows<T>({
    resource: definition.name,
    table: ref,
    load: crud.load,
    submit: crud.onSubmit,
    remove: crud.onRemove,
    onNews: () => void revalidate(`${cachePath}.`),
  });
  return {
    table: { ...naming, ...crud, ...live.tableProps, pagination: false as const, ref, rowActions },
    nodes,
    /** Drawn above the table: the bar that counts rows others added. */
    above: live.newRowsBar,
    history: historyDialog,
  };
}
