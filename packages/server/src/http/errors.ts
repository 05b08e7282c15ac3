import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, HttpError, MSG, OAuthError } from './envelope';

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

/** Turns the first schema violation into one readable sentence (Chinese first, like Blade's own messages). */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return '请求参数不正确';
  const where = CONTEXT_NAMES[context ?? ''] ?? '参数';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  switch (issue.keyword) {
    case 'required':
      return `缺少必要的请求参数: ${String(issue.params.missingProperty)}`;
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

/** Maps every failure to the envelope (or the OAuth body) with HTTP status = code; never leaks internals. */
export function registerErrorHandling(
  app: FastifyInstance,
  /** Told about every unhandled error (the 500s), e.g. to keep it in the error log. */
  onUnhandled?: (error: Error, request: FastifyRequest) => void,
): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof OAuthError) {
      return reply.code(error.statusCode).send({ error: error.error, error_description: error.message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.statusCode, error.message));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const msg = describeValidation(
        fastifyError.validation as ValidationIssue[],
        fastifyError.validationContext,
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
    request.log.error({ err: error }, 'unhandled error');
    onUnhandled?.(error, request);
    return reply.code(500).send(failure(500, MSG.serverError));
  });
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
