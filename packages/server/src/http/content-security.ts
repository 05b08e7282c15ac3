import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** An inline `<script>` (no `src`) that runs: classic, module or no type; data blocks (JSON) do not. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^\s*(|text\/javascript|module|application\/javascript)\s*$/i;

/** The CSP source (`'sha256-…'`) of each inline script `html` runs, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS.test(type) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline-script hashes of those of `files` that exist (built HTML the server serves as it is). */
export function hashesOfFiles(files: readonly string[]): string[] {
  return files
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
}

/**
 * The policy the console and the site work under (issue 17 point 8), as helmet's directives:
 * - scripts: this origin's files and the inline scripts whose hashes are given (the theme boot
 *   script, the site's loader and a page's hydration data), nothing else: no eval, no injected script;
 * - styles: 'unsafe-inline', because styled-components writes its rules into `<style>` tags at run
 *   time and React renders `style` attributes; neither can carry a nonce or a build-time hash, and
 *   styles cannot run code;
 * - images: this origin, data:/blob: (previews, generated images) and any https: address (news
 *   covers, avatars and files on an object store's own host); fonts: this origin and data:;
 * - frames: the console's iframe menu pages show other sites (http and https, as menus name them);
 *   the console itself may be framed only by this origin (its API docs page);
 * - requests (`connect-src`): this origin only, the API is served here.
 */
export function cspDirectives(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:', 'http:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The policy of JSON answers (OWASP's REST Security Cheat Sheet): they load nothing, since no API
 * answer is a document a browser should render. Only this origin may frame them, as every answer
 * (X-Frame-Options SAMEORIGIN): a console menu may show one of the server's own addresses.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'self'";

/** The `Content-Security-Policy` header value of {@link cspDirectives}. */
export function cspHeader(scriptHashes: readonly string[]): string {
  return Object.entries(cspDirectives(scriptHashes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
