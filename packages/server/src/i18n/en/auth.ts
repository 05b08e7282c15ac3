import type { AreaLike } from '@blade-console/blade-schema';
import type { AUTH_ZH, USER_REF_ZH } from '../zh/auth';

export const AUTH_EN = {
  missingClient: 'The client is missing from the request headers (Authorization: Basic …)',
  badClient: 'The client could not be authenticated',
  locked: 'Too many failed sign-ins: try again in 30 minutes',
  clientThrottled: 'Too many failed sign-ins from this network address: try again in {{minutes}} minutes',
  codesPerDevice: 'This device asked for too many codes in an hour (at most {{limit}}): try again later',
  codeJustSent: 'A code was just sent: you can ask for another in a minute',
  codesPerPhone: 'This phone number can get at most {{limit}} codes an hour: try again later',
  passwordChangeRequired: 'This account still has its initial password: change your password to go on',
  sameAsInitial: 'The new password cannot be the initial password: choose a new one',
  accountPending:
    'Your account is waiting for an administrator to approve it; you can sign in once it is approved',
  accountRefused: 'Your registration was not approved: please contact an administrator',
  tenantGone: 'The tenant does not exist or was removed: please contact an administrator',
  tenantExpired: "The tenant's licence has expired: please contact an administrator",
  refBadId: 'The {{label}} id is not valid',
  refNotInTenant: 'The {{label}} does not exist or belongs to another tenant',
} as const satisfies AreaLike<typeof AUTH_ZH>;

export const USER_REF_EN = { role: 'role', dept: 'department', post: 'post' } as const satisfies AreaLike<
  typeof USER_REF_ZH
>;
