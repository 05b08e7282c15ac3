import type { Message } from '@blade-console/blade-schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccessClaims } from '../../auth/jwt';
import type { Db, Tx } from '../../db/connection';
import { nextId, parseId } from '../../db/ids';
import { bladeProcessLeave, flowDefinition, flowHistory, flowInstance, flowTask } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import { localized, msg } from '../../i18n';
import { mayWorkOn, userNames } from './assignees';
import { completeUserTask, elementLabel, FlowStepError, startInstance } from './engine';
import { saveStep } from './store';
import { tenantRow } from './tenant-rows';

/*
 * The instance lifecycle. Every change runs in one transaction that first locks the rows it decides on
 * (`select … for update`): of two people completing or claiming one task at once, the second waits for
 * the first to commit, then finds the task done/claimed and gets HTTP 409; nothing is half-written.
 */

const conflict = (said: Message) => new HttpError(409, said);

/**
 * Runs an engine step (and the saving of it) as part of `doing`; a step the model or the variables do
 * not allow answers HTTP 400 saying what was being done and where the process stopped. Thrown inside
 * the caller's transaction, it rolls back everything the request wrote.
 */
async function engineStep<T>(doing: Message, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof FlowStepError)
      throw badRequest(msg('flow.stepFailed', { doing: localized(doing), reason: localized(error.said) }));
    throw error;
  }
}

/** `blade_process_leave:123` → table and id (BladeX's business key). */
export function splitBusinessKey(key: string | null): { businessTable?: string; businessId?: string } {
  if (!key) return {};
  const at = key.lastIndexOf(':');
  return at < 0 ? { businessId: key } : { businessTable: key.slice(0, at), businessId: key.slice(at + 1) };
}

/** Starts the definition `definitionId` of the caller's tenant; returns the new instance id. */
export async function startProcess(
  tx: Tx,
  user: AccessClaims,
  definitionId: string,
  variables: Record<string, unknown>,
  businessKey: string | null,
): Promise<bigint> {
  const [definition] = await tx
    .select()
    .from(flowDefinition)
    .where(and(eq(flowDefinition.id, definitionId), eq(flowDefinition.tenantId, user.tenant_id)));
  if (!definition) throw notFound(msg('flow.definitionNotFound', { id: definitionId }));
  if (definition.suspensionState !== 1)
    throw badRequest(msg('flow.definitionSuspended', { name: definition.name }));
  const id = nextId();
  await engineStep(msg('flow.doingStart', { name: definition.name }), async () => {
    const step = await startInstance(definition.xml, { ...variables, initiator: user.user_id }, user.user_id);
    await tx.insert(flowInstance).values({
      id,
      tenantId: user.tenant_id,
      definitionId,
      businessKey,
      startUser: BigInt(user.user_id),
      startTime: new Date(),
      variables: step.variables,
    });
    await saveStep(tx, { id, tenantId: user.tenant_id, definitionId }, step, step.variables);
  });
  return id;
}

/** Locks the caller-tenant's task `taskId`; 404 when it is unknown there, 409 when already done. */
async function lockOpenTask(tx: Tx, user: AccessClaims, taskId: string) {
  const task = await tenantRow(
    tx,
    flowTask,
    user,
    { id: taskId, param: 'taskId', noun: localized(msg('flow.nounTask')) },
    true,
  );
  if (task.endTime) throw conflict(msg('flow.taskDone'));
  return task;
}

/** `work/claim-task`: the caller takes a task offered to them. */
export async function claimTask(db: Db, user: AccessClaims, taskId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await lockOpenTask(tx, user, taskId);
    if (task.assignee) {
      if (userNames(user).includes(task.assignee)) return;
      throw conflict(msg('flow.taskClaimedByOther'));
    }
    if (!mayWorkOn(user, task)) throw new HttpError(403, msg('flow.notYourTaskToClaim'));
    await tx
      .update(flowTask)
      .set({ assignee: user.user_id, claimTime: new Date() })
      .where(and(eq(flowTask.id, task.id), isNull(flowTask.assignee)));
  });
}

export interface CompleteInput {
  taskId: string;
  processInstanceId?: string;
  flag?: string;
  comment?: string;
  variables?: Record<string, unknown>;
}

/** `work/complete-task`: approve (`flag` ok) or reject, with a comment; the instance runs on. */
export async function completeTask(db: Db, user: AccessClaims, input: CompleteInput): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await lockOpenTask(tx, user, input.taskId);
    if (input.processInstanceId && input.processInstanceId !== String(task.instanceId)) {
      throw badRequest(msg('flow.instanceMismatch', { id: input.processInstanceId }));
    }
    if (!mayWorkOn(user, task)) {
      throw task.assignee
        ? new HttpError(403, msg('flow.claimedByOtherCannotComplete'))
        : new HttpError(403, msg('flow.notYourTaskToComplete'));
    }
    const [instance] = await tx
      .select()
      .from(flowInstance)
      .where(eq(flowInstance.id, task.instanceId))
      .for('update');
    if (instance?.status !== 'running' || !instance.engineState) {
      throw conflict(msg('flow.instanceEnded'));
    }
    const pass = input.variables?.pass ?? input.flag === 'ok';
    const variables = {
      ...(instance.variables as Record<string, unknown>),
      ...input.variables,
      pass,
      comment: input.comment ?? '',
    };
    const doing = msg('flow.doingComplete', { element: elementLabel(task.activityId, task.activityName) });
    const step = await engineStep(doing, () =>
      completeUserTask(instance.engineState, task.activityId, variables),
    );
    const now = new Date();
    await tx
      .update(flowTask)
      .set({
        assignee: task.assignee ?? user.user_id,
        claimTime: task.claimTime ?? now,
        endTime: now,
        completedBy: BigInt(user.user_id),
        outcome: pass ? 'pass' : 'reject',
        comment: input.comment ?? null,
      })
      .where(eq(flowTask.id, task.id));
    await tx
      .update(flowHistory)
      .set({ assignee: BigInt(user.user_id), comment: input.comment ?? null })
      .where(eq(flowHistory.taskId, task.id));
    await engineStep(doing, () =>
      saveStep(
        tx,
        { id: instance.id, tenantId: instance.tenantId, definitionId: instance.definitionId },
        step,
        variables,
      ),
    );
    if (step.ended) await finishBusiness(tx, instance.businessKey, now);
  });
}

/** The leave request of a finished instance gets its apply time (BladeX's leave demo). */
async function finishBusiness(tx: Tx, businessKey: string | null, at: Date): Promise<void> {
  const { businessTable, businessId } = splitBusinessKey(businessKey);
  const id = businessId ? parseId(businessId) : undefined;
  if (businessTable === 'blade_process_leave' && id !== undefined) {
    await tx.update(bladeProcessLeave).set({ applyTime: at }).where(eq(bladeProcessLeave.id, id));
  }
}

/** `follow/delete-process-instance`: ends a running instance with a reason; its open tasks close. */
export async function deleteInstance(
  db: Db,
  user: AccessClaims,
  instanceId: string,
  reason: string,
): Promise<void> {
  const ref = { id: instanceId, param: 'processInstanceId', noun: localized(msg('flow.nounInstance')) };
  await db.transaction(async (tx) => {
    const instance = await tenantRow(tx, flowInstance, user, ref, true);
    const { id } = instance;
    if (instance.status !== 'running') throw conflict(msg('flow.instanceEndedCannotDelete'));
    const now = new Date();
    await tx
      .update(flowInstance)
      .set({ status: 'deleted', endTime: now, deleteReason: reason, engineState: null })
      .where(eq(flowInstance.id, id));
    await tx
      .update(flowTask)
      .set({ endTime: now, outcome: 'deleted', comment: reason })
      .where(and(eq(flowTask.instanceId, id), isNull(flowTask.endTime)));
    await tx
      .update(flowHistory)
      .set({ endTime: now })
      .where(and(eq(flowHistory.instanceId, id), isNull(flowHistory.endTime)));
  });
}
