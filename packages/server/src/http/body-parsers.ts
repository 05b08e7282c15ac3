import type { FastifyInstance } from 'fastify';
import { msg } from '../i18n';
import { HttpError } from './envelope';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth';

const FORBIDDEN_KEY_MESSAGE = msg('http.forbiddenJsonKey');

/** Whether `text` is JSON to `JSON.parse`, which lets every key through. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Blade clients send parameters as JSON, urlencoded forms or multipart (the latter is registered
 * where it is used). Empty JSON bodies count as "no body": Blade clients post `remove?ids=…` with a
 * JSON content type and nothing in it. JSON nested deeper than {@link MAX_JSON_DEPTH} is refused
 * (400) before it is parsed, so no handler, validator or log ever walks it.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    defaultJson(request, text, (error, value) => {
      // Fastify refuses `__proto__` and `constructor.prototype` keys (prototype poisoning) with the
      // words of broken JSON: a client whose JSON parses is told which keys, not that it is broken.
      done(error && parses(text) ? new HttpError(400, FORBIDDEN_KEY_MESSAGE) : error, value);
    });
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
