import type { Localized } from '@blade-console/blade-schema';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import type { DbOrTx } from '../../db/connection';
import { flowDefinition, flowHistory, flowInstance } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, notFound, ok } from '../../http/envelope';
import { anyResponse, type ServicePlugin } from '../../http/schemas';
import { languageOf, localized, msg } from '../../i18n';
import { inEach } from '../../i18n/list';
import { flowIdQuery } from './query-schemas';
import { tenantRow } from './tenant-rows';
import { userNamesById } from './work-rows';

/** `2天3小时`, `5分钟`, `12秒` (`2 d 3 h`, `5 min`, `12 s`): how long an activity took (BladeX shows it so). */
export function durationText(start: Date, end: Date | null): Localized | undefined {
  if (!end) return undefined;
  let seconds = Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
  const parts: Localized[] = [];
  for (const [unit, size] of [
    ['flow.days', 86_400],
    ['flow.hours', 3_600],
    ['flow.minutes', 60],
  ] as const) {
    if (seconds >= size) {
      parts.push(localized(msg(unit, { count: Math.floor(seconds / size) })));
      seconds %= size;
    }
  }
  if (parts.length === 0 || (seconds > 0 && parts.length < 2)) {
    parts.push(localized(msg('flow.seconds', { count: seconds })));
  }
  return inEach((language) => parts.map((part) => part[language]).join(language === 'zh' ? '' : ' '));
}

/** The caller-tenant's instance `id`, or a clear 4xx. */
export function instanceOf(db: DbOrTx, user: AccessClaims, id: string) {
  return tenantRow(db, flowInstance, user, {
    id,
    param: 'processInstanceId',
    noun: localized(msg('flow.nounInstance')),
  });
}

async function historyOf(db: DbOrTx, instanceId: bigint) {
  return db
    .select()
    .from(flowHistory)
    .where(eq(flowHistory.instanceId, instanceId))
    .orderBy(asc(flowHistory.seq));
}

/** `/api/blade-flow/process`: what the flow chart and the approval record show. */
export const processRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-process'];
  const ids = { processInstanceId: Type.Optional(Type.String({ maxLength: 32 })) };

  app.get(
    '/model-view',
    {
      schema: {
        tags,
        summary: '流程图与节点状态',
        querystring: Type.Object({
          ...ids,
          processDefinitionId: Type.Optional(Type.String({ maxLength: 255 })),
        }),
        response: anyResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { processInstanceId, processDefinitionId } = request.query;
      if (!processInstanceId && !processDefinitionId) {
        throw badRequest(msg('flow.instanceOrDefinition'));
      }
      const instance = processInstanceId ? await instanceOf(db, user, processInstanceId) : undefined;
      const definitionId = instance?.definitionId ?? processDefinitionId ?? '';
      const [definition] = await db
        .select({ xml: flowDefinition.xml })
        .from(flowDefinition)
        .where(and(eq(flowDefinition.id, definitionId), eq(flowDefinition.tenantId, user.tenant_id)));
      if (!definition) throw notFound(msg('flow.definitionNotFound', { id: definitionId }));
      const history = instance ? await historyOf(db, instance.id) : [];
      const nameOf = await userNamesById(
        db,
        history.map((h) => h.assignee),
      );
      const flow = history.map((h) => ({
        historyActivityId: h.activityId,
        historyActivityType: h.activityType,
        historyActivityName: h.activityName ?? undefined,
        assignee: h.assignee == null ? undefined : String(h.assignee),
        assigneeName: nameOf(h.assignee),
        comment: h.comment ?? undefined,
        createTime: h.startTime,
        endTime: h.endTime,
      }));
      return ok({ xml: definition.xml, flow });
    },
  );

  app.get(
    '/history-flow-list',
    {
      schema: {
        tags,
        summary: '审批记录',
        querystring: flowIdQuery('processInstanceId'),
        response: anyResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const instance = await instanceOf(db, user, request.query.processInstanceId);
      const shown = (await historyOf(db, instance.id)).filter((h) =>
        ['startEvent', 'userTask', 'endEvent'].includes(h.activityType),
      );
      const nameOf = await userNamesById(db, [instance.startUser, ...shown.map((h) => h.assignee)]);
      return ok(
        shown.map((h) => {
          const assignee = h.activityType === 'startEvent' ? instance.startUser : h.assignee;
          return {
            historyActivityId: h.activityId,
            historyActivityName: h.activityName ?? h.activityId,
            historyActivityType: h.activityType,
            assignee: assignee == null ? undefined : String(assignee),
            assigneeName: nameOf(assignee),
            createTime: h.startTime,
            endTime: h.endTime ?? undefined,
            comment: h.comment ?? undefined,
            historyActivityDurationTime: durationText(h.startTime, h.endTime)?.[languageOf(request)],
          };
        }),
      );
    },
  );
};
