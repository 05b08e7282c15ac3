import sanitizeHtml from 'sanitize-html';

/**
 * What an account article may contain: the formatting the console's editor produces, less anything
 * that runs or embeds (WeChat drops scripts, iframes and forms anyway; removing them here means
 * the account receives exactly what we show on the site).
 */
const ARTICLE_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
    'img',
    'section',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/** The article body as the account receives it, and the `src` of each image in it (in order, once each). */
export function prepareArticleHtml(html: string): { html: string; imageSources: string[] } {
  const clean = sanitizeHtml(html, {
    ...ARTICLE_RULES,
    // An image without an address (or whose address was unsafe) shows nothing: drop the tag.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.trim(),
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: attribs.src ? { ...attribs, src: attribs.src.trim() } : attribs,
      }),
    },
  });
  // Read from the clean body: transforms run before the scheme check, so the first pass still
  // sees addresses (javascript:…) that it then removes.
  const sources = new Set<string>();
  sanitizeHtml(clean, {
    ...ARTICLE_RULES,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) sources.add(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return { html: clean, imageSources: [...sources] };
}

/** `html` with each image's `src` replaced by its address in `replacements` (others untouched). */
export function replaceImageSources(html: string, replacements: ReadonlyMap<string, string>): string {
  return sanitizeHtml(html, {
    ...ARTICLE_RULES,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ? replacements.get(attribs.src) : undefined;
        return { tagName, attribs: src ? { ...attribs, src } : attribs };
      },
    },
  });
}
