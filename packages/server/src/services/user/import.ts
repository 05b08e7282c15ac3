import type { ImportRefusal, UserImportResult } from '@blade-console/blade-client/types';
import {
  type FieldDef,
  fieldError,
  type Language,
  type Message,
  parseWireDate,
  userResource,
} from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../auth/jwt';
import { hashPassword, md5Hex } from '../../auth/password';
import { revokeUserSessions } from '../../auth/refresh-tokens';
import { splitCsv } from '../../auth/users';
import { nextVersion, userIdOf } from '../../crud/versions';
import type { DbOrTx } from '../../db/connection';
import { nextId, parseId } from '../../db/ids';
import { bladeDept, bladePost, bladeRole, bladeUser } from '../../db/schema';
import { problemsOf } from '../../excel/languages';
import { localized, messages, msg } from '../../i18n';
import { listOf } from '../../i18n/list';
import { dictLabels } from '../system/dict/lookup';
import { initialPassword } from '../system/param/values';
import { headerOf, type UserSheetRow } from './excel';

type UserValues = Partial<typeof bladeUser.$inferInsert>;

type ColumnKey = Parameters<typeof headerOf>[0];

/** One problem of a row: its column and what is wrong, said later in the reader's language. */
export interface RowProblem {
  row: number;
  column: ColumnKey;
  message: Message;
}

/** What an import will write, or the problems of the rows it refuses (then it writes nothing). */
export interface UserImportPlan {
  problems: RowProblem[];
  inserts: UserValues[];
  /** Existing users of the caller's tenant (`isCovered`), with the non-empty cells of their row. */
  updates: { id: bigint; values: UserValues; version: Date | null; rolesChanged: boolean }[];
}

const { fields } = userResource;
/** The service's rule on top of the definition: a user has always needed a real name (SPEC §3). */
const REAL_NAME: FieldDef = { ...fields.realName, required: true };
/** Text columns checked by the definition's rules as they are. */
const PLAIN_FIELDS = ['code', 'name', 'email', 'phone'] as const;
/** Role, dept and post columns: names looked up among the caller tenant's live rows. */
const REF_COLUMNS = [
  { column: 'roleName', field: 'roleId', table: bladeRole, name: bladeRole.roleName, what: 'userRef.role' },
  { column: 'deptName', field: 'deptId', table: bladeDept, name: bladeDept.deptName, what: 'userRef.dept' },
  { column: 'postName', field: 'postId', table: bladePost, name: bladePost.postName, what: 'userRef.post' },
] as const;

/** name → ids of the live rows of `table` in `tenantId` (a name may be used more than once). */
async function idsByName(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; tenantId: PgColumn; isDeleted: PgColumn },
  nameColumn: PgColumn,
  tenantId: string,
): Promise<Map<string, string[]>> {
  const rows = (await db
    .select({ id: table.id, name: nameColumn })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.isDeleted, 0)))) as { id: bigint; name: string }[];
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), String(row.id)]);
  return byName;
}

/** Names of a cell: commas (ASCII or full-width) between them, blanks dropped. */
const namesIn = (text: string) =>
  text
    .split(/[,，]/)
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * Checks every row with the user definition's rules and the service's (a real name, an account
 * unique in the tenant and in the file, roles/depts/posts of the caller's tenant) and works out the
 * writes. Every problem of every row is reported, each with its row and column.
 */
export async function planUserImport(
  db: DbOrTx,
  caller: AccessClaims,
  rows: readonly UserSheetRow[],
  isCovered: boolean,
): Promise<UserImportPlan> {
  const tenantId = caller.tenant_id;
  const [refs, sexLabels, existing] = await Promise.all([
    Promise.all(REF_COLUMNS.map((ref) => idsByName(db, ref.table, ref.name, tenantId))),
    dictLabels(db, 'sex'),
    existingUsers(
      db,
      tenantId,
      rows.map((r) => r.account),
    ),
  ]);
  const sexKeys = new Map([...sexLabels].map(([key, label]) => [label, key]));

  const refused: RowProblem[] = [];
  const inserts: UserValues[] = [];
  const updates: UserImportPlan['updates'] = [];
  const firstRowOf = new Map<string, number>();

  for (const row of rows) {
    const problems: RowProblem[] = [];
    const refuse = (column: ColumnKey, message: Message) => problems.push({ row: row.row, column, message });
    const values: UserValues = {};

    const accountError = fieldError('account', fields.account, row.account, true);
    if (accountError) refuse('account', accountError);
    const realNameError = fieldError('realName', REAL_NAME, row.realName, true);
    if (realNameError) refuse('realName', realNameError);
    else values.realName = row.realName;
    for (const name of PLAIN_FIELDS) {
      if (row[name] === '') continue;
      const error = fieldError(name, fields[name], row[name], true);
      if (error) refuse(name, error);
      else values[name] = row[name];
    }
    if (row.sexName !== '') {
      const key = sexKeys.get(row.sexName) ?? (sexLabels.has(row.sexName) ? row.sexName : undefined);
      if (key === undefined) {
        refuse(
          'sexName',
          msg('user.importNotOneOf', {
            label: headerOf('sexName'),
            value: row.sexName,
            options: listOf([...sexLabels.values()]),
          }),
        );
      } else values.sex = Number(key);
    }
    if (row.birthday !== '') {
      const day = parseWireDate(row.birthday);
      if (!day) {
        refuse('birthday', msg('user.importNotDay', { label: headerOf('birthday'), value: row.birthday }));
      } else values.birthday = day;
    }
    REF_COLUMNS.forEach((ref, index) => {
      if (row[ref.column] === '') return;
      const ids: string[] = [];
      for (const name of namesIn(row[ref.column])) {
        const found = refs[index]!.get(name) ?? [];
        if (found.length === 0) {
          refuse(ref.column, msg('user.importRefMissing', { label: headerOf(ref.column), value: name }));
        } else if (found.length > 1) {
          const what = localized(msg(ref.what));
          refuse(ref.column, msg('user.importRefAmbiguous', { count: found.length, what, value: name }));
        } else ids.push(found[0]!);
      }
      const csv = [...new Set(ids)].join(',');
      const error = fieldError(ref.field, fields[ref.field], csv, true);
      if (error) refuse(ref.column, error);
      else values[ref.field] = csv;
    });

    if (!accountError) {
      const first = firstRowOf.get(row.account);
      const stored = existing.get(row.account);
      const account = { label: headerOf('account'), value: row.account };
      if (first !== undefined)
        refuse('account', msg('user.importAccountRepeated', { ...account, row: first }));
      else if (stored && !isCovered) refuse('account', msg('user.importAccountExists', account));
      firstRowOf.set(row.account, first ?? row.row);
      if (problems.length === 0) {
        if (stored) {
          const rolesChanged =
            values.roleId !== undefined && sameIds(values.roleId) !== sameIds(stored.roleId);
          updates.push({ id: stored.id, values, version: stored.updateTime, rolesChanged });
        } else inserts.push({ ...values, account: row.account });
      }
    }
    refused.push(...problems);
  }
  return { problems: refused, inserts, updates };
}

/** A CSV of ids, order and repeats aside. */
const sameIds = (csv: string | null | undefined) => [...new Set(splitCsv(csv ?? ''))].sort().join(',');

/** The caller tenant's live users among `accounts`, by account. */
async function existingUsers(db: DbOrTx, tenantId: string, accounts: readonly string[]) {
  const wanted = [...new Set(accounts.filter(Boolean))];
  const found = new Map<string, { id: bigint; roleId: string; updateTime: Date | null }>();
  // PostgreSQL caps the parameters of one statement: look them up in chunks.
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db
      .select({
        id: bladeUser.id,
        account: bladeUser.account,
        roleId: bladeUser.roleId,
        updateTime: bladeUser.updateTime,
      })
      .from(bladeUser)
      .where(
        and(
          eq(bladeUser.tenantId, tenantId),
          eq(bladeUser.isDeleted, 0),
          inArray(bladeUser.account, wanted.slice(i, i + 1000)),
        ),
      )
      .for('update');
    for (const row of rows) found.set(row.account, row);
  }
  return found;
}

/**
 * Writes a plan without refusals (inside the caller's transaction). New users get the tenant's
 * initial password, as a submit without one does; they share one hash of it, which tells nothing
 * that the shared initial password does not (and saves a slow hash per row).
 */
export async function applyUserImport(
  tx: DbOrTx,
  caller: AccessClaims,
  plan: UserImportPlan,
): Promise<UserImportResult> {
  const userId = userIdOf(caller);
  const now = nextVersion([]);
  if (plan.inserts.length > 0) {
    const password = await hashPassword(md5Hex(await initialPassword(tx, caller.tenant_id)));
    const dept = splitCsv(caller.dept_id)[0];
    const rows = plan.inserts.map((values) => ({
      ...values,
      id: nextId(),
      tenantId: caller.tenant_id,
      account: values.account!,
      password,
      passwordChangeRequired: true,
      createUser: userId,
      createDept: parseId(dept) ?? null,
      createTime: now,
      updateUser: userId,
      updateTime: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(bladeUser).values(rows.slice(i, i + 500));
  }
  for (const update of plan.updates) {
    await tx
      .update(bladeUser)
      .set({ ...update.values, updateUser: userId, updateTime: nextVersion([update.version]) })
      .where(eq(bladeUser.id, update.id));
  }
  // Other roles end the user's sessions, as an edit's do: a token must not keep the old roles.
  const regranted = plan.updates.filter((u) => u.rolesChanged).map((u) => u.id);
  if (regranted.length > 0) await revokeUserSessions(tx, regranted, 'role');
  return { added: plan.inserts.length, updated: plan.updates.length };
}

/** The refused rows as the answer's data (`data.refused`): column and problem in `language`. */
export function refusedIn(problems: readonly RowProblem[], language: Language): ImportRefusal[] {
  return problems.map((p) => ({
    row: p.row,
    field: headerOf(p.column)[language],
    message: messages.translate(language, p.message),
  }));
}

/** The `第 N 行：…` lines of the refusals, one per row (each message names its column), for the message. */
export function refusalLines(problems: readonly RowProblem[]): Message[] {
  const byRow = new Map<number, Message[]>();
  for (const p of problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p.message]);
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, list]) => msg('user.importRow', { row, problems: problemsOf(list) }));
}
