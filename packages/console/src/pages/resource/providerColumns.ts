import type { CrudColumn, CrudOption } from '@blade-console/ui';
import { createElement } from 'react';
import { ProviderStatus } from './ProviderStatus';

/** What OSS and SMS pages add to their definition's columns, by the code field's name. */
export function providerOverrides<T>(
  codeField: string,
  categories: CrudOption[],
): Record<string, Partial<CrudColumn<T>>> {
  return {
    // The code column is nullable, but the service requires a code: said in the page's own words.
    [codeField]: { rules: [{ required: true, message: 'console:resource.rules.code' }, { max: 32 }] },
    // BladeX's provider categories, named by the server (`categoryName`), not a dictionary.
    category: { type: 'select', options: categories, searchable: true },
    // The wire only ever shows the mask; never a table column, never in the detail view.
    secretKey: { type: 'password', hide: { table: true, view: true } },
  };
}

/**
 * The provider's status, in the page's language: the server adds `statusName` (`关闭`/`启用`) in
 * Chinese only, so the cell says `status` itself.
 */
export function statusColumn<T>(): CrudColumn<T> {
  return {
    field: 'statusName',
    label: 'console:resource.status',
    hide: { form: true },
    width: 100,
    render: (_, row) => createElement(ProviderStatus, { status: (row as { status?: unknown }).status }),
  };
}
