import { type FieldDef, ORDER_STATUS, orderResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import { bladeOrder } from '../../db/schema';
import { ok } from '../../http/envelope';
import { okResponse, type ServicePlugin } from '../../http/schemas';
import { beforeOrderWrite, ORDER_REGION_FIELDS } from './order-rules';
import { addRegionNames } from './regions';
import { visitorFormRoute } from './visitor';

// The definition's own decoration (dictionary names), which the order's extends with region names.
const dictionaryNames = modelFor(orderResource, bladeOrder).definition.decorate;

/**
 * Orders of the caller's tenant (网站管理 › 订单管理). Lists and details add the regions' full names
 * (`pickupRegionName`: `江苏省 苏州市 虎丘区`) beside their codes, for staff to read.
 */
export const orderModel = modelFor(orderResource, bladeOrder, {
  beforeWrite: beforeOrderWrite,
  decorate: async (rows, db, user) => {
    await dictionaryNames?.(rows, db, user);
    await addRegionNames(db, rows, ORDER_REGION_FIELDS);
  },
});

/** What a visitor may fill in on /order: every writable field but the status. */
const VISITOR_FIELDS = Object.entries(orderResource.fields as Record<string, FieldDef>)
  .filter(([name, field]) => !field.readOnly && name !== 'orderStatus')
  .map(([name]) => name);

/** `/api/blade-order/order`: staff's list, detail, submit and remove (administrators). */
export const orderRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, orderModel, { tag: 'order' });
};

/**
 * `POST /api/blade-order/order/makeOrder`: a visitor books an order from the public site (no token,
 * rate-limited per client). The order belongs to the tenant of the site's address and always starts
 * pending, whatever status or tracking number the body carries; the answer is its tracking number.
 */
export const makeOrderRoutes: ServicePlugin = async (app, { ctx }) => {
  visitorFormRoute(
    app,
    ctx.db,
    {
      path: '/makeOrder',
      tag: 'order',
      summary: '网站下单（公开，按客户端限流）',
      resource: orderResource,
      fields: VISITOR_FIELDS,
      response: okResponse(Type.Object({ trackingNo: Type.String() })),
    },
    async (claims, values) => {
      const id = await submitRow(orderModel, ctx.db, claims, {
        ...values,
        orderStatus: ORDER_STATUS.pending,
      });
      const order = await orderModel.find(ctx.db, claims, id);
      return ok({ trackingNo: String(order?.trackingNo ?? '') });
    },
  );
};
