import type { Tenant, TenantSetting } from '@blade-console/blade-client';
import { tenantResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';

const { column, required } = pageColumns<Tenant>('tenant');
const setting = pageColumns<TenantSetting>('tenant');

/**
 * The page's columns (its messages; the account limit shown as ∞; limits and expiry are set through
 * `tenant/setting`, not the form) with the definition's lengths.
 */
export const tenantColumns = withResourceRules<Tenant>(tenantResource, [
  column('tenantId', { searchable: true, hide: { form: true } }),
  required('tenantName', { searchable: true }),
  required('linkman'),
  column('contactNumber', { searchable: true }),
  column('address', { type: 'textarea', span: 24, hide: { table: true } }),
  column('domain'),
  column('accountNumber', {
    type: 'number',
    hide: { form: true },
    render: (value) => (value == null || Number(value) < 0 ? '∞' : String(value)),
  }),
  column('expireTime', { type: 'datetime', hide: { form: true } }),
]);

/** Account number and expiry of the selected tenants (`tenant/setting`; -1 / empty = unlimited). */
export const tenantSettingColumns = withResourceRules<TenantSetting>(tenantResource, [
  setting.column('accountNumber', {
    type: 'number',
    defaultValue: -1,
    hint: 'console:tenant.unlimitedHint',
  }),
  setting.column('expireTime', { type: 'datetime' }),
]);

/**
 * The one required choice of a selection dialog: `key` names its label and message
 * (`console:tenant.<key>`, `console:tenant.rules.<key>`), `field` what the dialog sends.
 */
function choiceColumns<F extends string>(
  field: F,
  key: string,
  options: readonly CrudOption[],
): CrudColumn<{ [name in F]?: string }>[] {
  return [
    {
      field,
      label: `console:tenant.${key}`,
      type: 'select',
      options: [...options],
      rules: [{ required: true, message: `console:tenant.rules.${key}` }],
    },
  ];
}

export const tenantDatasourceColumns = (datasources: readonly CrudOption[]) =>
  choiceColumns('datasourceId', 'datasource', datasources);

export const tenantPackageSettingColumns = (packages: readonly CrudOption[]) =>
  choiceColumns('packageId', 'package', packages);

/** `tenant/setting` body: -1 when the account number is empty (unlimited). */
export function toTenantSetting(values: Partial<TenantSetting>): TenantSetting {
  const n = values.accountNumber as unknown;
  return {
    accountNumber: n === '' || n == null ? -1 : Number(n),
    expireTime: values.expireTime ? String(values.expireTime) : '',
  };
}
