import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { isSignInPath, maskSignInPairs, maskText, pathOf } from '../logs/mask';

/** Whether a text attribute names a sign-in path (a URL, a path or a route). */
const namesSignInPath = (value: unknown) => typeof value === 'string' && isSignInPath(pathOf(value));

/**
 * A span attribute's text with credentials masked, as the logs mask them; on a sign-in span,
 * `code` and `state` too.
 */
export function maskedAttribute(text: string, signIn: boolean): string {
  const masked = maskText(text);
  return signIn ? maskSignInPairs(masked) : masked;
}

/**
 * Masks credentials in every text attribute of a span as it ends, before the exporting processor
 * sees it. Blade's sign-in sends the password in the query string, which the HTTP and Fastify
 * instrumentations record as `url.full`, `url.query`, `http.target` and `url.path`; a trace store is
 * read by more people than the log, so nothing reaches it that the log would not show.
 */
export class MaskingSpanProcessor implements SpanProcessor {
  onStart(_span: Span, _parentContext: Context): void {}

  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes as Record<string, unknown>;
    const signIn = Object.values(attributes).some(namesSignInPath);
    for (const [key, value] of Object.entries(attributes)) {
      if (typeof value === 'string') attributes[key] = maskedAttribute(value, signIn);
    }
  }

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {}
}
