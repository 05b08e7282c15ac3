import { and, eq, inArray, isNotNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../auth/jwt';
import { idsQuerySchema, parseIdCsv } from '../../crud/fields';
import type { CrudModel } from '../../crud/model';
import { pageQuerySchema } from '../../crud/paging';
import type { DbOrTx } from '../../db/connection';
import { bladeNotice, bladeNoticeRead } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { type FastifyTypeBox, pageResponse, statusResponse } from '../../http/schemas';

/** A notice is published once its release time has come (a notice without one is a draft). */
function published(): SQL {
  return and(isNotNull(bladeNotice.releaseTime), lte(bladeNotice.releaseTime, sql`now()`))!;
}

/** The caller has not read the notice yet (their marks, in their tenant). */
function unreadBy(user: AccessClaims): SQL {
  return notExists(
    sql`(select 1 from ${bladeNoticeRead} where ${and(
      eq(bladeNoticeRead.tenantId, user.tenant_id),
      eq(bladeNoticeRead.userId, BigInt(user.user_id)),
      eq(bladeNoticeRead.noticeId, bladeNotice.id),
    )})`,
  );
}

/** Marks as read, for the caller, the published notices of their tenant that `only` narrows to. */
async function markRead(db: DbOrTx, model: CrudModel, user: AccessClaims, only?: SQL): Promise<void> {
  const readable = db
    .select({
      tenantId: bladeNotice.tenantId,
      userId: sql`${BigInt(user.user_id)}`.as('user_id'),
      noticeId: bladeNotice.id,
      readTime: sql`now()`.as('read_time'),
    })
    .from(bladeNotice)
    .where(and(model.visible(user), published(), only));
  await db.insert(bladeNoticeRead).select(readable).onConflictDoNothing();
}

/**
 * The bell's notices (`/api/blade-desk/notice/…`): the caller's unread published notices, newest
 * first, and marking some or all of them read. Read marks are per person and tenant.
 */
export function registerNoticeReadRoutes(app: FastifyTypeBox, db: DbOrTx, model: CrudModel): void {
  app.get(
    '/unread-list',
    {
      schema: {
        tags: ['notice'],
        summary: '未读通知公告分页',
        querystring: pageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const query = { ...request.query, descs: 'release_time' };
      const page = await model.list(db, user, query, and(published(), unreadBy(user)));
      // The bell shows a title and a time: the content (rich text, maybe long) stays on the server.
      const records = page.records.map(({ content: _content, ...row }) => row);
      return ok({ ...page, records });
    },
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['notice'],
        summary: '标记通知公告已读',
        querystring: idsQuerySchema,
        response: statusResponse,
      },
    },
    async (request) => {
      const ids = parseIdCsv(request.query.ids);
      await markRead(db, model, currentUser(request), inArray(bladeNotice.id, ids));
      return ok({});
    },
  );

  app.post(
    '/read-all',
    { schema: { tags: ['notice'], summary: '全部通知公告标记已读', response: statusResponse } },
    async (request) => {
      await markRead(db, model, currentUser(request));
      return ok({});
    },
  );
}
