import type { FastifyRequest } from 'fastify';
import { languageOf, messages } from '../i18n';
import { SAID, type Said } from './envelope';

/**
 * An envelope a route returns, in the reader's language: `ok()`, `status()` and `failure()` keep
 * the message they were built with beside their Chinese `msg`, and the answer's serialisation hook
 * (app.ts) puts it in the request's language (`Accept-Language`). `wire` is the answer as it is
 * about to be serialised (a copy without the message when ids or dates were converted).
 */
export function inReadersLanguage(request: FastifyRequest, returned: unknown, wire: unknown): unknown {
  const said = (returned as Said | null)?.[SAID];
  if (!said) return wire;
  const language = languageOf(request);
  return language === 'zh' ? wire : { ...(wire as object), msg: messages.translate(language, said) };
}
