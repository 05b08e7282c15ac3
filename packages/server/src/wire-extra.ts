import type { TokenResponse } from '@blade-console/blade-client/types';

// Wire types the server needs that blade-client does not define (yet).

/** TODO move to blade-client types: extra fields of the token answer (BladeX sends them too). */
export interface TokenResponseWithExtras extends TokenResponse {
  real_name: string;
  post_id: string;
  scope: string;
}

/** TODO move to blade-client types: `GET /blade-auth/oauth/user-info` data. */
export interface UserInfo {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  sex: number;
  deptId: string;
  postId: string;
  roleId: string;
  /** CSV of role aliases. */
  roleName: string;
  /** Role aliases, as `data.roles` (SPEC §7). */
  roles: string[];
}

/** TODO move to blade-client types: `GET /api/health` data. */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** TODO move to blade-client types: `GET /blade-system/tenant/info` data (empty object when unknown). */
export type TenantInfo = { tenantId: string; domain: string } | Record<string, never>;
