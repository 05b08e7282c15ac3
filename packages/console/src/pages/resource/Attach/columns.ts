import type { Attach } from '@blade-console/blade-client';
import { attachResource } from '@blade-console/blade-schema';
import { type CrudColumn, formatBytes } from '@blade-console/ui';
import { createElement } from 'react';
import { withOverrides } from '../../../crud/columnOverrides';
import { resourceColumns } from '../../../crud/resourceColumns';

/** `/resource/attach`: uploaded files (read from `put-file`; a link, names and the size). */
export const attachColumns: CrudColumn<Attach>[] = withOverrides(resourceColumns<Attach>(attachResource), {
  link: {
    render: (value) =>
      value
        ? createElement('a', { href: String(value), target: '_blank', rel: 'noreferrer' }, String(value))
        : null,
  },
  attachSize: { render: (value) => (typeof value === 'number' ? formatBytes(value) : '') },
}).map((column) => (column.field === 'createTime' ? { ...column, width: 170 } : column));
