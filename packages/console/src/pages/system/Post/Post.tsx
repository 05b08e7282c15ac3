import type { Post as PostRow } from '@blade-console/blade-client';
import { type CrudColumn, type CrudOption, CrudTable } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';

export function postColumns(categories: readonly CrudOption[]): CrudColumn<PostRow>[] {
  return [
    {
      field: 'category',
      label: 'console:post.category',
      type: 'select',
      options: [...categories],
      searchable: true,
      rules: [{ required: true, message: 'console:post.rules.category' }],
    },
    {
      field: 'postCode',
      label: 'console:post.postCode',
      searchable: true,
      rules: [{ required: true, message: 'console:post.rules.postCode' }],
    },
    {
      field: 'postName',
      label: 'console:post.postName',
      searchable: true,
      rules: [{ required: true, message: 'console:post.rules.postName' }],
    },
    {
      field: 'sort',
      label: 'console:post.sort',
      type: 'number',
      defaultValue: 1,
      rules: [{ required: true, message: 'console:post.rules.sort' }],
    },
    { field: 'remark', label: 'console:post.remark', type: 'textarea', span: 24, hide: { table: true } },
  ];
}

/** `/system/post`: posts. */
export default function Post() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.system.post, 'post', 'system.post');
  const categories = useDictionary('post_category');
  const columns = useMemo(() => postColumns(categories), [categories]);
  return <CrudTable columns={columns} title={t('post.title')} {...crud} />;
}
