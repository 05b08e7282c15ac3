import type { MockRow } from './respond';

/** The ids the other mocks and the tests name: the administrator, the two roles, the root department. */
export const ADMIN_ID = '1123598821738675201';
export const ADMIN_ROLE_ID = '1123598816738675201';
export const USER_ROLE_ID = '1123598816738675202';
export const ROOT_DEPT_ID = '1123598813738675201';
/** When every seeded row was made. */
export const CREATED = '2024-01-01 08:00:00';

/** The audit columns of a seeded row: made by the administrator at {@link CREATED}, active. */
export const audit = {
  createUser: ADMIN_ID,
  createDept: ROOT_DEPT_ID,
  createTime: CREATED,
  updateUser: ADMIN_ID,
  updateTime: CREATED,
  status: 1,
  isDeleted: 0,
};

/** Rows with ids `<prefix>001`, `<prefix>002`, …, with the audit columns unless `withAudit` is false. */
export function rows(
  prefix: string,
  items: ReadonlyArray<Record<string, unknown>>,
  withAudit = true,
): MockRow[] {
  return items.map((item, index) => ({
    ...(withAudit ? audit : {}),
    id: `${prefix}${String(index + 1).padStart(3, '0')}`,
    ...item,
  }));
}
