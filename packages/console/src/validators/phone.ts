import { phoneProblem } from '@blade-console/blade-schema';

/** i18n keys of the phone check's messages (SPEC §5 "Phone check"; strings under `console:phone`). */
export const PHONE_MESSAGES = {
  empty: 'console:phone.empty',
  length: 'console:phone.length',
  format: 'console:phone.format',
} as const;

/**
 * The phone check of SPEC §5 as a CrudColumn rule `validator`: empty → "手机号码不能为空", a length
 * other than 11 → "手机号码长度不为11位", otherwise a bad format → "手机号码格式不正确". Returns the
 * message key of the first failure (CrudForm translates it), or true.
 */
export function checkPhone(value: unknown): string | true {
  const problem = phoneProblem(value);
  return problem ? PHONE_MESSAGES[problem] : true;
}

/**
 * The phone check's message in the reader's language, or undefined for a good number: for forms
 * that check a phone themselves (personal info, the SMS dialog's numbers, the phone sign-in).
 */
export function phoneMessage(value: unknown, t: (key: string) => string): string | undefined {
  const problem = phoneProblem(value);
  return problem ? t(PHONE_MESSAGES[problem]) : undefined;
}
