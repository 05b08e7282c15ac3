import type { FastifyInstance } from 'fastify';
import { languageOf, messages } from '../i18n';
import { SAID, type Said } from './envelope';

/**
 * Says every envelope a route returns in the reader's language: `ok()`, `status()` and `failure()`
 * keep the message they were built with beside their Chinese `msg`, and this hook puts that
 * message in the request's language (`Accept-Language`) just before the answer is serialised.
 */
export function registerLocalizedAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const said = (payload as Said | null)?.[SAID];
    const language = languageOf(request);
    if (!said || language === 'zh') return payload;
    return { ...(payload as object), msg: messages.translate(language, said) };
  });
}
