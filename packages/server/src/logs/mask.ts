/**
 * Parameter names whose values never reach a log: passwords, secrets, tokens, signed download links
 * (`blade-link`), captcha answers and one-time codes (SMS, validation). The one list for logged
 * parameters and for query strings in free text; a plain `code` (region, dictionary) stays readable.
 */
const SENSITIVE_KEY =
  /pass(word|wd)?\d*$|secret|token|credential|authorization|blade-auth|blade-link|access_?key|(captcha|sms|valid|verify|verification)[-_]?code$/i;

export const MASK = '******';

/** Objects nested deeper than this are logged as {@link TOO_DEEP}: a log row shows the outline. */
const MAX_LOGGED_DEPTH = 8;
export const TOO_DEEP = '[…]';

/**
 * A copy of `value` with the values of sensitive keys replaced by {@link MASK}. Below
 * {@link MAX_LOGGED_DEPTH} levels, objects become {@link TOO_DEEP}: nothing is passed on unmasked,
 * and the copy is shallow enough for `JSON.stringify` whatever the input's depth.
 */
export function maskSensitive(value: unknown, depth = 0, also?: RegExp): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_LOGGED_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1, also));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SENSITIVE_KEY.test(key) || also?.test(key) ? MASK : maskSensitive(inner, depth + 1, also);
  }
  return out;
}

/**
 * On the sign-in paths, `code` and `state` are one-time secrets too (a texted code, a provider's
 * authorization code): elsewhere `code` is an ordinary field (a dictionary's, a menu's) and stays.
 */
export const SIGN_IN_SECRET_KEY = /^(code|state)$/;
export const isSignInPath = (pathname: string) => pathname.startsWith('/api/blade-auth/');
/** `code=…` and `state=…` in a query: the pairs {@link SIGN_IN_SECRET_KEY} names. */
const SIGN_IN_PAIR = /(^|[?&])(code|state)=[^&#\s]*/g;

/** `text` with the `code` and `state` pairs of a sign-in's query masked. */
export function maskSignInPairs(text: string): string {
  return text.replace(SIGN_IN_PAIR, (_pair, lead: string, name: string) => `${lead}${name}=${MASK}`);
}

/**
 * A URL (absolute, or a path and query) as a log shows it: credentials masked, and on a sign-in
 * path `code` and `state` too (a texted code, an OAuth code: one-time secrets there).
 */
export function maskUrl(url: string): string {
  const masked = maskText(url);
  return isSignInPath(pathOf(url)) ? maskSignInPairs(masked) : masked;
}

/** The path of a URL, absolute or a path and query (`https://h/api/x?y` → `/api/x`). */
export function pathOf(url: string): string {
  return url.replace(/^\w+:\/\/[^/]+/, '').split('?', 1)[0] ?? '';
}

/**
 * A part of every name {@link SENSITIVE_KEY} matches: text without any of them has no pair to mask.
 * Every logged URL passes through maskText (`?current=1&size=10` has a `=`): this one test spares
 * the usual query string the pair-by-pair replacement (issue 43's profile: maskText ~1 % of a list).
 */
const MAY_NAME_SECRET = /pass|secret|token|credential|authorization|blade-|access|code/i;

/** Masks free text that may quote a token (`bearer eyJ…`) or a `password=…` pair, e.g. a stack or URL. */
export function maskText(text: string): string {
  const bearer = /bearer/i.test(text);
  const pairs = text.includes('=') && MAY_NAME_SECRET.test(text);
  // Most texts (request paths, list queries) have neither.
  if (!bearer && !pairs) return text;
  const unbearered = bearer ? text.replace(/(bearer\s+)[\w-]+\.[\w-]+\.[\w-]+/gi, `$1${MASK}`) : text;
  if (!pairs) return unbearered;
  return unbearered.replace(/([\w-]+=)[^&\s)\]},'"]*/g, (pair: string, name: string) =>
    SENSITIVE_KEY.test(name.slice(0, -1)) ? `${name}${MASK}` : pair,
  );
}

/** Text of at most `max` characters (columns have limits; logs must never fail on a long value). */
export function clip(text: string | undefined | null, max: number): string | null {
  if (text === undefined || text === null) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
