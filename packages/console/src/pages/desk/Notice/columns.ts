import type { Notice } from '@blade-console/blade-client';
import { noticeResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { placeholderKey } from '../../../crud/resourceColumns';

const { column, required } = pageColumns<Notice>('notice');

/** `/desk/notice`: notices; the category choices come from the `notice` dictionary. */
export function noticeColumns(categories: CrudOption[]): CrudColumn<Notice>[] {
  return [
    {
      field: 'title',
      label: 'console:notice.noticeTitle',
      searchable: true,
      rules: [{ required: true, message: 'console:notice.rules.title' }],
    },
    required('category', { type: 'select', options: categories, searchable: true, width: 140 }),
    required('releaseTime', {
      type: 'datetime',
      searchable: { range: true },
      width: 180,
      placeholder: placeholderKey(noticeResource, 'releaseTime'),
    }),
    column('content', { type: 'textarea', minRows: 6, span: 24, hide: { table: true } }),
  ];
}
