/**
 * What a failed query says where people read it (the ops commands' output, the process log, the
 * error log): PostgreSQL's message and SQLSTATE, never the statement's parameters. Drizzle wraps a
 * failed query in an error whose message lists every parameter (`Failed query: … params: …`): a
 * user's bcrypt hash, a session's token hash, in a restore whole rows and on PostgreSQL
 * `blade_secret`'s JWT key and SM2 private key.
 */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error and the causes it wraps, outermost first, three at most: a query error wraps the
 * driver's, which may wrap a socket's.
 */
export function* errorChain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error, also when drizzle wrapped it (`DrizzleQueryError.cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** The message of `error` safe to print: a database error's (unwrapped, redacted) or the error's own. */
export function safeErrorMessage(error: unknown): string {
  const wrapped = isQueryError(error);
  const cause = wrapped ? (error as { cause?: unknown }).cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const message = cause instanceof Error ? cause.message : undefined;
  if (typeof code === 'string' && SQLSTATE.test(code) && message !== undefined)
    return `${redacted(message, code)} (SQLSTATE ${code})`;
  // A wrapped failure without a SQLSTATE (a lost connection): the driver's words, without the query.
  if (wrapped) return message ?? 'a database query failed';
  return message ?? String(error);
}

/**
 * `error` itself, or, for a failed query, an error of its name and stack frames with only its safe
 * message (no `cause` holding the rows).
 */
export function withoutParameters<E>(error: E): E | Error {
  if (!isQueryError(error)) return error;
  const original = error as Error;
  const safe = new Error(safeErrorMessage(error));
  safe.name = original.name;
  const frames = (original.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/** Drizzle's DrizzleQueryError (its class is not exported by the drivers' entry points): it carries `params`. */
export function isQueryError(error: unknown): boolean {
  return error instanceof Error && 'params' in error && 'query' in error;
}

/**
 * Data exceptions (class 22) quote the value they could not take (`invalid input syntax for type
 * bigint: "…"`): a piece of a row, left out. Other classes quote only names (tables, constraints).
 */
function redacted(message: string, code: string): string {
  return code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

/**
 * A text that may quote a failed query's message (a trace's status, an exception event and its
 * stack) with the parameters cut: Drizzle writes them after the query, up to the stack's frames.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: …');
}
