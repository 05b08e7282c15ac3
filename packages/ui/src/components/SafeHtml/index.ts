export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { Prose, proseStyles } from './SafeHtml.styles';
export { sanitizeHtml } from './sanitize';
export { DANGEROUS_TAGS, dangerousAttributes, OWASP_XSS_PAYLOADS } from './xssPayloads';
