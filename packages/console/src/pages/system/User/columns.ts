import type { User, UserPlatform } from '@blade-console/blade-client';
import { userResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption, CrudRule, CrudTreeOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { checkAccount, checkEmail } from '../../../crud/resourceColumns';
import { checkPhone, PHONE_MESSAGES } from '../../../validators/phone';

const { column, required } = pageColumns<User>('user');

export interface UserColumnSources {
  tenants: readonly CrudOption[];
  roles: readonly CrudTreeOption[];
  depts: readonly CrudTreeOption[];
  posts: readonly CrudOption[];
  sex: readonly CrudOption[];
  /** The account statuses (USER_STATUS), labelled: the filter for registrations awaiting approval. */
  statuses: readonly CrudOption[];
}

/** `blade_user.status` (the server's USER_STATUS): guests wait at 0 until approved or refused. */
export const USER_STATUS = { pending: 0, active: 1, refused: 2 } as const;

/** A text field's length in the definition, as a form rule (the server refuses longer values). */
const limit = (field: 'account' | 'realName' | 'name' | 'phone' | 'email'): CrudRule => ({
  max: userResource.fields[field].max,
});

/**
 * A user's roles or departments: a tree of which several may be checked, each alone (Saber's
 * checkStrictly): a user has the roles chosen, not every role under them, and belongs to the
 * departments chosen, not to every office under them. Shown in the form only.
 */
const chosenNodes = (options: readonly CrudTreeOption[]): Partial<Omit<CrudColumn<User>, 'field'>> => ({
  type: 'tree',
  multiple: true,
  checkStrictly: true,
  treeOptions: [...options],
  hide: { table: true },
});

/** Default tenant (SPEC §9). */
export const DEFAULT_TENANT_ID = '000000';

/** The user page: SPEC §3 "User fields", §5 "Phone check". */
export function userColumns(src: UserColumnSources): CrudColumn<User>[] {
  return [
    required('account', {
      searchable: true,
      rules: [limit('account'), { validator: checkAccount }],
      editable: { edit: false },
    }),
    required('tenantId', {
      type: 'select',
      options: [...src.tenants],
      defaultValue: DEFAULT_TENANT_ID,
      editable: { edit: false },
    }),
    required('password', { type: 'password', hide: { table: true, edit: true, view: true } }),
    {
      field: 'password2',
      label: 'console:user.password2',
      placeholder: 'console:user.password2Placeholder',
      type: 'password',
      hide: { table: true, edit: true, view: true },
      rules: [
        { required: true, message: 'console:user.rules.password2' },
        {
          validator: (value, values) =>
            value === values.password ? true : 'console:user.rules.passwordMismatch',
        },
      ],
    },
    required('realName', { searchable: true, rules: [limit('realName')] }),
    column('name', { hide: { table: true }, rules: [limit('name')] }),
    // Required, so the form marks it; the empty message is the phone check's own (SPEC §5).
    column('phone', {
      rules: [{ required: true, message: PHONE_MESSAGES.empty }, { validator: checkPhone }, limit('phone')],
    }),
    {
      field: 'email',
      label: 'console:user.email',
      hide: { table: true },
      // The definition's format, as the server checks it (bad@@mail is refused at the field).
      rules: [limit('email'), { validator: checkEmail }],
    },
    column('sex', { type: 'select', options: [...src.sex], hide: { table: true } }),
    column('birthday', { type: 'datetime', hide: { table: true } }),
    required('roleId', chosenNodes(src.roles)),
    required('deptId', chosenNodes(src.depts)),
    column('postId', { type: 'select', multiple: true, options: [...src.posts], hide: { table: true } }),
    column('roleName', { hide: { form: true } }),
    column('deptName', { hide: { form: true } }),
    column('status', { type: 'select', options: [...src.statuses], searchable: true, hide: { form: true } }),
  ];
}

type UserForm = Partial<User> & { password2?: unknown };

/**
 * What the add / edit form sends: the confirmation is not part of the record; on edit the password
 * is stripped (the server would re-hash it, blade-api.md §6.1) and `update` is the call.
 */
export function toUserPayload(row: UserForm, mode: 'add' | 'edit'): Partial<User> {
  const { password2: _confirm, roleName: _r, deptName: _d, postName: _p, sexName: _s, ...rest } = row;
  if (mode === 'edit') {
    const { password: _password, ...withoutPassword } = rest;
    return withoutPassword;
  }
  return rest;
}

/** The platform dialog (POST update-platform: userId, userType, userExt). */
export function platformColumns(userTypes: readonly CrudOption[]): CrudColumn<UserPlatform>[] {
  const platform = pageColumns<UserPlatform>('user');
  return [
    platform.required('userType', { type: 'select', options: [...userTypes] }),
    platform.column('userExt', { type: 'textarea', span: 24, minRows: 6 }),
  ];
}
