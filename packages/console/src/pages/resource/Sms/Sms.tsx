import { Button, CrudTable, type CrudTableHandle, message } from '@blade-console/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { useMenu } from '../../../stores/menu';
import { ENABLED } from '../providerCategories';
import { smsColumns } from './columns';
import { SendMessageDialog } from './SendMessageDialog';

/** `/resource/sms`: SMS configurations with the enable action (SPEC §4 "Enable action"). */
export default function Sms() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const crud = useCrudPage(client.resource.sms, 'sms', 'resource.sms');
  const canEnable = useMenu((state) => Boolean(state.permission.sms_enable));
  const [sending, setSending] = useState<{ code?: string }>();
  return (
    <>
      <CrudTable
        ref={table}
        columns={smsColumns}
        title={t('resource.sms')}
        {...crud}
        toolbarExtra={<Button onClick={() => setSending({})}>{t('resource.send')}</Button>}
        rowActions={(row) => (
          <>
            <Button variant="text" size="small" onClick={() => setSending({ code: row.smsCode })}>
              {t('resource.send')}
            </Button>
            {canEnable ? (
              <Button
                variant="text"
                size="small"
                disabled={row.status === ENABLED}
                onClick={() =>
                  client.resource.sms
                    .enable(String(row.id))
                    .then(() => {
                      message.success(t('resource.done'));
                      table.current?.refresh();
                    })
                    // The SDK's error toast has said why.
                    .catch(() => {})
                }
              >
                {row.status === ENABLED ? t('resource.enabled') : t('resource.enable')}
              </Button>
            ) : null}
          </>
        )}
      />
      <SendMessageDialog
        open={sending !== undefined}
        onOpenChange={(open) => setSending(open ? (sending ?? {}) : undefined)}
        code={sending?.code}
      />
    </>
  );
}
