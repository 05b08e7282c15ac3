import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { withoutQueryParams } from '../db/query-errors';
import { isSignInPath, maskSignInPairs, maskText, pathOf } from '../logs/mask';

/** Whether a text attribute names a sign-in path (a URL, a path or a route). */
const namesSignInPath = (value: unknown) => typeof value === 'string' && isSignInPath(pathOf(value));

/**
 * A span attribute's text with credentials masked, as the logs mask them, and a failed query's
 * parameters cut; on a sign-in span, `code` and `state` too.
 */
export function maskedAttribute(text: string, signIn: boolean): string {
  const masked = maskText(withoutQueryParams(text));
  return signIn ? maskSignInPairs(masked) : masked;
}

function maskTexts(attributes: Record<string, unknown>, signIn: boolean): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') attributes[key] = maskedAttribute(value, signIn);
  }
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
    maskTexts(attributes, signIn);
    // A failed request's error, as its status and its exception event (message and stack) quote it.
    const status = span.status as { message?: string } | undefined;
    if (status?.message) status.message = maskedAttribute(status.message, signIn);
    for (const event of span.events ?? []) if (event.attributes) maskTexts(event.attributes, signIn);
  }

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {}
}
