export { OWASP_XSS_PAYLOADS } from './owaspXssPayloads';

/** Attributes that must never reach the page from stored content. */
export function dangerousAttributes(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      // Browsers skip whitespace and control characters inside a scheme (`jav\tascript:`).
      const address = [...value]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (
        lower.startsWith('on') ||
        lower === 'style' ||
        lower === 'srcdoc' ||
        lower === 'formaction' ||
        (['href', 'src', 'action', 'data', 'xlink:href'].includes(lower) &&
          (address.startsWith('javascript:') || address.startsWith('data:text')))
      )
        found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
    }
  }
  return found;
}

/** Elements that run or embed something, which stored content must never bring. */
export const DANGEROUS_TAGS = 'script, iframe, object, embed, form, input, meta, style, base, link';
