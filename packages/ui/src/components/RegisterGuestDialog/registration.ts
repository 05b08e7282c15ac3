/** The guest registration form (SPEC §3): tenantId, name, account, password, password2. */
export interface RegisterGuestValues {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/** What the app's registration call answered: `success` false carries the server's `msg`. */
export interface RegisterGuestResult {
  success: boolean;
  msg?: string;
}

export type RegistrationProblem = 'tenantRequired' | 'accountRequired' | 'passwordRequired' | 'mismatch';

const blank = (value: string | undefined) => !value?.trim();

/**
 * SPEC §5 "Registration", in its order, each failure a warning: tenant id, account, both passwords,
 * then the two passwords equal.
 */
export function checkRegistration(values: RegisterGuestValues): RegistrationProblem | undefined {
  if (blank(values.tenantId)) return 'tenantRequired';
  if (blank(values.account)) return 'accountRequired';
  if (blank(values.password) || blank(values.password2)) return 'passwordRequired';
  if (values.password !== values.password2) return 'mismatch';
  return undefined;
}
