import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, HttpError, MSG, OAuthError } from './envelope';
import { multipartFault } from './upload-errors';
import { toWireValue } from './wire-format';

/** Fastify validation issue, the parts we read to build a message a person can act on. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** The `title` a route's schema gives a top-level field (resource definitions put the field's label there). */
function fieldTitle(schema: unknown, field: string): string | undefined {
  if (!field || field.includes('.') || typeof schema !== 'object' || schema === null) return undefined;
  const properties = (schema as { properties?: Record<string, { title?: unknown }> }).properties;
  const title = properties?.[field]?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/**
 * Turns the first schema violation into one readable sentence (Chinese first, like Blade's own
 * messages). A field whose schema has a title (its label, from the resource definition) is named
 * by that label, as the person knows it from the form: "参数键名不能超过 255 个字符".
 */
export function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  schema?: unknown,
): string {
  const issue = issues[0];
  if (!issue) return '请求参数不正确';
  const where = CONTEXT_NAMES[context ?? ''] ?? '参数';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : '';
  const label = fieldTitle(schema, missing || field);
  if (label) {
    const labelled = describeLabelled(issue, label);
    if (labelled) return labelled;
  }
  switch (issue.keyword) {
    case 'required':
      return `缺少必要的请求参数: ${missing}`;
    case 'minLength':
      return issue.params.limit === 1
        ? `参数 ${field} 不能为空`
        : `参数 ${field} 至少需要 ${String(issue.params.limit)} 个字符`;
    case 'maxLength':
      return `参数 ${field} 不能超过 ${String(issue.params.limit)} 个字符`;
    case 'type':
      return `参数 ${field || where} 类型不正确，应为 ${String(issue.params.type)}`;
    case 'minimum':
    case 'maximum':
      return `参数 ${field} 超出范围: ${issue.message ?? ''}`.trim();
    case 'pattern':
    case 'format':
      return `参数 ${field} 格式不正确`;
    case 'enum':
      return `参数 ${field} 取值不正确，可选值: ${(issue.params.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}`;
    case 'additionalProperties':
      return `${where}包含未知字段: ${String(issue.params.additionalProperty)}`;
    default:
      return `${where}${field ? ` ${field}` : ''} 不正确: ${issue.message ?? issue.keyword}`;
  }
}

/** JSON schema types as a person reads them (`integer,null` is an optional whole number). */
const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  'integer,null': '整数',
  number: '数字',
  'number,null': '数字',
  string: '文本',
  'string,null': '文本',
  boolean: '是或否',
};

/** The labelled sentence of a violation, or undefined where the generic one says it better. */
function describeLabelled(issue: ValidationIssue, label: string): string | undefined {
  switch (issue.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'minLength':
      return issue.params.limit === 1
        ? `${label}不能为空`
        : `${label}至少需要 ${String(issue.params.limit)} 个字符`;
    case 'maxLength':
      return `${label}不能超过 ${String(issue.params.limit)} 个字符`;
    case 'minimum':
      return `${label}不能小于 ${String(issue.params.limit)}`;
    case 'maximum':
      return `${label}不能大于 ${String(issue.params.limit)}`;
    case 'type':
      return `${label}应为${TYPE_NAMES[String(issue.params.type)] ?? String(issue.params.type)}`;
    case 'pattern':
    case 'format':
      return `${label}的格式不正确`;
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
    if (error instanceof OAuthError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ error: error.error, error_description: error.message });
    }
    if (error instanceof HttpError) {
      // Rows in `data` hold bigints and Dates: in wire form, as every answer.
      return reply
        .code(error.statusCode)
        .send(failure(error.statusCode, error.message, toWireValue(error.data)));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const context = fastifyError.validationContext;
      const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
      const msg = describeValidation(
        fastifyError.validation as ValidationIssue[],
        context,
        context === 'querystring' ? schemas?.querystring : context ? schemas?.[context] : undefined,
      );
      return reply.code(400).send(failure(400, msg));
    }
    const dbCode = databaseErrorCode(error);
    if (dbCode === '23505') return reply.code(400).send(failure(400, '数据已存在，请勿重复提交'));
    if (dbCode === '23502') return reply.code(400).send(failure(400, '缺少必要的字段'));
    // Class 22 = data exception: a value the column cannot hold (an id beyond bigint, too long a text).
    if (dbCode?.startsWith('22')) return reply.code(400).send(failure(400, '参数值超出范围或格式不正确'));
    // Fastify's own client errors (bad JSON, unsupported media type, body too large, …).
    const code = fastifyError.statusCode;
    if (code !== undefined && code >= 400 && code < 500) {
      return reply.code(code).send(failure(code, clientErrorMessage(fastifyError)));
    }
    const malformed = multipartFault(error);
    if (malformed) return reply.code(400).send(failure(400, malformed.message));
    request.log.error({ err: error }, 'unhandled error');
    onUnhandled?.(error, request);
    return reply.code(500).send(failure(500, MSG.serverError));
  });
}

/**
 * Fastify's `frameworkErrors`: failures before routing, which the error handler never sees. A path
 * with a malformed percent-escape (`/api/%zz`) is the caller's mistake: the envelope, HTTP 400.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const bad = error.code === 'FST_ERR_BAD_URL';
  const code = bad ? 400 : (error.statusCode ?? 500);
  const msg = bad
    ? '请求地址不正确：路径中的百分号编码（%xx）无效'
    : code >= 500
      ? MSG.serverError
      : error.message;
  void reply.code(code).send(failure(code, msg));
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `不支持的请求内容类型: ${error.message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求体过大';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不是有效的 JSON';
    default:
      return error.message;
  }
}

/** The SQLSTATE of a database error, also when drizzle wrapped it (`DrizzleQueryError.cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
