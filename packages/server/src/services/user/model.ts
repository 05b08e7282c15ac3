import { labelOf, requiredFields, sortFields, userResource } from '@blade-console/blade-schema';
import { inArray } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../../auth/password';
import { revokeUserSessions } from '../../auth/refresh-tokens';
import { assertUserRefsInTenant, splitCsv } from '../../auth/users';
import { integer, requiredText, text } from '../../crud/fields';
import { CrudModel, type RemoveEvent, type WriteEvent } from '../../crud/model';
import { dictionaryChecks, fieldSchemas, formatChecks } from '../../crud/resource';
import { uniqueWithinScope } from '../../crud/unique';
import type { DbOrTx } from '../../db/connection';
import { bladeUser } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { localized, msg } from '../../i18n';
import { labelled } from '../../i18n/labels';
import { initialPassword } from '../system/param/values';
import { addUserNames } from './names';

/**
 * Passwords reach the user APIs either as md5 hex (what the console sends, like at sign-in) or as
 * plain text (other Blade clients). Both end as bcrypt(md5hex(plain)).
 */
export function clientHashOf(password: string): string {
  return /^[0-9a-f]{32}$/i.test(password) ? password.toLowerCase() : md5Hex(password);
}

/** The definition's formats (the e-mail address), in the server's words with the field's label. */
const userFormats = formatChecks(userResource);
// A gender of 7 was saved (the sex dictionary has 1 and 2): the user's own model checks its dictionaries too.
const userDictionaries = dictionaryChecks(userResource);

async function prepareUser(event: WriteEvent): Promise<void> {
  const { tx, values, isInsert, user } = event;
  userFormats(event);
  await userDictionaries(event);
  await uniqueWithinScope(['account'], msg('user.accountTaken'))(event);
  // Roles, depts and posts must be the caller's tenant's own (never the platform's administrator role).
  await assertUserRefsInTenant(tx, user.tenant_id, values);
  const password = values.password;
  if (typeof password === 'string' && password !== '') {
    const clientHash = clientHashOf(password);
    values.password = await hashPassword(clientHash);
    // The initial password typed in by hand is as guessable as the default: the person changes it.
    values.passwordChangeRequired = clientHash === md5Hex(await initialPassword(tx, user.tenant_id));
  } else if (isInsert) {
    values.password = await hashPassword(md5Hex(await initialPassword(tx, user.tenant_id)));
    values.passwordChangeRequired = true;
  } else {
    delete values.password; // an edit form without a password keeps the current one
  }
  if (isInsert) return;
  // A new password, a user no longer active or other roles end the user's sessions (SessionGuard).
  if (values.roleId !== undefined && (await rolesChanged(tx, [event.id], String(values.roleId))).length) {
    await revokeUserSessions(tx, [event.id], 'role');
  } else if (values.password !== undefined || (values.status !== undefined && values.status !== 1)) {
    await revokeUserSessions(tx, [event.id]);
  }
}

/** The users among `ids` whose roles (a CSV, order and repeats aside) differ from `roleId`. */
export async function rolesChanged(db: DbOrTx, ids: readonly bigint[], roleId: string): Promise<bigint[]> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(splitCsv(roleId))].sort().join(',');
  const rows = await db
    .select({ id: bladeUser.id, roleId: bladeUser.roleId })
    .from(bladeUser)
    .where(inArray(bladeUser.id, [...ids]));
  return rows.filter((r) => [...new Set(splitCsv(r.roleId))].sort().join(',') !== wanted).map((r) => r.id);
}

export const userModel = new CrudModel({
  table: bladeUser,
  label: labelOf(userResource.name, userResource),
  // The field rules from the definition; the write-only password and the status are the service's.
  fields: {
    ...fieldSchemas(userResource),
    // The real name column is nullable, but a user has always needed one (SPEC §3).
    realName: labelled(
      requiredText(userResource.fields.realName.max),
      labelOf('realName', userResource.fields.realName),
    ),
    password: text(64),
    // 0 pending approval, 1 active, 2 refused (auth/user-status.ts): `update` can approve a guest.
    status: labelled(integer(0, 2), localized(msg('user.accountStatus'))),
  },
  required: [...requiredFields(userResource), 'realName'],
  // Not every field: never the password, whose hash a LIKE would let a caller probe.
  filters: [
    'account',
    'realName',
    'name',
    'code',
    'phone',
    'email',
    'sex',
    'userType',
    'status',
    'createTime',
  ],
  sortable: sortFields(userResource),
  hidden: ['password'],
  resource: userResource,
  beforeWrite: prepareUser,
  beforeRemove: refuseOwnAccount,
  afterRemove: ({ tx, ids }) => revokeUserSessions(tx, ids),
  decorate: (rows, db) => addUserNames(rows, db),
});

/**
 * Nobody deletes their own account (BladeX answers 不能删除本账号): the last administrator doing so
 * would leave the tenant with no one who can sign in to put it right.
 */
function refuseOwnAccount({ ids, user }: RemoveEvent): void {
  if (ids.some((id) => String(id) === user.user_id)) throw badRequest(msg('user.cannotRemoveSelf'));
}
