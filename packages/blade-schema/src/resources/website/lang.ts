import { text } from '../../define';

/**
 * The language a piece of website content is written in: the public site shows the rows of the
 * visitor's language (zh or en), so each language's content is edited as its own rows.
 */
export const langField = text(8, {
  label: '语言',
  required: true,
  dict: 'site_lang',
  search: 'equal',
  default: 'zh',
  ui: { width: 90 },
});

/** A content row is on the public site when its publish state (dict `publish_status`) is this. */
export const PUBLISHED = 2;
