/**
 * Whether an address may be shown in the console's iframe: only http and https. `javascript:` would
 * run in the console's origin and `data:`/`blob:` documents can phish from inside the console's
 * chrome, so anything else is refused. Relative addresses are resolved against `base` (the page's
 * address by default), the way the iframe itself would resolve them.
 */
export function isSafeFrameUrl(url: string | null | undefined, base?: string): boolean {
  if (typeof url !== 'string') return false;
  // Browsers strip tabs and newlines inside URLs and ignore leading control characters/spaces,
  // so ' java\tscript:' is javascript: — URL parsing below applies the same rules.
  const trimmed = url.trim();
  if (trimmed === '') return false;
  let parsed: URL;
  try {
    const fallbackBase = typeof window !== 'undefined' ? window.location.href : undefined;
    parsed = new URL(trimmed, base ?? fallbackBase);
  } catch {
    return false;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:';
}
