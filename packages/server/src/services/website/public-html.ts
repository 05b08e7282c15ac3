import sanitizeHtml from 'sanitize-html';

/**
 * What rich text from the console may keep on the public site: text structure, links and pictures.
 * No scripts, styles, frames, forms or event handlers, and only http(s), mailto and tel links
 * (a `javascript:` address is dropped): sanitize-html's allow list, so anything it does not know
 * is removed rather than trusted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link leaving the site opens as a plain link; an article's own `target` is not trusted.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Sanitises stored rich text (news, services, activities) before a visitor's page gets it. Content
 * is also cleaned when staff save it; cleaning again here means a row written by any other way
 * (an import, a database edit, an older version) still cannot run script on the site.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
