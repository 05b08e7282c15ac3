import type { FieldFormat } from './define';

/** The phone check of SPEC §5, in its order: empty, then length ≠ 11, then the format. */
export type PhoneProblem = 'empty' | 'length' | 'format';

const PHONE = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;

export function phoneProblem(value: unknown): PhoneProblem | undefined {
  const phone = value == null ? '' : String(value).trim();
  if (!phone) return 'empty';
  if (phone.length !== PHONE_LENGTH) return 'length';
  if (!PHONE.test(phone)) return 'format';
  return undefined;
}

/** SPEC §5's messages of the phone check, as the server answers them. */
export const PHONE_MESSAGES_ZH: Record<PhoneProblem, string> = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
};

// One address, no spaces, a dot in the domain: what a person can fix at a glance. Deliverability
// is the mail server's business, not a pattern's.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of a non-empty value with a format, in the server's words, or undefined. */
export function formatError(format: FieldFormat, label: string, value: string): string | undefined {
  if (format === 'phone') {
    const problem = phoneProblem(value);
    return problem ? PHONE_MESSAGES_ZH[problem] : undefined;
  }
  return EMAIL.test(value.trim()) ? undefined : `${label}格式不正确`;
}
