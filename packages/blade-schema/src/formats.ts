import type { FieldFormat } from './define';
import { type Localized, type Message, message } from './messages/message';

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

/** SPEC §5's messages of the phone check (messages/validation.ts), as the server answers them. */
export const PHONE_MESSAGES: Record<PhoneProblem, Message> = {
  empty: message('validation.phoneEmpty'),
  length: message('validation.phoneLength'),
  format: message('validation.phoneFormat'),
};

// One address, no spaces, a dot in the domain: what a person can fix at a glance. Deliverability
// is the mail server's business, not a pattern's.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// An account with a space (" admin ") was saved and could never sign in; a comma would split it in
// Blade's comma-separated lists.
const ACCOUNT_BREAKS = /[\s,]/;

/** The first problem of a non-empty value with a format, as a message, or undefined. */
export function formatError(format: FieldFormat, label: Localized, value: string): Message | undefined {
  if (format === 'phone') {
    const problem = phoneProblem(value);
    return problem ? PHONE_MESSAGES[problem] : undefined;
  }
  if (format === 'account')
    return ACCOUNT_BREAKS.test(value) ? message('validation.accountFormat', { label }) : undefined;
  return EMAIL.test(value.trim()) ? undefined : message('validation.format', { label });
}
