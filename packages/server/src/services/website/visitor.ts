import type { AccessClaims } from '../../auth/jwt';

/**
 * The claims a public write (an order booked on /order, a message from the join-us page) runs
 * under: the tenant of the site's address and nobody else. No user, dept or role, so the audit
 * columns stay empty and no role check could ever pass with them.
 */
export function visitorClaims(tenantId: string): AccessClaims {
  return {
    token_type: 'access_token',
    client_id: '',
    tenant_id: tenantId,
    user_id: '',
    role_id: '',
    role_name: '',
    dept_id: '',
    post_id: '',
    account: '',
    user_name: '',
    nick_name: '',
    real_name: '',
    oauth_id: '',
    session_id: '',
  };
}

/** The fields of `body` named in `fields`, and nothing else (what a visitor may set). */
export function pick(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in body).map((field) => [field, body[field]]));
}
