import { Button, CrudTable, type CrudTableHandle, message } from '@blade-console/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { useMenu } from '../../../stores/menu';
import { ENABLED } from '../providerCategories';
import { ossColumns } from './columns';

/** `/resource/oss`: object-storage configurations with the enable action (SPEC §4 "Enable action"). */
export default function Oss() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const crud = useCrudPage(client.resource.oss, 'oss', 'resource.oss');
  const canEnable = useMenu((state) => Boolean(state.permission.oss_enable));
  return (
    <CrudTable
      ref={table}
      columns={ossColumns}
      title={t('resource.oss')}
      {...crud}
      rowActions={(row) =>
        canEnable ? (
          <Button
            variant="text"
            size="small"
            disabled={row.status === ENABLED}
            onClick={() =>
              client.resource.oss
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
        ) : null
      }
    />
  );
}
