import type { SwitchUser } from './needsSwitchChoice';

/** The switch-department form (SPEC §3): both chosen from the user's own departments and roles. */
export interface SwitchDeptValues {
  deptId: string;
  roleId: string;
}

export interface SwitchOption {
  label: string;
  value: string;
}

type Named<K extends string> = { id?: string | number | null } & { [name in K]?: string | null };

/** The options of rows with an id, labelled by their `name` field (the id where it is empty). */
function optionsOf<K extends string>(rows: readonly Named<K>[] | null | undefined, name: K): SwitchOption[] {
  return (Array.isArray(rows) ? rows : [])
    .filter((row) => row.id != null && String(row.id) !== '')
    .map((row) => ({ label: row[name] || String(row.id), value: String(row.id) }));
}

/** Department options carry deptName and id (SPEC §3). */
export const deptOptions = (depts: readonly Named<'deptName'>[] | null | undefined) =>
  optionsOf(depts, 'deptName');

/** Role options carry roleName and id (SPEC §3). */
export const roleOptions = (roles: readonly Named<'roleName'>[] | null | undefined) =>
  optionsOf(roles, 'roleName');

/** The first of a comma-joined id list that is among the options (a user's current dept/role). */
function current(ids: string | undefined, options: readonly SwitchOption[]): string {
  const values = new Set(options.map((o) => o.value));
  const found = String(ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .find((id) => values.has(id));
  return found ?? '';
}

/** The form starts on the user's current department and role when the options contain them. */
export function initialSwitchValues(
  user: SwitchUser | undefined,
  depts: readonly SwitchOption[],
  roles: readonly SwitchOption[],
): SwitchDeptValues {
  return { deptId: current(user?.dept_id, depts), roleId: current(user?.role_id, roles) };
}
