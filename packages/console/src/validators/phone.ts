/** i18n keys of the phone check's messages (SPEC §5 "Phone check"). */
export const PHONE_MESSAGES = {
  empty: 'console:validate.phoneEmpty',
  length: 'console:validate.phoneLength',
  format: 'console:validate.phoneFormat',
} as const;

/** Chinese mobile numbers: 1, then 3–9, then nine digits. */
const MOBILE = /^1[3-9]\d{9}$/;

/** SPEC §9: phone length 11. */
export const PHONE_LENGTH = 11;

/**
 * The phone check of SPEC §5, in order: empty → "手机号码不能为空"; a length other than 11 →
 * "手机号码长度不为11位"; otherwise a format test → "手机号码格式不正确". Returns the message key of
 * the first failure, or true. Usable as a CrudColumn rule `validator`.
 */
export function checkPhone(value: unknown): string | true {
  const text = value == null ? '' : String(value).trim();
  if (text === '') return PHONE_MESSAGES.empty;
  if (text.length !== PHONE_LENGTH) return PHONE_MESSAGES.length;
  if (!MOBILE.test(text)) return PHONE_MESSAGES.format;
  return true;
}
