import { noticeResource } from '@blade-console/blade-schema';
import { CrudTable } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';
import { noticeColumns } from './columns';

/** `/desk/notice`: notices (SPEC §7 `/blade-desk/notice`). */
export default function Notice() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.desk.notice, 'notice', 'desk.notice');
  const naming = useRecordNaming(noticeResource);
  const categories = useDictionary('notice');
  const columns = useMemo(() => noticeColumns(categories), [categories]);
  return <CrudTable {...naming} columns={columns} title={t('notice.title')} dialogWidth={880} {...crud} />;
}
