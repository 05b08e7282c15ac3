import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { nextId } from '../../db/ids';
import { flowHistory, flowInstance, flowTask } from '../../db/schema';
import { publishEvent, taskPeople } from '../../events/publish';
import { resolveTaskPeople } from './assignees';
import type { StepResult } from './engine';

export interface InstanceRef {
  id: bigint;
  tenantId: string;
  definitionId: string;
}

/**
 * Saves one engine step inside the caller's transaction: the history it made, a task row for each
 * user task it now waits at, and the engine state with the variables. Either all of it is written or,
 * when anything throws, none (the transaction rolls back and the instance stays at its last wait).
 */
export async function saveStep(
  tx: Tx,
  instance: InstanceRef,
  step: StepResult,
  variables: Record<string, unknown>,
): Promise<bigint[]> {
  const [last] = await tx
    .select({ seq: max(flowHistory.seq) })
    .from(flowHistory)
    .where(eq(flowHistory.instanceId, instance.id));
  let seq = last?.seq ?? 0;
  for (const event of step.events) {
    if (event.kind === 'end') {
      const [open] = await tx
        .select({ id: flowHistory.id })
        .from(flowHistory)
        .where(
          and(
            eq(flowHistory.instanceId, instance.id),
            eq(flowHistory.activityId, event.activityId),
            isNull(flowHistory.endTime),
          ),
        )
        .orderBy(desc(flowHistory.seq))
        .limit(1);
      if (open) await tx.update(flowHistory).set({ endTime: event.at }).where(eq(flowHistory.id, open.id));
      continue;
    }
    seq += 1;
    await tx.insert(flowHistory).values({
      id: nextId(),
      instanceId: instance.id,
      seq,
      activityId: event.activityId,
      activityName: event.activityName,
      activityType: event.activityType,
      startTime: event.at,
      endTime: event.kind === 'flow' ? event.at : null,
    });
  }

  const open = await tx
    .select({ activityId: flowTask.activityId })
    .from(flowTask)
    .where(and(eq(flowTask.instanceId, instance.id), isNull(flowTask.endTime)));
  const created: bigint[] = [];
  const now = new Date();
  for (const waiting of step.waiting) {
    if (open.some((t) => t.activityId === waiting.activityId)) continue;
    const id = nextId();
    const people = resolveTaskPeople(waiting, variables);
    await tx.insert(flowTask).values({
      id,
      tenantId: instance.tenantId,
      instanceId: instance.id,
      definitionId: instance.definitionId,
      activityId: waiting.activityId,
      activityName: waiting.activityName,
      createTime: now,
      ...people,
    });
    // Whoever it waits for hears of it when the step commits (the event stream, src/events/).
    await publishEvent(tx, {
      kind: 'task',
      tenant: instance.tenantId,
      taskId: String(id),
      name: waiting.activityName ?? '',
      assignee: taskPeople(people.assignee),
      candidateUsers: taskPeople(people.candidateUsers),
      candidateGroups: taskPeople(people.candidateGroups),
    });
    await tx
      .update(flowHistory)
      .set({ taskId: id })
      .where(
        and(
          eq(flowHistory.instanceId, instance.id),
          eq(flowHistory.activityId, waiting.activityId),
          isNull(flowHistory.endTime),
        ),
      );
    created.push(id);
  }

  await tx
    .update(flowInstance)
    .set({
      engineState: step.state,
      variables,
      ...(step.ended ? { status: 'finished', endTime: now } : {}),
    })
    .where(eq(flowInstance.id, instance.id));
  return created;
}
