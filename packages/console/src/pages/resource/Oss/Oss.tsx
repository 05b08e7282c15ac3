import type { Oss as OssRow } from '@blade-console/blade-client';
import { CrudTable } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { enableAction } from '../enableAction';
import { ossColumns } from './columns';

const rowActions = [enableAction<OssRow>((id) => client.resource.oss.enable(id), 'oss_enable')];

/** `/resource/oss`: object-storage configurations with the enable action (SPEC §4 "Enable action"). */
export default function Oss() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.resource.oss, 'oss', 'resource.oss');
  return (
    <CrudTable columns={ossColumns} title={t('resources.oss.title')} {...crud} rowActions={rowActions} />
  );
}
