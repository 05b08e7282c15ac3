import type { Oss as OssRow } from '@blade-console/blade-client';
import { ossResource } from '@blade-console/blade-schema';
import { type CrudRowAction, message } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { enableAction } from '../enableAction';
import { ossColumns } from './columns';

const enable = enableAction<OssRow>((id) => client.resource.oss.enable(id), 'oss_enable');

/**
 * `/resource/oss`: object-storage configurations with the enable action (SPEC §4 "Enable action")
 * and a connection test, which writes and deletes a probe object with the saved settings.
 */
export default function Oss() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(ossResource, client.resource.oss, 'resource.oss');
  const rowActions = useMemo(
    (): CrudRowAction<OssRow>[] => [
      {
        key: 'testConnection',
        label: 'console:resource.testConnection',
        // The SDK's error toast says what is wrong (address, keys, bucket); success names the bucket.
        onClick: async (row) => {
          const result = await client.resource.oss.testConnection({ id: String(row.id) });
          message.success(t('resource.connected', { bucket: result.bucket }));
        },
      },
      enable,
    ],
    [t],
  );
  return <FollowedTable resource={ossResource} rowActions={rowActions} columns={ossColumns} {...crud} />;
}
