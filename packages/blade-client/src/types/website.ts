import type {
  carouselResource,
  contactResourceResource,
  cooperationMessageResource,
  developPathResource,
  employeeActivityResource,
  newsResource,
  orderResource,
  productServiceResource,
  reportResource,
  WireRow,
} from '@blade-console/blade-schema';

/**
 * Public-website content, orders and reports (SPEC §1, §7). SPEC lists these entities without
 * fields; each row type comes from its definition in blade-schema (`packages/blade-schema/src/
 * resources/website`), where the fields a logistics group needs are declared once.
 */

/** A home-page slide. */
export type Carousel = WireRow<typeof carouselResource>;
/** A news article; `content` is sanitised HTML. `syncWeixinPublic` posts it to the WeChat account. */
export type News = WireRow<typeof newsResource>;
/** What `syncWeixinPublic` answers: the news row's sync fields as it just recorded them. */
export type NewsSync = Pick<News, 'syncStatus' | 'syncTime' | 'syncMessage' | 'syncMediaId'>;
/** A message left on the join-us page (`addMessage`); staff read it in the console's inbox. */
export type CooperationMessage = WireRow<typeof cooperationMessageResource>;
/** A way to reach the group (hot line, branch, partners' desk). */
export type ContactResource = WireRow<typeof contactResourceResource>;
/** A milestone of the group's development path. */
export type DevelopPath = WireRow<typeof developPathResource>;
/** An activity of the group's people. */
export type EmployeeActivity = WireRow<typeof employeeActivityResource>;
/** A service the group sells (the /service page). */
export type ProductService = WireRow<typeof productServiceResource>;
/** A shipment booked on /order (`makeOrder`) or by staff; its status moves along `ORDER_TRANSITIONS`. */
export type Order = WireRow<typeof orderResource>;
/** A saved report: a dataset shown as a chart over a number of days. */
export type Report = WireRow<typeof reportResource>;
