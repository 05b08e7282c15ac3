import { msg } from '../i18n';
/**
 * The deepest nesting of objects and arrays a JSON body may have. Blade bodies nest a few levels
 * (a tree a dozen at most); thousands overflow the stack of whatever walks the parsed value
 * recursively — the validator, a handler, `JSON.stringify` in the API log — after the handler may
 * already have written (issue 17 point 4).
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = msg('http.tooDeep', { limit: MAX_JSON_DEPTH });

/**
 * Whether JSON `text` nests objects and arrays deeper than `max`, read before it is parsed: one
 * pass without recursion, so no depth can overflow it. Brackets inside strings do not count; text
 * that is not JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
