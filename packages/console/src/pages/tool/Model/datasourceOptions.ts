import type { Model as ModelRow } from '@blade-console/blade-client';
import { modelResource, OWN_DATASOURCE_ID } from '@blade-console/blade-schema';
import type { CrudColumn } from '@blade-console/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { resourceColumns } from '../../../crud/resourceColumns';
import { client } from '../../../session/client';

export type DatasourceOption = { label: string; value: string };

/** The data sources a model can read: this system's own database first, then each registered one. */
export function useDatasourceOptions(): DatasourceOption[] {
  const { t } = useTranslation('console');
  const [registered, setRegistered] = useState<DatasourceOption[]>([]);
  useEffect(() => {
    let live = true;
    void client.develop.datasource.select().then(
      (rows) => live && setRegistered(rows.map((row) => ({ label: row.name, value: String(row.id) }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => [{ label: t('model.ownDatabase'), value: OWN_DATASOURCE_ID }, ...registered],
    [t, registered],
  );
}

/**
 * The model's columns: the data source picked by its name (a row shows the name, not an id), this
 * system's database preselected on the add form.
 */
export function modelColumns(sources: readonly DatasourceOption[]): CrudColumn<ModelRow>[] {
  return withOverrides(resourceColumns<ModelRow>(modelResource), {
    datasourceId: {
      type: 'select',
      options: [...sources],
      defaultValue: OWN_DATASOURCE_ID,
      rules: [{ required: true, message: 'console:model.rules.datasourceId' }],
    },
  });
}
