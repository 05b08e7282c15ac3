import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { OAuthError } from '../../http/envelope';
import { msg } from '../../i18n';

/** Parameters of a token endpoint, from the query string and/or a urlencoded, multipart or JSON body. */
export type TokenParams = Record<string, string | undefined>;

/** Longest value of any token parameter (an SM2 password is a few hundred characters). */
export const MAX_PARAM_LENGTH = 4096;

/** Query + body merged (body wins), string values only; anything else is a client error. */
export function readTokenParams(request: FastifyRequest): TokenParams {
  const params: TokenParams = {};
  for (const source of [request.query, request.body]) {
    if (source === undefined || source === null) continue;
    if (typeof source !== 'object' || Array.isArray(source)) {
      throw new OAuthError(400, 'invalid_request', msg('signIn.badParams'));
    }
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new OAuthError(400, 'invalid_request', msg('signIn.badParam', { name: key }));
      }
      const text = String(value);
      if (text.length > MAX_PARAM_LENGTH)
        throw new OAuthError(400, 'invalid_request', msg('signIn.paramTooLong', { name: key }));
      params[key] = text;
    }
  }
  return params;
}

/** A request header's first value, trimmed; undefined when absent or blank. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** Optional, length-bounded string properties: a token endpoint's documented query fields. */
export const stringProps = (names: string[]) =>
  Object.fromEntries(names.map((n) => [n, Type.Optional(Type.String({ maxLength: MAX_PARAM_LENGTH }))]));
