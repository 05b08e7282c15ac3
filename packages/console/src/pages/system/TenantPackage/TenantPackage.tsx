import { tenantPackageResource } from '@blade-console/blade-schema';
import { useMemo } from 'react';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { useTreeNodes } from '../../../data/hooks';
import { client } from '../../../session/client';
import {
  TENANT_PACKAGE_DIALOG_WIDTH,
  tenantPackageActions,
  tenantPackageColumns,
  toTenantPackagePayload,
} from './columns';

/** `/system/tenant-package`: tenant packages (SPEC §2, §5, §6). */
export default function TenantPackage() {
  const crud = useResourceTable(tenantPackageResource, client.system.tenantPackage, 'system.tenantPackage');
  const menus = useTreeNodes('system.menu.tree');
  const columns = useMemo(() => tenantPackageColumns(menus), [menus]);
  return (
    <FollowedTable
      resource={tenantPackageResource}
      columns={columns}
      actions={tenantPackageActions}
      dialogWidth={TENANT_PACKAGE_DIALOG_WIDTH}
      {...crud}
      title="console:tenantPackage.title"
      // The tenant package page grants add, edit and delete to all, but not view (SPEC §6).
      permission={undefined}
      onSubmit={(row, mode) => crud.onSubmit!(toTenantPackagePayload(row), mode)}
    />
  );
}
