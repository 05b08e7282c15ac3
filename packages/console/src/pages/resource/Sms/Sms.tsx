import type { Sms as SmsRow } from '@blade-console/blade-client';
import { smsResource } from '@blade-console/blade-schema';
import type { CrudRowAction, CrudToolbarAction } from '@blade-console/ui';
import { useMemo, useState } from 'react';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { enableAction } from '../enableAction';
import { smsColumns } from './columns';
import { SendMessageDialog } from './SendMessageDialog';

const enable = enableAction<SmsRow>((id) => client.resource.sms.enable(id), 'sms_enable');

/** `/resource/sms`: SMS configurations with the enable action (SPEC §4 "Enable action"). */
export default function Sms() {
  const crud = useResourceTable(smsResource, client.resource.sms, 'resource.sms');
  // The send dialog: open with a configuration's code (row action) or without (toolbar).
  const [sending, setSending] = useState<{ code?: string }>();
  const { rowActions, toolbarActions } = useMemo(() => {
    const send = { key: 'send', label: 'console:resource.send' };
    return {
      rowActions: [
        { ...send, onClick: (row) => setSending({ code: row.smsCode }) },
        enable,
      ] satisfies CrudRowAction<SmsRow>[],
      toolbarActions: [{ ...send, onClick: () => setSending({}) }] satisfies CrudToolbarAction<SmsRow>[],
    };
  }, []);
  return (
    <>
      <FollowedTable
        resource={smsResource}
        rowActions={rowActions}
        columns={smsColumns}
        {...crud}
        toolbarActions={toolbarActions}
      />
      <SendMessageDialog
        open={sending !== undefined}
        onOpenChange={(open) => setSending(open ? (sending ?? {}) : undefined)}
        code={sending?.code}
      />
    </>
  );
}
