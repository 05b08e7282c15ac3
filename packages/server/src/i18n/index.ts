import {
  DEFAULT_LANGUAGE,
  type KeyOf,
  type Language,
  type Localized,
  type Message,
  type MessageParam,
  message,
} from '@blade-console/blade-schema';
import { createTranslator } from '@blade-console/blade-schema/translate';
import type { FastifyRequest } from 'fastify';
import { EN } from './en';
import { negotiateLanguage } from './language';
import { ZH } from './zh';

/**
 * The server's one message catalogue (zh, the default, and en: `zh/<area>.ts`, `en/<area>.ts`),
 * with the field rules' messages of blade-schema. Throw sites name a key and its values
 * (`msg('crud.notFound', { label })`); the answer says it in the reader's language.
 */
export type MessageKey = KeyOf<typeof ZH>;

export const messages = createTranslator({ zh: ZH, en: EN });

/** A message of the server's catalogue: a key the compiler checks and the values it names. */
export function msg(key: MessageKey, params?: Record<string, MessageParam>): Message {
  return message(key, params);
}

const languages = new WeakMap<FastifyRequest, Language>();

/** The language a request is answered in, from its `Accept-Language` (Chinese when it names none of ours). */
export function languageOf(request: FastifyRequest | undefined): Language {
  if (!request) return DEFAULT_LANGUAGE;
  let language = languages.get(request);
  if (!language) {
    language = negotiateLanguage(request.headers['accept-language']);
    languages.set(request, language);
  }
  return language;
}

/** A message in the request's language; a plain string (data, not ours) as it is. */
export function say(request: FastifyRequest | undefined, message: Message | string): string {
  return messages.translate(languageOf(request), message);
}

/** A message in Chinese: for logs and for callers that have no reader (a job, a seed). */
export function sayZh(message: Message | string): string {
  return messages.translate(DEFAULT_LANGUAGE, message);
}

/** A catalogue entry in every language, as a value to put into another message (`{{label}}`). */
export function localized(entry: Message): Localized {
  return { zh: messages.translate('zh', entry), en: messages.translate('en', entry) };
}
