import { noticeResource } from '@blade-console/blade-schema';
import { CrudTable } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowedTable } from '../../../crud/useFollowedTable';
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
  const followed = useFollowedTable(noticeResource, crud.load);
  return (
    <>
      {followed.above}
      <CrudTable
        ref={followed.table}
        columns={columns}
        {...crud}
        title={t('notice.title')}
        dialogWidth={880}
        {...followed.tableProps}
      />
      {followed.below}
    </>
  );
}
