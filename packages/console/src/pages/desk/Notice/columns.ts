import type { Notice } from '@blade-console/blade-client';
import type { CrudColumn, CrudOption } from '@blade-console/ui';

/** `/desk/notice`: notices; the category choices come from the `notice` dictionary. */
export function noticeColumns(categories: CrudOption[]): CrudColumn<Notice>[] {
  return [
    {
      field: 'title',
      label: 'console:notice.noticeTitle',
      searchable: true,
      rules: [{ required: true, message: 'console:notice.rules.title' }],
    },
    {
      field: 'category',
      label: 'console:notice.category',
      type: 'select',
      options: categories,
      searchable: true,
      width: 140,
      rules: [{ required: true, message: 'console:notice.rules.category' }],
    },
    {
      field: 'releaseTime',
      label: 'console:notice.releaseTime',
      type: 'datetime',
      searchable: { range: true },
      width: 180,
      rules: [{ required: true, message: 'console:notice.rules.releaseTime' }],
    },
    {
      field: 'content',
      label: 'console:notice.content',
      type: 'textarea',
      minRows: 6,
      span: 24,
      hide: { table: true },
    },
  ];
}
