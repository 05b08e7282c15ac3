import type { Region as RegionRow } from '@blade-console/blade-client';
import { regionResource } from '@blade-console/blade-schema';
import {
  CrudForm,
  type CrudQuery,
  type CrudRowAction,
  CrudTable,
  type CrudTableHandle,
  type CrudToolbarAction,
  confirm,
  downloadBlob,
  message,
} from '@blade-console/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordHistory } from '../../../crud/RecordHistory';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';
import { RegionDebugDialog } from './RegionDebugDialog';
import { RegionImportDialog } from './RegionImportDialog';
import {
  markExpandable,
  REGION_MAX_LEVEL,
  REGION_ROOT,
  type RegionParent,
  regionColumns,
  regionFilters,
  regionPage,
  toRegionPayload,
} from './regionModel';

const region = client.system.region;

/** `region/lazy-list?parentCode`: a region's children as rows with a `hasChildren` flag. */
const lazyList = (parentCode: string) =>
  client.http.get<RegionRow[]>('/blade-system/region/lazy-list', { parentCode });

/**
 * `/base/region`: administrative divisions as a lazy tree table (root `00`); children load when a
 * row is opened, a child is added under a row, and removing a region with children is refused by
 * the server (`请先删除子节点!`, shown by the SDK's error toast).
 */
export default function Region() {
  const { t } = useTranslation('console');
  const levels = useDictionary('region');
  const table = useRef<CrudTableHandle>(null);
  const naming = useRecordNaming(regionResource);
  const [query, setQuery] = useState<CrudQuery>({ current: 1, size: 10 });
  const searching = Object.keys(regionFilters(query)).length > 0;

  const resource = useMemo(
    () => ({
      list: async (params?: Partial<CrudQuery>) => {
        const filters = regionFilters(params ?? {});
        if (!Object.keys(filters).length) return regionPage(await lazyList(REGION_ROOT));
        const page = await region.list({
          ...filters,
          current: params?.current ?? 1,
          size: params?.size ?? 10,
        });
        return { ...page, records: markExpandable(page.records ?? []) };
      },
      detail: (code: string) => region.detail(code),
      submit: (row: Partial<RegionRow>) => region.submit(toRegionPayload(row)),
      remove: async (codes: string | readonly string[]) => {
        const list = Array.isArray(codes) ? codes : [codes as string];
        // One code per call (`remove?id=`); a refusal stops here and its message is shown.
        for (const code of list) await region.remove(code);
        return true;
      },
    }),
    [],
  );
  const crud = useCrudPage<RegionRow>(resource, 'region', 'system.region');
  const columns = useMemo(() => regionColumns(levels), [levels]);

  const [parent, setParent] = useState<RegionParent | null>(null);
  const childColumns = useMemo(
    () => (parent ? regionColumns(levels, parent) : columns),
    [parent, levels, columns],
  );
  const loadChildren = useCallback(async (row: RegionRow) => markLoaded(await lazyList(row.code)), []);
  const [dialog, setDialog] = useState<'import' | 'debug' | null>(null);

  // Saber's 导出: the server's .xlsx of what the search selects (all regions while browsing the tree).
  const exportRegions = async () => {
    const filters = regionFilters(query);
    const ok = await confirm({
      content: t(Object.keys(filters).length ? 'region.exportFiltered' : 'region.exportConfirm'),
    });
    if (!ok) return;
    try {
      const { blob, filename } = await region.exportRegion(filters);
      downloadBlob(blob, filename ?? t('region.exportFileName'));
    } catch {
      // The SDK's error toast has said why.
    }
  };

  // Declared, so CrudTable hides each without its button code and spins while it runs.
  const toolbarActions: CrudToolbarAction<RegionRow>[] = [
    {
      key: 'import',
      label: 'console:region.import',
      permission: 'region_import',
      onClick: () => setDialog('import'),
    },
    { key: 'export', label: 'console:region.export', permission: 'region_export', onClick: exportRegions },
    {
      key: 'debug',
      label: 'console:region.debug',
      permission: 'region_debug',
      onClick: () => setDialog('debug'),
    },
  ];
  // A region's 历史, read by code like the region itself (the wire's id is the code); not restored.
  const { historyAction, historyDialog } = useRecordHistory<RegionRow>(regionResource, table, {
    restorable: false,
  });
  const rowActions: CrudRowAction<RegionRow>[] = [
    {
      key: 'addChild',
      label: 'console:region.addChild',
      permission: 'region_add',
      visible: (row) => (row.level ?? 0) < REGION_MAX_LEVEL,
      onClick: (row) => setParent({ code: row.code, name: row.name }),
    },
    historyAction,
  ];

  return (
    <>
      <CrudTable
        {...naming}
        ref={table}
        columns={columns}
        title={t('region.title')}
        rowKey="code"
        tree={{ loadChildren }}
        pagination={searching}
        {...crud}
        query={query}
        onQueryChange={setQuery}
        // The server's .xlsx export (region_export) replaces the table's own CSV export.
        actions={{ export: false }}
        toolbarActions={toolbarActions}
        rowActions={rowActions}
      />
      <CrudForm<RegionRow>
        columns={childColumns}
        open={parent !== null}
        onOpenChange={(open) => {
          if (!open) setParent(null);
        }}
        mode="add"
        title={t('region.addChildTitle', { name: parent?.name ?? '' })}
        onSubmit={async (row) => {
          await region.submit(toRegionPayload(row));
          message.success(t('region.added'));
          table.current?.refresh();
        }}
      />
      <RegionImportDialog
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
        onImported={() => table.current?.refresh()}
      />
      <RegionDebugDialog
        open={dialog === 'debug'}
        onOpenChange={(open) => setDialog(open ? 'debug' : null)}
      />
      {historyDialog}
    </>
  );
}

/** Lazy-list rows already say whether they have children. */
function markLoaded(rows: RegionRow[] | null | undefined): RegionRow[] {
  return Array.isArray(rows) ? rows : [];
}
