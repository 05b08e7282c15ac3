import type { Code as CodeRow } from '@blade-console/blade-client';
import { codeResource } from '@blade-console/blade-schema';
import { Button, type CrudColumn, CrudTable, type CrudTableHandle } from '@blade-console/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { useRecordNaming } from '../../../crud/recordNaming';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useCrudPage } from '../../../crud/useCrudPage';
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
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.develop.code, 'code', 'develop.code');
  const naming = useRecordNaming(codeResource);
  const table = useRef<CrudTableHandle>(null);
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

  return (
    <>
      <CrudTable
        {...naming}
        ref={table}
        columns={columns}
        title={t('resources.code.title')}
        {...crud}
        rowActions={(row) => (
          <>
            <Button size="small" variant="text" onClick={() => setPreviewing(String(row.id))}>
              {t('code.generate')}
            </Button>
            <Button
              size="small"
              variant="text"
              onClick={() => client.develop.code.copy(String(row.id)).then(() => table.current?.refresh())}
            >
              {t('code.copy')}
            </Button>
          </>
        )}
      />
      <CodePreview codeId={previewing} onClose={close} />
    </>
  );
}
