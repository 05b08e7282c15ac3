import type { Code as CodeRow } from '@blade-console/blade-client';
import { codeResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudRowAction } from '@blade-console/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { withOverrides } from '../../../crud/columnOverrides';
import { FollowedTable } from '../../../crud/FollowedTable';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { CodePreview } from './CodePreview';

/** Blade's Java-only settings: kept on the wire, not shown. */
const HIDDEN = { hide: { table: true, form: true, view: true } };

/** The settings' columns; the model is picked from the saved models. */
function useCodeColumns(models: { label: string; value: string }[]): CrudColumn<CodeRow>[] {
  return withOverrides(resourceColumns<CodeRow>(codeResource), {
    modelId: {
      type: 'select',
      options: models,
      rules: [{ required: true, message: 'console:code.rules.modelId' }],
    },
    datasourceId: HIDDEN,
    baseMode: HIDDEN,
    wrapMode: HIDDEN,
    apiPath: HIDDEN,
  });
}

/** `/tool/code`: code-generation settings; each generates, previews and downloads its files. */
export default function Code() {
  const crud = useResourceTable(codeResource, client.develop.code, 'develop.code');
  const [previewing, setPreviewing] = useState<string>();
  const [models, setModels] = useState<{ label: string; value: string }[]>([]);
  const close = useCallback(() => setPreviewing(undefined), []);

  useEffect(() => {
    void client.develop.model
      .list({ current: 1, size: 500 })
      .then((page) =>
        setModels(
          page.records.map((m) => ({ label: `${m.modelName} (${m.modelTable})`, value: String(m.id) })),
        ),
      );
  }, []);
  const columns = useCodeColumns(models);
  // Declared, so the table sizes its actions column to them (and runs the copy's reload).
  const rowActions = useMemo<CrudRowAction<CodeRow>[]>(
    () => [
      { key: 'generate', label: 'console:code.generate', onClick: (row) => setPreviewing(String(row.id)) },
      {
        key: 'copy',
        label: 'console:code.copy',
        refresh: true,
        onClick: (row) => client.develop.code.copy(String(row.id)),
      },
    ],
    [],
  );

  return (
    <>
      <FollowedTable resource={codeResource} rowActions={rowActions} columns={columns} {...crud} />
      <CodePreview codeId={previewing} onClose={close} />
    </>
  );
}
