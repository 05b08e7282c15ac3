import { integer, text } from '../../define';

/** Fields the website's content areas share (slides, news, services, contacts, milestones, activities). */

/**
 * The language a piece of website content is written in: the public site shows the rows of the
 * visitor's language (zh or en), so each language's content is edited as its own rows.
 */
export const langField = text(8, {
  label: '语言',
  en: 'Language',
  required: true,
  dict: 'site_lang',
  search: 'equal',
  default: 'zh',
  ui: { width: 90 },
});

/** A content row is on the public site when its publish state (dict `publish_status`) is this. */
export const PUBLISHED = 2;
/** A content row still being written: not on the public site. */
export const DRAFT = 1;

/** Whether a row is on the public site (dict `publish_status`); a new row starts as `initial`. */
export const publishStatusField = (initial: number) =>
  integer({
    label: '发布状态',
    en: 'Publishing',
    placeholder: { zh: '请选择发布状态', en: 'Select whether it is published' },
    required: true,
    dict: 'publish_status',
    search: 'equal',
    default: initial,
  });

/** Where a row stands among its siblings on the public site (ascending). */
export const sortField = integer({
  label: '排序',
  en: 'Order',
  // "Enter order" would ask for an order, in a console of orders.
  placeholder: { zh: '请输入排序', en: 'Enter sort order' },
  minValue: 0,
  maxValue: 9999,
  default: 1,
  ui: { width: 80 },
});
