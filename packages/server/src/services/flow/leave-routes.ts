import { leaveDays, MAX_LEAVE_DAYS, MAX_LEAVE_REASON } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { nextId, parseId } from '../../db/ids';
import { bladeProcessLeave, flowDefinition } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { rowResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { parseDateTime } from '../../http/wire-format';
import { localized, type MessageKey, msg } from '../../i18n';
import { labelled } from '../../i18n/labels';
import { listOf } from '../../i18n/list';
import { dictLabels } from '../system/dict/lookup';
import { startProcess } from './instances';
import { instanceOf } from './process-routes';
import { flowIdQuery } from './query-schemas';
import { tenantRow } from './tenant-rows';
import { userNamesById } from './work-rows';

/** A body field's name in both languages, as the leave's messages write it. */
const field = (key: MessageKey) => localized(msg(key));

function timeField(value: string, name: 'startTime' | 'endTime', label: MessageKey): Date {
  const date = parseDateTime(value);
  if (!date) throw badRequest(msg('flow.badTime', { field: field(label), value }), name);
  return date;
}

/** `/api/blade-desk/process/leave`: the leave process's business form (BladeX demo). */
export const leaveRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-leave'];

  app.post(
    '/start-process',
    {
      schema: {
        tags,
        summary: '发起请假流程',
        body: Type.Object({
          processDefinitionId: Type.String({ minLength: 1, maxLength: 255 }),
          // Optional on the wire: BladeX's own leave form has no type; when sent it must be known.
          leaveType: Type.Optional(Type.String({ maxLength: 64 })),
          // Named as the handler's own checks name them: a missing reason and a blank one read alike.
          startTime: labelled(Type.String({ minLength: 1, maxLength: 32 }), field('flow.fieldStartTime')),
          endTime: labelled(Type.String({ minLength: 1, maxLength: 32 }), field('flow.fieldEndTime')),
          reason: labelled(Type.String({ maxLength: MAX_LEAVE_REASON }), field('flow.fieldReason')),
          taskUser: Type.Optional(Type.String({ maxLength: 255 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const start = timeField(body.startTime, 'startTime', 'flow.fieldStartTime');
      const end = timeField(body.endTime, 'endTime', 'flow.fieldEndTime');
      if (end.getTime() < start.getTime()) throw badRequest(msg('flow.endBeforeStart'), 'endTime');
      const reason = body.reason.trim();
      if (!reason) throw badRequest(msg('flow.reasonRequired'), 'reason');
      const days = leaveDays(start, end);
      if (days > MAX_LEAVE_DAYS)
        throw badRequest(msg('flow.leaveTooLong', { max: MAX_LEAVE_DAYS }), 'endTime');
      const leaveType = body.leaveType?.trim() || null;
      if (leaveType) {
        const types = await dictLabels(db, 'leave_type');
        if (!types.has(leaveType))
          throw badRequest(
            msg('flow.unknownLeaveType', { value: leaveType, allowed: listOf([...types.keys()]) }),
          );
      }
      await db.transaction(async (tx) => {
        const id = nextId();
        const now = new Date();
        await tx.insert(bladeProcessLeave).values({
          id,
          tenantId: user.tenant_id,
          processDefinitionId: body.processDefinitionId,
          leaveType,
          startTime: start,
          endTime: end,
          days,
          reason,
          taskUser: body.taskUser ?? null,
          createUser: BigInt(user.user_id),
          createDept: parseId(user.dept_id.split(',')[0]) ?? null,
          createTime: now,
        });
        const variables = {
          days,
          reason,
          ...(leaveType ? { leaveType } : {}),
          businessId: String(id),
          ...(body.taskUser ? { taskUser: body.taskUser } : {}),
        };
        const instanceId = await startProcess(
          tx,
          user,
          body.processDefinitionId,
          variables,
          `blade_process_leave:${id}`,
        );
        await tx
          .update(bladeProcessLeave)
          .set({ processInstanceId: instanceId })
          .where(eq(bladeProcessLeave.id, id));
      });
      return ok({});
    },
  );

  app.get(
    '/detail',
    { schema: { tags, summary: '请假详情', querystring: flowIdQuery('businessId'), response: rowResponse } },
    async (request) => {
      const user = currentUser(request);
      const ref = {
        id: request.query.businessId,
        param: 'businessId',
        noun: localized(msg('flow.nounLeave')),
      };
      const leave = await tenantRow(db, bladeProcessLeave, user, ref);
      const instance = leave.processInstanceId
        ? await instanceOf(db, user, String(leave.processInstanceId))
        : undefined;
      const [definition] = await db
        .select({ name: flowDefinition.name, key: flowDefinition.key })
        .from(flowDefinition)
        .where(eq(flowDefinition.id, leave.processDefinitionId));
      const { tenantId: _tenant, ...row } = leave;
      const types = leave.leaveType ? await dictLabels(db, 'leave_type') : undefined;
      // Who asks: the approver decides on a person, not an id.
      const nameOf = await userNamesById(db, [leave.createUser]);
      return ok({
        ...row,
        createUserName: nameOf(leave.createUser),
        leaveTypeName: leave.leaveType ? (types?.get(leave.leaveType) ?? '') : undefined,
        flow: {
          processInstanceId: leave.processInstanceId,
          processDefinitionId: leave.processDefinitionId,
          processDefinitionName: definition?.name,
          processDefinitionKey: definition?.key,
          status: instance?.status,
          processIsFinished: instance && instance.status !== 'running' ? 'finished' : 'unfinished',
        },
      });
    },
  );
};
