import type { Post as PostRow } from '@blade-console/blade-client';
import { postResource } from '@blade-console/blade-schema';
import { type CrudColumn, type CrudOption, CrudTable } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageColumns } from '../../../crud/pageColumns';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';

const { remark, required, sort } = pageColumns<PostRow>('post');

export function postColumns(categories: readonly CrudOption[]): CrudColumn<PostRow>[] {
  return [
    required('category', { type: 'select', options: [...categories], searchable: true }),
    required('postCode', { searchable: true }),
    required('postName', { searchable: true }),
    sort(),
    remark(),
  ];
}

/** `/system/post`: posts. */
export default function Post() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.system.post, 'post', 'system.post');
  const naming = useRecordNaming(postResource);
  const categories = useDictionary('post_category');
  const columns = useMemo(() => postColumns(categories), [categories]);
  return <CrudTable {...naming} columns={columns} title={t('post.title')} {...crud} />;
}
