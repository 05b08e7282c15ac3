import type { Region as RegionRow } from '@blade-console/blade-client';
import {
  Button,
  CrudForm,
  type CrudQuery,
  CrudTable,
  type CrudTableHandle,
  message,
} from '@blade-console/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { useDictionary } from '../../system/common/useLoad';
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
  const crud = useCrudPage<RegionRow>(resource, 'region');
  const columns = useMemo(() => regionColumns(levels), [levels]);

  const [parent, setParent] = useState<RegionParent | null>(null);
  const childColumns = useMemo(
    () => (parent ? regionColumns(levels, parent) : columns),
    [parent, levels, columns],
  );
  const loadChildren = useCallback(async (row: RegionRow) => markLoaded(await lazyList(row.code)), []);
  const canAdd = !!crud.permission?.region_add;

  return (
    <>
      <CrudTable
        ref={table}
        columns={columns}
        title={t('region.title')}
        rowKey="code"
        tree={{ loadChildren }}
        pagination={searching}
        {...crud}
        query={query}
        onQueryChange={setQuery}
        actionsWidth={260}
        rowActions={(row) =>
          canAdd && (row.level ?? 0) < REGION_MAX_LEVEL ? (
            <Button size="small" variant="text" onClick={() => setParent({ code: row.code, name: row.name })}>
              {t('region.addChild')}
            </Button>
          ) : null
        }
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
    </>
  );
}

/** Lazy-list rows already say whether they have children. */
function markLoaded(rows: RegionRow[] | null | undefined): RegionRow[] {
  return Array.isArray(rows) ? rows : [];
}
