import { useEffect, useState } from 'react';
import { core } from './core';

/**
 * The tenant id found from the site address by `/blade-system/tenant/info`; when found, the login
 * form and the guest registration dialog hide their tenant field (SPEC §5 "Registration").
 */
export function useTenantFromDomain(enabled: boolean): string | undefined {
  const [tenantId, setTenantId] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    core.auth
      .tenantInfo(window.location.origin)
      .then((info) => {
        if (!cancelled && info?.tenantId) setTenantId(info.tenantId);
      })
      .catch(() => {
        // Not found or unreachable: the user types the tenant id.
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return tenantId;
}
