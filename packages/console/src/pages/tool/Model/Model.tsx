import type { ModelPrototype, Model as ModelRow, TableSummary } from '@blade-console/blade-client';
import { modelResource, OWN_DATASOURCE_ID } from '@blade-console/blade-schema';
import {
  Button,
  type CrudRowAction,
  type CrudTableHandle,
  Dialog,
  Select,
  useStableCallback,
} from '@blade-console/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { modelColumns, useDatasourceOptions } from './datasourceOptions';
import * as S from './Model.styles';
import { PrototypeGrid } from './PrototypeGrid';

/** The row with the greatest (snowflake, so latest) id. */
function newest(rows: readonly ModelRow[]): ModelRow | undefined {
  return rows.reduce<ModelRow | undefined>(
    (best, row) => (!best || BigInt(String(row.id)) > BigInt(String(best.id)) ? row : best),
    undefined,
  );
}

/** `/tool/model`: data models. Pick a data source and a table, edit the proposed columns, save. */
export default function Model() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.develop.model, 'model', 'develop.model');
  const naming = useRecordNaming(modelResource);
  const table = useRef<CrudTableHandle>(null);
  const sources = useDatasourceOptions();
  const columns = useMemo(() => modelColumns(sources), [sources]);
  const [source, setSource] = useState<string>(OWN_DATASOURCE_ID);
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [tableName, setTableName] = useState<string | null>(null);
  const [editing, setEditing] = useState<ModelRow>();
  const [prototypes, setPrototypes] = useState<Partial<ModelPrototype>[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setTables([]);
    setTableName(null);
    void client.develop.model.tableList(source).then(setTables, () => setTables([]));
  }, [source]);

  // Stable, so the row actions below keep their identity and the table does not re-measure them
  // on every render of the page.
  const edit = useStableCallback(async (model: ModelRow) => {
    setPrototypes(await client.develop.model.modelPrototype(String(model.id)));
    setEditing(model);
  });

  // Declared, so the table sizes its actions column to it.
  const rowActions = useMemo<CrudRowAction<ModelRow>[]>(
    () => [{ key: 'columns', label: 'console:model.editColumns', onClick: (row) => edit(row) }],
    [edit],
  );

  async function create() {
    const chosen = tables.find((each) => each.name === tableName);
    if (!chosen) return;
    await client.develop.model.submit({
      datasourceId: source,
      modelTable: chosen.name,
      modelName: chosen.comment || chosen.name,
      modelCode: chosen.name,
    });
    table.current?.refresh();
    // Submit answers no id: the new model is the newest of this table and data source (the table
    // may already have others, such as the seeded demo of blade_notice).
    const page = await client.develop.model.list({ current: 1, size: 500, modelTable: chosen.name } as never);
    const created = newest(
      page.records.filter((row) => row.modelTable === chosen.name && String(row.datasourceId) === source),
    );
    if (created) await edit(created);
  }

  async function save() {
    setSaving(true);
    try {
      await client.develop.modelPrototype.submitList(prototypes);
      setEditing(undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <S.Picker aria-label={t('model.fromTable')}>
        <Select
          aria-label={t('model.datasource')}
          options={sources}
          value={source}
          onChange={(value) => setSource(value ?? OWN_DATASOURCE_ID)}
        />
        <Select
          aria-label={t('model.table')}
          searchable
          placeholder={t('model.table')}
          options={tables.map((each) => ({
            value: each.name,
            label: each.comment ? `${each.name} · ${each.comment}` : each.name,
          }))}
          value={tableName}
          onChange={setTableName}
        />
        <Button variant="primary" disabled={!tableName} onClick={create}>
          {t('model.create')}
        </Button>
      </S.Picker>
      <FollowedTable
        resource={modelResource}
        rowActions={rowActions}
        {...naming}
        ref={table}
        columns={columns}
        title={t('resources.model.title')}
        {...crud}
      />
      <Dialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={t('model.columnsOf', { table: editing?.modelTable ?? '' })}
        width="fullscreen"
        footer={
          <Button variant="primary" loading={saving} onClick={save}>
            {t('model.save')}
          </Button>
        }
      >
        <PrototypeGrid rows={prototypes} onChange={setPrototypes} />
      </Dialog>
    </>
  );
}
