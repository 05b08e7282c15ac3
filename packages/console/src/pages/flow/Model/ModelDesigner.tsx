import type { FlowModel } from '@blade-console/blade-client';
import { FormDialog, message, useBusy } from '@blade-console/ui';
import { emptyDiagram, FlowModeler, type FlowModelerHandle } from '@blade-console/ui/flow';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';

export interface ModelDesignerProps {
  model: FlowModel | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modeler in a full-screen dialog; saving writes the XML back to the model (`model/submit`). */
export function ModelDesigner({ model, onClose, onSaved }: ModelDesignerProps) {
  const { t } = useTranslation('flow');
  const ref = useRef<FlowModelerHandle>(null);
  const [saving, run] = useBusy();
  const xml = model ? model.modelEditorXml?.trim() || emptyDiagram(model.modelKey, model.name) : '';

  async function save() {
    if (!model || !ref.current) return;
    const modeler = ref.current;
    // A failure: the SDK's toast has said why.
    await run(async () => {
      const modelEditorXml = await modeler.saveXML();
      await client.flow.model.submit({ ...model, modelEditorXml });
      message.success(t('model.saved'));
      onSaved();
      onClose();
    });
  }

  return (
    <FormDialog
      open={model != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('model.designTitle', { name: model?.name ?? '' })}
      width="fullscreen"
      // Esc cancels a drawing step in the modeler; it must not throw the drawing away.
      closeOnEscape={false}
      cancel={t('actions.cancel')}
      confirm={t('actions.save')}
      loading={saving}
      onConfirm={save}
    >
      {model ? <FlowModeler ref={ref} xml={xml} height="calc(100vh - 180px)" /> : null}
    </FormDialog>
  );
}
