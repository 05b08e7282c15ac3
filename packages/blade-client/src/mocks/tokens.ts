import type { TokenResponse } from '../types/auth';
import { ADMIN_ID, ADMIN_ROLE_ID, ROOT_DEPT_ID } from './seed';

/**
 * The seeded administrator's token answer (SPEC §3 fields), for tests that start signed in without
 * asking the mock server; `overrides` change what a test is about (tokens, expiry, names).
 */
export function adminTokenResponse(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return {
    access_token: 'mock-access-admin',
    refresh_token: 'mock-refresh-admin',
    token_type: 'bearer',
    expires_in: 3600,
    tenant_id: '000000',
    user_id: ADMIN_ID,
    user_name: 'admin',
    nick_name: '管理员',
    account: 'admin',
    role_name: 'administrator',
    role_id: ADMIN_ROLE_ID,
    dept_id: ROOT_DEPT_ID,
    avatar: '',
    oauth_id: '',
    license: 'powered by blade-console mocks',
    ...overrides,
  };
}
