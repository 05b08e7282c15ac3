import { type HTMLAttributes, useMemo } from 'react';
import { Prose } from './SafeHtml.styles';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the database (news, product texts): sanitised with DOMPurify before it is rendered. */
  html: string | null | undefined;
}

/**
 * Rich text from the database, shown as formatted text. Everything passes DOMPurify first, so a
 * script, an event handler or a `javascript:` link stored by anyone never reaches the page.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Prose {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
