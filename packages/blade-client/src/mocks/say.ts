import {
  fieldError as fieldMessage,
  formatError as formatMessage,
  type Message,
  type ResourceDef,
  submitRefusal,
  verbatim,
} from '@blade-console/blade-schema';
import { validationMessages } from '@blade-console/blade-schema/translate';

/**
 * The field rules as the mocks answer them: in Chinese, the server's default language (the server
 * itself says them in the reader's language; the mocks stand in for it in stories and jsdom tests).
 */
export const zh = (message: Message | undefined): string | undefined =>
  message && validationMessages.translate('zh', message);

/**
 * A 400's message, or its message and the field it is about: the server's `data.field`, which the
 * console's forms show the message at (respond.ts `fail`).
 */
export type Refusal = string | { readonly msg: string; readonly field: string };

/** The first broken rule of a submit's body, with its field. */
export function validateSubmit(resource: ResourceDef, body: Record<string, unknown>): Refusal | undefined {
  const refusal = submitRefusal(resource, body);
  return refusal && { msg: zh(refusal.message) ?? '', field: refusal.field };
}
export const fieldError = (...args: Parameters<typeof fieldMessage>) => zh(fieldMessage(...args));
export const formatError = (format: 'phone' | 'email', label: string, value: string) =>
  zh(formatMessage(format, verbatim(label), value));
