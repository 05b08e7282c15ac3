import { type CrudOption, CrudTable } from '@blade-console/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { noticeColumns } from './columns';

/** `/desk/notice`: notices (SPEC §7 `/blade-desk/notice`). */
export default function Notice() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.desk.notice, 'notice');
  const [categories, setCategories] = useState<CrudOption[]>([]);
  useEffect(() => {
    let live = true;
    client.system.dict
      .dictionary('notice')
      .then((items) => {
        if (live && Array.isArray(items))
          setCategories(items.map((item) => ({ label: item.dictValue, value: Number(item.dictKey) })));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const columns = useMemo(() => noticeColumns(categories), [categories]);
  return <CrudTable columns={columns} title={t('notice.title')} dialogWidth={880} {...crud} />;
}
