import sanitizeHtml from 'sanitize-html';

/**
 * What an article may contain: text structure, links, pictures and simple tables. Everything else
 * (scripts, styles, frames, forms, event handlers, `style`/`class` attributes) is dropped, and
 * the text inside `script`/`style` with it. sanitize-html (a maintained parser-based sanitiser) does
 * the work; this module only states the allow-list, so every rich-text field as it is saved (each
 * `html` field of a definition, crud/resource.ts), the WeChat sync and the server-rendered site all
 * agree on one definition of "safe article HTML".
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links: web addresses, mail and relative paths; pictures: web addresses and relative paths only
  // (no `data:`, no `javascript:`, no `//host` that would borrow the page's scheme).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Editors and pasted text use these synonyms; the article keeps one spelling of each.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // The page's title is the only h1; deeper levels than h4 read as h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link never gives the page it opens a handle on ours, nor our address.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  disallowedTagsMode: 'discard',
};

/** Article HTML reduced to the allow-list above (what every `html` field stores). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}

/** The visible text of some HTML (tags dropped, entities kept), e.g. to tell an empty article. */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/** Whether sanitised article HTML shows nothing: no text and no picture. */
export function isEmptyArticle(html: string): boolean {
  return htmlText(html).replace(/&nbsp;|\s/g, '') === '' && !/<img\s/i.test(html);
}
