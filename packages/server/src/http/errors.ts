import type { Localized, Message } from '@blade-console/blade-schema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sqlStateOf, withoutParameters } from '../db/query-errors';
import { isDatabaseUnavailable } from '../db/timeouts';
import { localized, msg, say } from '../i18n';
import { labelOfTitle } from '../i18n/labels';
import { failure, fieldData, HttpError, MSG, OAuthError } from './envelope';
import { multipartFault } from './upload-errors';
import { toWireValue } from './wire-format';

/** Fastify validation issue, the parts we read to build a message a person can act on. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The part of a request a violation is in, as `where` of the messages. */
const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/** The label a route's schema gives a top-level field (resource definitions put the field's label there). */
function fieldLabel(schema: unknown, field: string): Localized | undefined {
  if (!field || field.includes('.') || typeof schema !== 'object' || schema === null) return undefined;
  const properties = (schema as { properties?: Record<string, { title?: unknown }> }).properties;
  const title = properties?.[field]?.title;
  return typeof title === 'string' && title ? labelOfTitle(title) : undefined;
}

/**
 * Turns the first schema violation into one message a person can act on. A field whose schema has
 * a title (its label, from the resource definition) is named by that label, as the person knows it
 * from the form: "参数键名不能超过 255 个字符", "Parameter key cannot be longer than 255 characters".
 */
export function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  schema?: unknown,
): Message {
  const issue = issues[0];
  if (!issue) return msg('http.badRequest');
  const where = msg(`requestPart.${REQUEST_PARTS.has(context ?? '') ? (context as 'body') : 'other'}`);
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : '';
  const label = fieldLabel(schema, missing || field);
  if (label) {
    const labelled = describeLabelled(issue, label);
    if (labelled) return labelled;
  }
  const name = field;
  const limit = String(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return msg('http.missingParam', { name: missing });
    case 'minLength':
      return issue.params.limit === 1
        ? msg('http.paramEmpty', { name })
        : msg('http.paramMinLength', { name, limit });
    case 'maxLength':
      return msg('http.paramMaxLength', { name, limit });
    case 'type':
      return msg('http.paramType', { name: field || localized(where), type: valueType(issue.params.type) });
    case 'minimum':
    case 'maximum':
      return msg('http.paramRange', { name, detail: issue.message ?? '' });
    case 'pattern':
    case 'format':
      return msg('http.paramFormat', { name });
    case 'enum':
      return msg('http.paramEnum', {
        name,
        allowed: (issue.params.allowedValues as unknown[] | undefined)?.join(', ') ?? '',
      });
    case 'additionalProperties':
      return msg('http.unknownField', {
        where: localized(where),
        name: String(issue.params.additionalProperty),
      });
    default:
      return msg('http.paramInvalid', {
        where: localized(where),
        name,
        detail: issue.message ?? issue.keyword,
      });
  }
}

/** The top-level body field a violation is about (a form's field), if it is about one. */
function bodyFieldOf(issue: ValidationIssue | undefined): string | undefined {
  if (!issue) return undefined;
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  const [field] = issue.instancePath.replace(/^\//, '').split('/');
  return field || undefined;
}

/** A JSON schema type as a person reads it (`integer,null` is an optional whole number). */
function valueType(type: unknown): Localized | string {
  const base = String(type).replace(/,null$/, '');
  return ['integer', 'number', 'string', 'boolean'].includes(base)
    ? localized(msg(`valueType.${base as 'integer'}`))
    : String(type);
}

/** The labelled sentence of a violation, or undefined where the generic one says it better. */
function describeLabelled(issue: ValidationIssue, label: Localized): Message | undefined {
  const limit = String(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return msg('validation.required', { label });
    case 'minLength':
      return issue.params.limit === 1
        ? msg('validation.required', { label })
        : msg('validation.minLength', { label, limit });
    case 'maxLength':
      return msg('validation.maxLength', { label, limit });
    case 'minimum':
      return msg('validation.min', { label, limit });
    case 'maximum':
      return msg('validation.max', { label, limit });
    case 'type':
      return msg('validation.type', { label, type: valueType(issue.params.type) });
    case 'pattern':
    case 'format':
      return msg('validation.pattern', { label });
    default:
      return undefined;
  }
}

/** Maps every failure to the envelope (or the OAuth body) with HTTP status = code; never leaks internals. */
export function registerErrorHandling(
  app: FastifyInstance,
  /** Told about every unhandled error (the 500s), e.g. to keep it in the error log. */
  onUnhandled?: (error: Error, request: FastifyRequest) => void,
): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    // The envelope of a failure, said in the reader's language.
    const fail = (code: number, said: Message | string, data: unknown = null) =>
      reply.code(code).send({ ...failure(code, said, data), msg: say(request, said) });
    // A failure of the server's own, in the process log and the error log; a failed query's
    // parameters (a password hash, a token's hash) in neither.
    const report = (failed: Error, what: string) => {
      const logged = withoutParameters(failed);
      request.log.error({ err: logged }, what);
      onUnhandled?.(logged, request);
    };
    if (error instanceof OAuthError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ error: error.error, error_description: say(request, error.said) });
    }
    // Rows in `data` hold bigints and Dates: in wire form, as every answer.
    if (error instanceof HttpError) return fail(error.statusCode, error.said, toWireValue(error.data));
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const context = fastifyError.validationContext;
      const issues = fastifyError.validation as ValidationIssue[];
      const violation = describeValidation(
        issues,
        context,
        context ? request.routeOptions.schema?.[context] : undefined,
      );
      const field = context === 'body' ? bodyFieldOf(issues[0]) : undefined;
      return fail(400, violation, fieldData(field));
    }
    // A hung or overloaded database (db/timeouts.ts): the request may well work again shortly.
    if (isDatabaseUnavailable(error)) {
      report(error, 'database not answering');
      reply.header('retry-after', '5');
      return fail(503, msg('http.databaseUnavailable'));
    }
    const dbCode = sqlStateOf(error);
    if (dbCode === '23505') return fail(400, msg('http.duplicate'));
    if (dbCode === '23502') return fail(400, msg('http.missingColumn'));
    // Class 22 = data exception: a value the column cannot hold (an id beyond bigint, too long a text).
    if (dbCode?.startsWith('22')) return fail(400, msg('http.valueOutOfRange'));
    // Fastify's own client errors (bad JSON, unsupported media type, body too large, …).
    const code = fastifyError.statusCode;
    if (code !== undefined && code >= 400 && code < 500) return fail(code, clientErrorMessage(fastifyError));
    const malformed = multipartFault(error);
    if (malformed) return fail(400, malformed.said);
    report(error, 'unhandled error');
    return fail(500, MSG.serverError);
  });
}

/**
 * Fastify's `frameworkErrors`: failures before routing, which the error handler never sees. A path
 * with a malformed percent-escape (`/api/%zz`) is the caller's mistake: the envelope, HTTP 400.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const bad = error.code === 'FST_ERR_BAD_URL';
  const code = bad ? 400 : (error.statusCode ?? 500);
  const said = bad ? msg('http.badUrl') : code >= 500 ? MSG.serverError : clientErrorMessage(error);
  void reply.code(code).send({ ...failure(code, said), msg: say(request, said) });
}

function clientErrorMessage(error: FastifyError): Message {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('http.unsupportedMediaType', { type: error.message });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('http.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('http.invalidJson');
    default:
      // Fastify's other client errors say themselves in English only: the same words for everyone.
      return msg('http.badRequestDetail', { detail: error.message });
  }
}
