import type { Post as PostRow } from '@blade-console/blade-client';
import { postResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { pageColumns } from '../../../crud/pageColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
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
  const crud = useResourceTable(postResource, client.system.post, 'system.post');
  const categories = useDictionary('post_category');
  const columns = useMemo(() => postColumns(categories), [categories]);
  return <FollowedTable resource={postResource} columns={columns} {...crud} title={t('post.title')} />;
}
