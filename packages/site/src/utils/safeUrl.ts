/**
 * Addresses stored by staff (slide links, pictures) as the site may use them: a path of this site
 * (`/service`), or an http(s) address. Anything else — `javascript:`, `data:`, `//other-host` —
 * is refused, so a stored value can never run script when clicked or shown.
 */
export type SafeUrl = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export function safeUrl(value: string | null | undefined): SafeUrl | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
    return { kind: 'internal', path: url };
  if (/^https?:\/\//i.test(url)) {
    try {
      return { kind: 'external', href: new URL(url).href };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A picture's address if it is safe to show (see `safeUrl`), else undefined. */
export function safeImage(value: string | null | undefined): string | undefined {
  const url = safeUrl(value);
  if (!url) return undefined;
  return url.kind === 'internal' ? url.path : url.href;
}

/** `2026-11-18 10:00:00` → `2026-11-18`: the day, as the wire writes it. */
export function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}
