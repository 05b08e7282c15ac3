import type { RecordHistory } from '@blade-console/blade-client/types';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AccessClaims } from '../auth/jwt';
import { idValue } from '../crud/fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageRequest, selectPage } from '../crud/paging';
import { versionSchema } from '../crud/routes';
import { submitRow } from '../crud/writes';
import type { Db } from '../db/connection';
import { parseId } from '../db/ids';
import { bladeRecordHistory } from '../db/schema';
import { currentUser, requireAdmin, requireSuperAdmin } from '../http/auth-hook';
import { badRequest, HttpError, ok } from '../http/envelope';
import { looseRow, okResponse, pageOf, type ServicePlugin, statusResponse } from '../http/schemas';
import { formatDateTime } from '../http/wire-format';
import { msg } from '../i18n';
import { type HistoryEntry, historyEntry } from './registry';
import { versionAt } from './restore';

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const listQuery = Type.Object({
  resource: text(64),
  recordId: text(64),
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});

const historyRow = Type.Object({
  id: Type.String(),
  resource: Type.String(),
  recordId: Type.String(),
  operation: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  tenantId: Type.String(),
  createTime: Type.String(),
  changes: Type.Array(looseRow),
  restoredFrom: Type.String(),
});

const restoreBody = Type.Object({ id: idValue(), updateTime: versionSchema });

/**
 * Who may read a resource's rows may read their history, by the same rules as its detail route:
 * the role its routes require, the API scopes on its detail path, and the record's tenant and data
 * scope (a removed record's too). Answers the resource's entry and the record's key.
 */
async function seeRecord(
  db: Db,
  request: FastifyRequest,
  apiAllows: ApiAllows,
  resource: string,
  key: string,
) {
  const entry = historyEntry(db, resource);
  if (!entry) throw badRequest(msg('history.unknownResource', { resource }));
  if (entry.access === 'admin') await requireAdmin(request);
  if (entry.access === 'super') await requireSuperAdmin(request);
  const user = currentUser(request);
  if (!(await apiAllows(user, entry.detailPath))) {
    throw new HttpError(403, msg('http.forbiddenApi', { path: entry.detailPath }));
  }
  return { entry, user, recordId: await entry.see(db, user, key) };
}

type ApiAllows = (user: AccessClaims, path: string) => Promise<boolean>;

/** History rows a caller may see of one record: the record's tenant's, unless every tenant shares it. */
function recordRows(entry: HistoryEntry, user: AccessClaims, resource: string, recordId: string) {
  return and(
    eq(bladeRecordHistory.resource, resource),
    eq(bladeRecordHistory.recordId, recordId),
    entry.tenantScoped ? eq(bladeRecordHistory.tenantId, user.tenant_id) : undefined,
  );
}

/** `/api/blade-system/record-history`: a record's history, and an administrator's restore of a version. */
export const recordHistoryRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const apiAllows: ApiAllows = (user, path) => ctx.apiScopes.allows(user, path);
  const tags = ['record-history'];

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '记录历史',
        description: 'Record history, newest first',
        querystring: listQuery,
        response: okResponse(pageOf(historyRow)),
      },
    },
    async (request) => {
      const { resource, recordId } = request.query;
      const { entry, user, recordId: key } = await seeRecord(db, request, apiAllows, resource, recordId);
      const page = await selectPage(
        db,
        bladeRecordHistory,
        recordRows(entry, user, resource, key),
        [desc(bladeRecordHistory.createTime), desc(bladeRecordHistory.id)],
        pageRequest(request.query),
      );
      return ok({ ...page, records: page.records.map(toWire) });
    },
  );

  app.post(
    '/restore',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: '恢复记录版本',
        description: 'Restore a version of a record',
        body: restoreBody,
        response: statusResponse,
      },
    },
    async (request) => {
      const historyId = parseId(request.body.id);
      const [step] = historyId
        ? await db.select().from(bladeRecordHistory).where(eq(bladeRecordHistory.id, historyId))
        : [];
      if (!step) throw badRequest(msg('history.notFound'));
      const { entry, user } = await seeRecord(db, request, apiAllows, step.resource, step.recordId);
      if (entry.tenantScoped && step.tenantId !== user.tenant_id) throw badRequest(msg('history.notFound'));
      if (entry.writeNeedsSuper) await requireSuperAdmin(request);
      const steps = await db
        .select()
        .from(bladeRecordHistory)
        .where(recordRows(entry, user, step.resource, step.recordId))
        .orderBy(asc(bladeRecordHistory.createTime), asc(bladeRecordHistory.id));
      const { model } = entry;
      if (!model) throw badRequest(msg('history.notRestorable', { resource: step.resource }));
      // What a submit may write: the definition's writable fields that history follows.
      const writable = new Set(model.historyFields.filter((field) => field in model.definition.fields));
      const version = versionAt(
        steps.map((s) => ({
          id: s.id,
          operation: s.operation,
          changes: s.changes as RecordHistory['changes'],
        })),
        step.id,
        writable,
        (field) => model.fieldLabel(field),
      );
      // A save like any other (the same checks, hooks and version check), recorded as a restore.
      const body = { ...version, id: step.recordId, updateTime: request.body.updateTime };
      await submitRow(model, db, user, body, { restoredFrom: step.id });
      return ok({});
    },
  );
};

/** A history row as the wire shows it (ids as text, '' for none). */
function toWire(row: Record<string, unknown>): RecordHistory {
  const r = row as typeof bladeRecordHistory.$inferSelect;
  return {
    id: String(r.id),
    resource: r.resource,
    recordId: r.recordId,
    operation: r.operation as RecordHistory['operation'],
    userId: r.userId === null ? '' : String(r.userId),
    userName: r.userName,
    tenantId: r.tenantId,
    createTime: formatDateTime(r.createTime),
    changes: r.changes as RecordHistory['changes'],
    restoredFrom: r.restoredFrom === null ? '' : String(r.restoredFrom),
  };
}
