import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connection';

/** A real table of the product's own database, the way a developer would have made one. */
const SHIPMENT_TABLE = [
  `create table demo_shipment (
    id bigint primary key,
    tenant_id varchar(12) not null default '000000',
    ship_no varchar(32) not null,
    weight numeric(12, 2),
    ship_time timestamp(3),
    remark text,
    create_time timestamp(3),
    is_deleted integer not null default 0
  )`,
  `comment on table demo_shipment is '货运单'`,
  `comment on column demo_shipment.ship_no is '运单号'`,
  `comment on column demo_shipment.weight is '重量'`,
];

export async function createShipmentTable(db: Db): Promise<void> {
  for (const statement of SHIPMENT_TABLE) await db.execute(sql.raw(statement));
}
