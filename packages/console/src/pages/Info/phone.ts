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
