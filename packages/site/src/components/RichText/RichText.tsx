import { Prose } from './RichText.styles';

/**
 * Rich text written by staff in the console (an article, a service's details). The HTML was
 * sanitised by the server before it reached this page (an allow list: no script, no event
 * handlers, no `javascript:` links): once when it was saved, and again by the public reads, which
 * never hand out stored HTML as it is — so it is shown as markup here. Nothing a visitor writes
 * ever comes through this component.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's public reads (server/src/services/website/public-data.ts, with sanitize.ts's allow list)
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
