import type { AreaLike } from '@blade-console/blade-schema';
import type { SIGN_IN_ZH } from '../zh/sign-in';

export const SIGN_IN_EN = {
  wrongCredentials: 'The user name or password is wrong',
  wrongCaptcha: 'The verification code is wrong',
  credentialsEmpty: 'Enter a user name and a password',
  unsupportedGrant: 'This grant type is not supported: {{grantType}}',
  badParams: 'The request parameters are not in a valid format',
  badParam: 'The parameter {{name}} is not in a valid format',
  paramTooLong: 'The parameter {{name}} is too long',
  refreshRefused: 'Your session is no longer valid: sign in again',
  refreshReused:
    'This session was ended for your security because its refresh token was used twice: sign in again',
  userGoneSignInAgain: 'The user does not exist or was removed: sign in again',
  userGone: 'The user does not exist or was removed',
  smsCodeSent: 'A code was sent; it is valid for 5 minutes',
  wrongSmsCode: 'The code is wrong or has expired: ask for a new one',
  phoneAndCodeEmpty: 'Enter a mobile number and the code',
  phoneOfManyUsers:
    'This mobile number belongs to more than one account: sign in with your account and password',
  noProvider:
    'No social provider{{name}} is configured: ask an administrator to add it to BLADE_SOCIAL_PROVIDERS',
  socialStateRefused:
    'This third-party sign-in has expired or was not started here: start the third-party sign-in again',
  redirectMismatch:
    'redirect_uri does not match the single sign-on settings (it should be {{expected}}): check VITE_REDIRECT_URI of the console',
  identityUnboundNamed:
    'The {{source}} account {{name}} is not linked to a user yet: sign in with your account and password, or ask an administrator to link it (oauth id {{uuid}})',
  identityUnbound:
    'This {{source}} account is not linked to a user yet: sign in with your account and password, or ask an administrator to link it (oauth id {{uuid}})',
  errorLogsNotArray:
    'The request body must be an array of error logs [{url, time, type, message, stack, info}]',
  errorLogsTooMany: 'At most {{limit}} error logs can be uploaded at once',
  errorLogNotObject: 'Error log {{index}} must be an object',
  errorLogNoMessage: 'Error log {{index}} has no message',
  providerUnreachable:
    'The sign-in service {{provider}} cannot be reached right now ({{why}}): try again later, or sign in with your account and password',
  providerTimeout: 'no answer within {{ms}} ms',
  providerConnectFailed: 'the connection failed',
  providerNotJson: 'HTTP {{status}}, the answer is not JSON',
  providerNoId: 'the user information has no {{field}}',
  providerCodeRefused:
    'The {{provider}} sign-in code is not valid or has expired: sign in with {{provider}} again',
  providerCodeRefusedWhy:
    'The {{provider}} sign-in code is not valid or has expired ({{error}}): sign in with {{provider}} again',
} as const satisfies AreaLike<typeof SIGN_IN_ZH>;
