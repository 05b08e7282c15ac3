import type { SiteLang } from '@blade-console/blade-client/types';
import type { PageHead } from './pageHead';

/** Text for an HTML attribute or element: the five characters HTML gives meaning escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An absolute address for a preview picture (`/site/x.svg` → `https://host/site/x.svg`). */
function absolute(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/**
 * The `<head>` tags of a server-rendered page: title, description, canonical link and Open Graph
 * (an article adds its cover and publish time). Every value is escaped: titles come from the
 * database.
 */
export function headTags(head: PageHead, canonical: string, lang: SiteLang): string {
  const origin = new URL(canonical).origin;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', lang === 'en' ? 'en_US' : 'zh_CN'),
  ];
  const image = head.image ? absolute(head.image, origin) : '';
  if (image)
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:card', 'summary_large_image'));
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  return tags.join('\n    ');
}
