import type { CrudRowAction } from '@blade-console/ui';
import { ENABLED } from './providerCategories';

interface Provider {
  id?: string | number;
  status?: number;
}

/**
 * The "enable" row action of the OSS and SMS pages (SPEC §4 "Enable action"): one provider per
 * tenant is enabled; the enabled row shows 已启用, greyed out. The SDK's error toast says why a
 * failure failed, so the table only reloads after a success.
 */
export function enableAction<T extends Provider>(
  enable: (id: string) => Promise<unknown>,
  permission: string,
): CrudRowAction<T> {
  return {
    key: 'enable',
    label: (row) => (row.status === ENABLED ? 'console:resource.enabled' : 'console:resource.enable'),
    permission,
    disabled: (row) => row.status === ENABLED,
    successMessage: 'console:resource.done',
    refresh: true,
    onClick: (row) => enable(String(row.id)),
  };
}
