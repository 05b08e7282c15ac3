import { type FieldDef, ORDER_STATUS, orderResource, requiredFields } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { fieldSchema, modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import { bladeOrder } from '../../db/schema';
import { ok } from '../../http/envelope';
import { PUBLIC_WRITE_LIMIT } from '../../http/rate-limit';
import { okResponse, type ServicePlugin } from '../../http/schemas';
import { beforeOrderWrite, ORDER_REGION_FIELDS } from './order-rules';
import { addRegionNames } from './regions';
import { siteTenantOf } from './site-tenant';
import { pick, visitorClaims } from './visitor';

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

const visitorRequired = new Set(requiredFields(orderResource));

/** The /order form's body: the visitor's fields with the definition's rules; other keys are ignored. */
const makeOrderBody = Type.Object(
  Object.fromEntries(
    VISITOR_FIELDS.map((name) => {
      const schema = fieldSchema((orderResource.fields as Record<string, FieldDef>)[name] as FieldDef);
      return [name, visitorRequired.has(name) ? schema : Type.Optional(schema)];
    }),
  ),
);

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
  app.post(
    '/makeOrder',
    {
      config: { rateLimit: PUBLIC_WRITE_LIMIT },
      schema: {
        tags: ['order'],
        summary: '网站下单（公开，按客户端限流）',
        body: makeOrderBody,
        response: okResponse(Type.Object({ trackingNo: Type.String() })),
      },
    },
    async (request) => {
      const claims = visitorClaims(await siteTenantOf(ctx.db, request));
      const body = { ...pick(request.body, VISITOR_FIELDS), orderStatus: ORDER_STATUS.pending };
      const id = await submitRow(orderModel, ctx.db, claims, body);
      const order = await orderModel.find(ctx.db, claims, id);
      return ok({ trackingNo: String(order?.trackingNo ?? '') });
    },
  );
};
