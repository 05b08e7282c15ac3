import type { FlowModel } from '@blade-console/blade-client';
import { type CrudColumn, CrudTable, type CrudTableHandle } from '@blade-console/ui';
import { emptyDiagram } from '@blade-console/ui/flow';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { DeployDialog } from './DeployDialog';
import { ModelDesigner } from './ModelDesigner';

/** The model key becomes the process id, so it must be a valid XML id (Flowable's rule too). */
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const modelColumns: CrudColumn<FlowModel>[] = [
  {
    field: 'modelKey',
    label: 'flow:fields.modelKey',
    searchable: true,
    editable: { edit: false },
    rules: [
      { required: true, message: 'flow:model.rules.modelKey' },
      { pattern: KEY_PATTERN, message: 'flow:model.rules.modelKey' },
      { max: 64 },
    ],
  },
  {
    field: 'name',
    label: 'flow:fields.name',
    searchable: true,
    rules: [{ required: true, message: 'flow:model.rules.name' }, { max: 100 }],
  },
  { field: 'description', label: 'flow:fields.description', type: 'textarea', rules: [{ max: 500 }] },
  { field: 'version', label: 'flow:fields.version', width: 80, hide: { form: true } },
  { field: 'lastUpdated', label: 'flow:fields.lastUpdated', width: 170, hide: { form: true } },
];

/** `/flow/model`: process models — create, design in the modeler, deploy, delete. */
export default function Model() {
  const { t } = useTranslation('flow');
  const crud = useCrudPage(client.flow.model, 'flow_model', 'flow.model');
  const table = useRef<CrudTableHandle>(null);
  const [designing, setDesigning] = useState<FlowModel | null>(null);
  const [deploying, setDeploying] = useState<FlowModel | null>(null);
  return (
    <>
      <CrudTable<FlowModel>
        ref={table}
        columns={modelColumns}
        title={t('model.title')}
        // Flow models have no blade-schema definition (Flowable's own table): their name is flow's.
        recordLabel="flow:model.record"
        titleField="name"
        {...crud}
        onSubmit={async (row, mode) => {
          // The server keeps a model only with its BPMN: a new one starts as a bare start event.
          const stored =
            mode === 'edit' && row.id ? await client.flow.model.detail(String(row.id)) : undefined;
          const modelEditorXml =
            row.modelEditorXml ||
            stored?.modelEditorXml ||
            emptyDiagram(String(row.modelKey), String(row.name));
          return crud.onSubmit?.({ ...row, modelEditorXml }, mode);
        }}
        actions={{ view: false }}
        rowActions={[
          {
            key: 'design',
            label: 'flow:actions.design',
            onClick: async (row) =>
              setDesigning(row.id ? await client.flow.model.detail(String(row.id)) : row),
          },
          { key: 'deploy', label: 'flow:actions.deploy', onClick: (row) => setDeploying(row) },
        ]}
      />
      <ModelDesigner
        model={designing}
        onClose={() => setDesigning(null)}
        onSaved={() => table.current?.refresh()}
      />
      <DeployDialog model={deploying} onClose={() => setDeploying(null)} />
    </>
  );
}
