import {
  fieldError as fieldMessage,
  formatError as formatMessage,
  type Message,
  validateSubmit as submitMessage,
  verbatim,
} from '@blade-console/blade-schema';
import { validationMessages } from '@blade-console/blade-schema/translate';

/**
 * The field rules as the mocks answer them: in Chinese, the server's default language (the server
 * itself says them in the reader's language; the mocks stand in for it in stories and jsdom tests).
 */
export const zh = (message: Message | undefined): string | undefined =>
  message && validationMessages.translate('zh', message);

export const validateSubmit = (...args: Parameters<typeof submitMessage>) => zh(submitMessage(...args));
export const fieldError = (...args: Parameters<typeof fieldMessage>) => zh(fieldMessage(...args));
export const formatError = (format: 'phone' | 'email', label: string, value: string) =>
  zh(formatMessage(format, verbatim(label), value));
