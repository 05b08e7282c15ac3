import type { CooperationMessage } from '@blade-console/blade-client/types';
import { cooperationMessageResource } from '@blade-console/blade-schema';
import { compact, type FieldProblem, type Problems, phoneCheck, textProblem } from './problems';

/** The join-us message as typed. */
export interface JoinDraft {
  name: string;
  type: string;
  company: string;
  phone: string;
  email: string;
  content: string;
}

export type JoinField = keyof JoinDraft;

export const JOIN_FIELDS: readonly JoinField[] = ['name', 'type', 'company', 'phone', 'email', 'content'];

export function emptyJoin(): JoinDraft {
  return { name: '', type: '1', company: '', phone: '', email: '', content: '' };
}

const { fields } = cooperationMessageResource;
const E = 'join.errors';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailProblem(value: string): FieldProblem | undefined {
  const email = value.trim();
  if (!email) return undefined;
  if (email.length > (fields.email.max ?? 128))
    return { key: `${E}.tooLong`, label: 'join.email', max: fields.email.max };
  return EMAIL.test(email) ? undefined : { key: `${E}.email` };
}

/** What a visitor must fix before the message can be sent (the message's definition, SPEC §5 phone). */
export function joinProblems(draft: JoinDraft): Problems<JoinField> {
  return compact<JoinField>({
    name: textProblem(draft.name, 'join.name', fields.name.max, { errors: E }),
    type: draft.type ? undefined : { key: `${E}.required`, label: 'join.type' },
    company: textProblem(draft.company, 'join.company', fields.company.max, { required: false, errors: E }),
    phone: phoneCheck(draft.phone, {
      empty: 'order.errors.phoneEmpty',
      length: 'order.errors.phoneLength',
      format: 'order.errors.phoneFormat',
    }),
    email: emailProblem(draft.email),
    content: textProblem(draft.content, 'join.content', fields.content.max ?? 2000, { errors: E }),
  });
}

/** The message as `addMessage` takes it. */
export function joinPayload(draft: JoinDraft): Partial<CooperationMessage> {
  return {
    name: draft.name.trim(),
    type: Number(draft.type),
    company: draft.company.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    content: draft.content.trim(),
  } as Partial<CooperationMessage>;
}
