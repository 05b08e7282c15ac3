/**
 * `blade_user.status`: who may sign in. Seeded and admin-created users are active; a guest who
 * registers waits for an administrator (`/blade-user/audit-pass`), who may also refuse.
 */
export const USER_STATUS = { pending: 0, active: 1, refused: 2 } as const;

/** The `error_description` for a user who may not sign in yet, or undefined when they may. */
export function signInRefusal(status: number): string | undefined {
  if (status === USER_STATUS.pending) return '账号正在等待管理员审核，审核通过后即可登录';
  if (status === USER_STATUS.refused) return '账号注册申请未通过审核，请联系管理员';
  return undefined;
}
