import DOMPurify from 'dompurify';

/**
 * What stored rich text may keep: the formatting the editor writes (headings, emphasis, lists,
 * quotes, code, links, pictures, tables pasted from elsewhere). No styles (they can hide or
 * overlay content), no forms, frames or embedded objects, no `data-` attributes; DOMPurify drops
 * scripts, event handlers and `javascript:` addresses itself.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  // Kept so the hook below can make it safe (a link may open a new window).
  ADD_ATTR: ['target'],
  ALLOW_ARIA_ATTR: true,
};

let hooked = false;

/**
 * A link that opens a new window must not hand it this page (`window.opener`), and the page
 * does not vouch for where it leads: one hook, added once, on DOMPurify's shared instance.
 */
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') && node.getAttribute('target') !== '_self') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Stored HTML made safe to render: see {@link CONFIG}. Empty for nothing or a non-string. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  addLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
