import { noticeResource } from '@blade-console/blade-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';
import { noticeColumns } from './columns';

/** `/desk/notice`: notices (SPEC §7 `/blade-desk/notice`). */
export default function Notice() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(noticeResource, client.desk.notice, 'desk.notice');
  const categories = useDictionary('notice');
  const columns = useMemo(() => noticeColumns(categories), [categories]);
  return (
    <FollowedTable
      resource={noticeResource}
      columns={columns}
      {...crud}
      title={t('notice.title')}
      dialogWidth={880}
    />
  );
}
