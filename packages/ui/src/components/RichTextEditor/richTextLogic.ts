/** Pure rules behind RichTextEditor (tested without an editor). */

export type LinkProblem = 'empty' | 'invalid';

const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a typed link address can be kept: a web address (`https://…`, `http://…` with a host),
 * a mail address (`mailto:…`) or a path of this site (`/news`, not `//elsewhere`). Anything else —
 * `javascript:`, `data:`, a bare word the browser would read as relative — is refused with a
 * message, so a person knows why.
 */
export function linkProblem(raw: string): LinkProblem | undefined {
  const text = raw.trim();
  if (!text) return 'empty';
  if (text.startsWith('/')) return text.startsWith('//') || /\s/.test(text) ? 'invalid' : undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (!SCHEMES.has(url.protocol)) return 'invalid';
  if (url.protocol === 'mailto:') return /^[^\s@]+@[^\s@]+$/.test(url.pathname) ? undefined : 'invalid';
  return url.hostname.includes('.') || url.hostname === 'localhost' ? undefined : 'invalid';
}

/** `isAllowedUri` for Tiptap's link extension: the same rule for typed, pasted and stored links. */
export function isAllowedLink(url: string): boolean {
  return linkProblem(url) === undefined;
}

/**
 * The value a form keeps: the editor's HTML, or '' when it holds nothing a reader would see (an
 * empty paragraph), so "required" means "wrote something". The empty paragraph the editor keeps
 * after a last heading, list or picture (so the cursor can go below it) is not stored.
 */
export function editorValue(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html.replace(/(?:<p><\/p>)+$/, '');
}
