import type { TokenResponse } from '@blade-console/blade-client';

/** The switch-department form (SPEC §3): both chosen from the user's own departments and roles. */
export interface SwitchDeptValues {
  deptId: string;
  roleId: string;
}

export interface SwitchOption {
  label: string;
  value: string;
}

/** Department options carry deptName and id (SPEC §3). */
export function deptOptions(
  depts: readonly { id?: string | number | null; deptName?: string | null }[] | null | undefined,
): SwitchOption[] {
  return (Array.isArray(depts) ? depts : [])
    .filter((d) => d.id != null && String(d.id) !== '')
    .map((d) => ({ label: d.deptName || String(d.id), value: String(d.id) }));
}

/** Role options carry roleName and id (SPEC §3). */
export function roleOptions(
  roles: readonly { id?: string | number | null; roleName?: string | null }[] | null | undefined,
): SwitchOption[] {
  return (Array.isArray(roles) ? roles : [])
    .filter((r) => r.id != null && String(r.id) !== '')
    .map((r) => ({ label: r.roleName || String(r.id), value: String(r.id) }));
}

/** The first of a comma-joined id list that is among the options (a user's current dept/role). */
function current(ids: string | undefined, options: readonly SwitchOption[]): string {
  const values = new Set(options.map((o) => o.value));
  const found = String(ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .find((id) => values.has(id));
  return found ?? '';
}

/** The parts of a token response the switch form reads. */
export type SwitchUser = Partial<Pick<TokenResponse, 'user_id' | 'dept_id' | 'role_id'>>;

/** The form starts on the user's current department and role when the options contain them. */
export function initialSwitchValues(
  user: SwitchUser | undefined,
  depts: readonly SwitchOption[],
  roles: readonly SwitchOption[],
): SwitchDeptValues {
  return { deptId: current(user?.dept_id, depts), roleId: current(user?.role_id, roles) };
}

/**
 * In switch mode a sign-in whose user belongs to several departments or holds several roles (the
 * token's comma-joined `dept_id`/`role_id`) asks which pair to work as before entering (Saber).
 */
export function needsSwitchChoice(user: SwitchUser | undefined): boolean {
  return String(user?.dept_id ?? '').includes(',') || String(user?.role_id ?? '').includes(',');
}
