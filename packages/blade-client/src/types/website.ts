import type { carouselResource, WireRow } from '@blade-console/blade-schema';
import type { Id } from './envelope';
import type { Audit } from './system';

/**
 * Public-website content (SPEC §1, §7). SPEC lists these entities without fields; the fields below are the
 * ones the site pages need (title, picture, text, ordering) and are what the reference server stores.
 */

/** A home-page slide: its fields come from the definition (blade-schema `carouselResource`). */
export type Carousel = WireRow<typeof carouselResource>;

/** A news article; `content` is HTML. `syncWeixinPublic` posts it to the public WeChat account. */
export interface News extends Audit {
  id?: Id;
  title: string;
  summary?: string;
  content: string;
  coverUrl?: string;
  author?: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  releaseTime?: string;
  /** Set once synced to the WeChat public account (0 no, 1 yes). */
  syncStatus?: number;
  /** 1 draft, 2 published (the enable action). */
  status?: number;
}

/** A message left through the "cooperate with us" form (`addMessage`). */
export interface CooperationMessage extends Audit {
  id?: Id;
  name: string;
  phone: string;
  email?: string;
  company?: string;
  content: string;
}

/** A contact entry of the "about us" page (office, phone, address). */
export interface ContactResource extends Audit {
  id?: Id;
  name: string;
  phone?: string;
  email?: string;
  address?: string;
  /** Map coordinates, `lng,lat`. */
  location?: string;
  sort?: number;
}

/** A milestone of the company's development path. */
export interface DevelopPath extends Audit {
  id?: Id;
  /** Year or date label (`2019`). */
  year: string;
  title: string;
  content?: string;
  imageUrl?: string;
  sort?: number;
}

/** A staff activity shown on the "join us" page. */
export interface EmployeeActivity extends Audit {
  id?: Id;
  title: string;
  content?: string;
  imageUrl?: string;
  activityTime?: string;
  sort?: number;
}

/** A product/service offering (the /service page). */
export interface ProductService extends Audit {
  id?: Id;
  name: string;
  summary?: string;
  content?: string;
  imageUrl?: string;
  sort?: number;
}

/**
 * A shipment order booked on the /order page (`makeOrder`) and managed in the console. Order status values
 * are not in SPEC; the reference server uses 0 new, 1 confirmed, 2 in transit, 3 delivered, 4 cancelled.
 */
export interface Order extends Audit {
  id?: Id;
  orderNo?: string;
  senderName: string;
  senderPhone: string;
  senderAddress: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  goodsName: string;
  /** kg. */
  weight?: number;
  /** m³. */
  volume?: number;
  quantity?: number;
  remark?: string;
}

/** A saved report of the report service (`/blade-report/report/rest`, UReport-style). */
export interface Report {
  id?: Id;
  name: string;
  /** The report definition (UReport XML). */
  content?: string;
  createTime?: string;
  updateTime?: string;
}
