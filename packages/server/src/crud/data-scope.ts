import {
  DATA_SCOPE_TYPES,
  DATA_SCOPE_USER_VALUES,
  type DataScopeUserValue,
} from '@blade-console/blade-schema';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../auth/jwt';
import { SecondCache } from '../auth/second-cache';
import type { Db, DbOrTx } from '../db/connection';
import { parseId } from '../db/ids';
import { bladeDept, bladeRoleScope, bladeScopeData } from '../db/schema';

/** `blade_role_scope.scope_category` of data scopes (2 is API scopes). */
export const DATA_SCOPE_CATEGORY = 1;

/** What a scoped model tells the data-scope check: its rule code and the columns rules compare. */
export interface ScopedColumns {
  code: string;
  owner: PgColumn;
  dept: PgColumn;
  /** A custom rule's column, by wire or SQL name; undefined for columns a rule may not use. */
  column(name: string): PgColumn | undefined;
}

/** Matches no row: a rule that cannot be applied shows nothing rather than everything. */
const NOTHING = sql`false`;

const csvIds = (csv: string): bigint[] =>
  csv
    .split(',')
    .map((part) => parseId(part.trim()))
    .filter((id): id is bigint => id !== undefined);

/** BladeX lets the `administrator` role past every data scope. */
export function bypassesDataScopes(user: Pick<AccessClaims, 'role_name'>): boolean {
  return user.role_name.split(',').includes('administrator');
}

/**
 * The condition a scoped model adds to the caller's lists and details, or undefined for "no
 * restriction": administrators, and users none of whose roles is granted a rule with the model's
 * code, see every row (as in BladeX). With several rules (several roles), the widest wins: a row
 * shows when any rule admits it, and one `all` rule lifts the restriction.
 */
export async function dataScopeCondition(
  db: DbOrTx,
  user: AccessClaims,
  scoped: ScopedColumns,
): Promise<SQL | undefined> {
  if (bypassesDataScopes(user)) return undefined;
  const roleIds = csvIds(user.role_id);
  if (roleIds.length === 0) return undefined;
  const rules = await grantedRules(db, roleIds, scoped.code);
  if (rules.length === 0 || rules.some((rule) => rule.scopeType === DATA_SCOPE_TYPES.all)) return undefined;
  const conditions: SQL[] = [];
  for (const rule of rules) conditions.push(await ruleCondition(db, user, scoped, rule));
  return or(...conditions);
}

interface GrantedRule {
  id: bigint;
  scopeType: number;
  scopeColumn: string | null;
  scopeValue: string | null;
}

/** Each database's granted rules by resource code × roles, kept for at most a second. */
const grantedRuleCaches = new WeakMap<object, SecondCache<GrantedRule[]>>();

/**
 * Forgets the granted rules this replica keeps for `db` (after a data scope or a role's grant is
 * changed here); other replicas see the change within a second (auth/second-cache.ts).
 */
export function forgetDataScopes(db: Db): void {
  grantedRuleCaches.get(db)?.clear();
}

/** The live rules of `code` granted to any of the roles: read per list until cached (issue 18). */
function grantedRules(db: DbOrTx, roleIds: readonly bigint[], code: string): Promise<GrantedRule[]> {
  // Awaited here: a Drizzle query is a thenable that runs again each time it is awaited.
  const read = async () =>
    await db
      .selectDistinct({
        id: bladeScopeData.id,
        scopeType: bladeScopeData.scopeType,
        scopeColumn: bladeScopeData.scopeColumn,
        scopeValue: bladeScopeData.scopeValue,
      })
      .from(bladeScopeData)
      .innerJoin(
        bladeRoleScope,
        and(
          eq(bladeRoleScope.scopeId, bladeScopeData.id),
          eq(bladeRoleScope.scopeCategory, DATA_SCOPE_CATEGORY),
        ),
      )
      .where(
        and(
          inArray(bladeRoleScope.roleId, [...roleIds]),
          eq(bladeScopeData.resourceCode, code),
          eq(bladeScopeData.isDeleted, 0),
        ),
      );
  // Inside a transaction (a write checking its rows), the rules as that transaction sees them.
  if (db instanceof PgTransaction) return read();
  let cache = grantedRuleCaches.get(db);
  if (!cache) {
    cache = new SecondCache();
    grantedRuleCaches.set(db, cache);
  }
  return cache.get(`${code}|${roleIds.join(',')}`, read);
}

async function ruleCondition(
  db: DbOrTx,
  user: AccessClaims,
  scoped: ScopedColumns,
  rule: { scopeType: number; scopeColumn: string | null; scopeValue: string | null },
): Promise<SQL> {
  switch (rule.scopeType) {
    case DATA_SCOPE_TYPES.own:
      return matchAny(scoped.owner, csvIds(user.user_id));
    case DATA_SCOPE_TYPES.ownDept:
      return matchAny(scoped.dept, csvIds(user.dept_id));
    case DATA_SCOPE_TYPES.ownDeptAndBelow:
      return matchAny(scoped.dept, await deptsAndBelow(db, user.tenant_id, csvIds(user.dept_id)));
    case DATA_SCOPE_TYPES.custom: {
      const column = scoped.column(String(rule.scopeColumn ?? '').trim());
      const value = String(rule.scopeValue ?? '').trim();
      if (!column || !DATA_SCOPE_USER_VALUES.includes(value as DataScopeUserValue)) return NOTHING;
      return matchAny(column, userValues(user, value as DataScopeUserValue));
    }
    default:
      return NOTHING;
  }
}

/** The user's values a custom rule may name; dept, role and post hold several ids. */
function userValues(user: AccessClaims, value: DataScopeUserValue): string[] {
  const csv = (text: string) => text.split(',').filter((part) => part !== '');
  switch (value) {
    case 'userId':
      return [user.user_id];
    case 'deptId':
      return csv(user.dept_id);
    case 'roleId':
      return csv(user.role_id);
    case 'postId':
      return csv(user.post_id);
    case 'account':
      return [user.account];
    case 'tenantId':
      return [user.tenant_id];
  }
}

/** `column IN (values)`, each value converted to the column's type (a value it cannot hold matches nothing). */
function matchAny(column: PgColumn, values: readonly (string | bigint)[]): SQL {
  const typed = values.flatMap((value): unknown[] => {
    if (column.dataType === 'bigint') {
      const id = parseId(String(value));
      return id === undefined ? [] : [id];
    }
    if (column.dataType === 'number') {
      const n = Number(value);
      return Number.isSafeInteger(n) ? [n] : [];
    }
    return [String(value)];
  });
  return typed.length ? inArray(column, typed) : NOTHING;
}

/** The given departments of a tenant and every live department below them. */
async function deptsAndBelow(db: DbOrTx, tenantId: string, roots: readonly bigint[]): Promise<bigint[]> {
  if (roots.length === 0) return [];
  const depts = await db
    .select({ id: bladeDept.id, parentId: bladeDept.parentId })
    .from(bladeDept)
    .where(and(eq(bladeDept.tenantId, tenantId), eq(bladeDept.isDeleted, 0)));
  const children = new Map<bigint, bigint[]>();
  for (const dept of depts) children.set(dept.parentId, [...(children.get(dept.parentId) ?? []), dept.id]);
  const found = new Set<bigint>(roots);
  const queue = [...roots];
  while (queue.length) {
    for (const child of children.get(queue.pop() as bigint) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}
