import type { ModelViewInput } from '@blade-console/blade-client';
import { FlowViewerDialog } from '@blade-console/ui/flow';
import { useState } from 'react';
import { client } from '../../../session/client';

/**
 * The read-only flow chart dialog of SPEC §2 for a page's rows: `open({ processInstanceId })` (the
 * instance, its history coloured) or `open({ processDefinitionId })` (the bare model).
 */
export function useFlowChart() {
  const [input, setInput] = useState<ModelViewInput | null>(null);
  const dialog = (
    <FlowViewerDialog
      open={input != null}
      onOpenChange={(open) => {
        if (!open) setInput(null);
      }}
      load={async () => {
        if (!input) return { xml: '' };
        const view = await client.flow.process.modelView(input);
        return { xml: view.xml, history: view.flow };
      }}
    />
  );
  return { open: setInput, dialog };
}
