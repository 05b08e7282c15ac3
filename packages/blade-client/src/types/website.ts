import type { websiteResources as site, WireRow } from '@blade-console/blade-schema';

/**
 * Public-website content, orders and reports (SPEC §1, §7). SPEC lists these entities without
 * fields; each row type comes from its definition in blade-schema (`packages/blade-schema/src/
 * resources/website`), where the fields a logistics group needs are declared once.
 */

/** A home-page slide. */
export type Carousel = WireRow<typeof site.carousel>;
/** A news article; `content` is sanitised HTML. `syncWeixinPublic` posts it to the WeChat account. */
export type News = WireRow<typeof site.news>;
/** What `syncWeixinPublic` answers: the news row's sync fields as it just recorded them. */
export type NewsSync = Pick<News, 'syncStatus' | 'syncTime' | 'syncMessage' | 'syncMediaId'>;
/** A message left on the join-us page (`addMessage`); staff read it in the console's inbox. */
export type CooperationMessage = WireRow<typeof site.cooperationMessage>;
/** A way to reach the group (hot line, branch, partners' desk). */
export type ContactResource = WireRow<typeof site.contactResource>;
/** A milestone of the group's development path. */
export type DevelopPath = WireRow<typeof site.developPath>;
/** An activity of the group's people. */
export type EmployeeActivity = WireRow<typeof site.employeeActivity>;
/** A service the group sells (the /service page). */
export type ProductService = WireRow<typeof site.productService>;
/**
 * A shipment booked on /order (`makeOrder`) or by staff; its status moves along `ORDER_TRANSITIONS`.
 * Lists and details add the regions' full names (`江苏省 苏州市 虎丘区`) beside their codes.
 */
export type Order = WireRow<typeof site.order> & {
  pickupRegionName?: string;
  deliveryRegionName?: string;
};
/** What `makeOrder` answers: the tracking number the server gave the new order. */
export interface MadeOrder {
  trackingNo: string;
}
/** A saved report: a dataset shown as a chart over a number of days. */
export type Report = WireRow<typeof site.report>;
/** One figure of an opened report: a bar, a slice or a table row (`label` from the dictionary or region tree). */
export interface ReportPoint {
  key: string;
  label: string;
  value: number;
}
/** An opened report (`report/rest/data?id=`): its figures from live data over its last `rangeDays` days. */
export interface ReportData {
  id: string;
  name: string;
  /** A key of dict `report_dataset`. */
  dataset: string;
  /** A key of dict `report_chart`. */
  chartType: string;
  rangeDays: number;
  /** The range counted: its first day at 00:00:00, and now (`yyyy-MM-dd HH:mm:ss`). */
  from: string;
  to: string;
  points: ReportPoint[];
}
/** A plain-text mail staff send (`POST /sendMail`), e.g. a reply to a cooperation message. */
export interface MailBody {
  /** One address. */
  to: string;
  subject: string;
  content: string;
}
/** How the server handed the mail on: kept in its outbox, or sent over SMTP. */
export interface MailResult {
  delivery: 'outbox' | 'smtp';
}
