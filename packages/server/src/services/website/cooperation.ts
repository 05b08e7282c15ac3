import { cooperationMessageResource } from '@blade-console/blade-schema';
import { and, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { idString, idsQuerySchema, parseIdCsv } from '../../crud/fields';
import { fieldSchema, modelFor } from '../../crud/resource';
import { registerCrudRoutes, versionSchema } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import { bladeCooperationMessage } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { labelled } from '../../i18n/labels';
import { visitorFormRoute } from './visitor';

const definition = cooperationMessageResource;
const fields = definition.fields;
const READ = 1;
const UNREAD = 0;

/** Messages of the caller's tenant: the join-us inbox (网站管理 › 合作留言). Content is plain text. */
export const cooperationMessageModel = modelFor(definition, bladeCooperationMessage, {
  checkDictionaries: true,
});

/** What a visitor writes on the join-us page; the state fields and the staff's note are not theirs. */
const VISITOR_FIELDS = ['name', 'type', 'company', 'phone', 'email', 'content'] as const;

/** Staff's `submit`: an existing message and the note on it; the visitor's words stay theirs. */
const staffSubmitBody = Type.Object({
  id: labelled(Type.Unsafe<string>(idString()), { zh: '留言编号', en: 'Message id' }),
  reply: Type.Optional(fieldSchema(fields.reply)),
  updateTime: versionSchema,
});

const readQuery = Type.Object({
  ...idsQuerySchema.properties,
  readStatus: labelled(Type.Unsafe<0 | 1>({ type: 'integer', enum: [UNREAD, READ] }), {
    zh: '阅读状态',
    en: 'Read status',
  }),
});

/**
 * `/api/blade-cooperation/cooperationmessage` for staff (administrators): list, detail, remove,
 * `submit` (only the `reply` note of an existing message) and `read` (mark read or unread).
 */
export const cooperationRoutes: ServicePlugin = async (app, { ctx }) => {
  const model = cooperationMessageModel;
  registerCrudRoutes(app, ctx.db, model, { tag: 'cooperation', routes: ['list', 'detail', 'remove'] });

  app.post(
    '/submit',
    {
      schema: {
        tags: ['cooperation'],
        summary: '填写合作留言的处理备注（留言内容由访客填写，不可修改）',
        body: staffSubmitBody,
        response: statusResponse,
      },
    },
    async (request) => {
      const { id, reply, updateTime } = request.body;
      await submitRow(model, ctx.db, currentUser(request), {
        id,
        updateTime,
        ...(reply === undefined ? {} : { reply }),
      });
      return ok({});
    },
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['cooperation'],
        summary: '标记合作留言为已读（readStatus=1）或未读（readStatus=0）',
        querystring: readQuery,
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const read = request.query.readStatus === READ;
      const ids = parseIdCsv(request.query.ids);
      const now = new Date();
      const userId = /^\d+$/.test(user.user_id) ? BigInt(user.user_id) : null;
      const marked = await ctx.db
        .update(bladeCooperationMessage)
        .set({
          readStatus: read ? READ : UNREAD,
          readTime: read ? now : null,
          updateUser: userId,
          updateTime: now,
        })
        .where(and(model.visible(user), inArray(model.column('id'), ids)))
        .returning({ id: model.column('id') });
      if (marked.length === 0) throw badRequest(msg('crud.notFound', { label: model.label }));
      return ok({});
    },
  );
};

/**
 * `POST /api/blade-cooperation/cooperationmessage/addMessage`: a visitor's message from the join-us
 * page (no token, rate-limited per client), for the tenant of the site's address, always unread.
 */
export const addMessageRoutes: ServicePlugin = async (app, { ctx }) => {
  visitorFormRoute(
    app,
    ctx.db,
    {
      path: '/addMessage',
      tag: 'cooperation',
      summary: '网站留言（公开，按客户端限流）',
      resource: definition,
      fields: VISITOR_FIELDS,
      response: statusResponse,
    },
    async (claims, values) => {
      await submitRow(cooperationMessageModel, ctx.db, claims, values);
      return ok({});
    },
  );
};
