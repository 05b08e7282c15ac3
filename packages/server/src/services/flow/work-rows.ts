import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { parseId } from '../../db/ids';
import { bladeUser, flowDefinition, type flowInstance, flowTask } from '../../db/schema';
import { categoryNames } from './definitions';
import { splitBusinessKey } from './instances';

type TaskRow = typeof flowTask.$inferSelect;
type InstanceRow = typeof flowInstance.$inferSelect;
type DefinitionRow = typeof flowDefinition.$inferSelect;

/** The tasks `instances` wait at now (not yet completed). */
export async function openTasksOf(db: DbOrTx, instances: InstanceRow[]): Promise<TaskRow[]> {
  if (instances.length === 0) return [];
  const ids = instances.map((i) => i.id);
  return db
    .select()
    .from(flowTask)
    .where(and(inArray(flowTask.instanceId, ids), isNull(flowTask.endTime)));
}

/** The display names of the user ids among `ids` (others, e.g. accounts, show as they are). */
export async function userNamesById(db: DbOrTx, ids: (string | bigint | null | undefined)[]) {
  const wanted = [...new Set(ids.map((v) => (v == null ? undefined : parseId(String(v)))))].filter(
    (v): v is bigint => v !== undefined,
  );
  const rows = wanted.length
    ? await db
        .select({ id: bladeUser.id, realName: bladeUser.realName, name: bladeUser.name })
        .from(bladeUser)
        .where(inArray(bladeUser.id, wanted))
    : [];
  const names = new Map(rows.map((r) => [String(r.id), r.realName ?? r.name ?? String(r.id)]));
  return (id: string | bigint | null | undefined) =>
    id == null ? undefined : (names.get(String(id)) ?? String(id));
}

async function definitionsById(db: DbOrTx, ids: string[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(flowDefinition)
        .where(inArray(flowDefinition.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** What every list of the work area looks up for its rows: their definitions, the category names, the people's names. */
async function lookupsOf(
  db: DbOrTx,
  definitionIds: string[],
  userIds: (string | bigint | null | undefined)[],
) {
  const definitions = await definitionsById(db, definitionIds);
  const categories = await categoryNames(db);
  return { definitions, categories, nameOf: await userNamesById(db, userIds) };
}

/** The process context of a work-list row (BladeX's `BladeFlow`). */
function processFields(
  instance: InstanceRow | undefined,
  definition: DefinitionRow | undefined,
  categories: Map<string, string>,
) {
  return {
    processInstanceId: instance ? String(instance.id) : undefined,
    processDefinitionId: definition?.id,
    processDefinitionKey: definition?.key,
    processDefinitionName: definition?.name,
    processDefinitionVersion: definition?.version,
    category: definition?.category ?? undefined,
    categoryName: definition?.category ? categories.get(definition.category) : undefined,
    processIsFinished: instance && instance.status !== 'running' ? 'finished' : 'unfinished',
    ...splitBusinessKey(instance?.businessKey ?? null),
  };
}

/** Task rows with their instances, as the claim/todo/done lists show them. */
export async function taskRecords(db: DbOrTx, tasks: TaskRow[], instances: InstanceRow[], status: string) {
  const instanceById = new Map(instances.map((i) => [String(i.id), i]));
  const { definitions, categories, nameOf } = await lookupsOf(
    db,
    tasks.map((t) => t.definitionId),
    tasks.map((t) => t.assignee),
  );
  return tasks.map((task) => ({
    taskId: String(task.id),
    taskName: task.activityName ?? task.activityId,
    taskDefinitionKey: task.activityId,
    assignee: task.assignee ?? undefined,
    assigneeName: nameOf(task.assignee),
    createTime: task.createTime,
    endTime: task.endTime ?? undefined,
    historyTaskEndTime: task.endTime ?? undefined,
    executionId: String(task.instanceId),
    formKey: task.formKey ?? undefined,
    comment: task.comment ?? undefined,
    ...processFields(
      instanceById.get(String(task.instanceId)),
      definitions.get(task.definitionId),
      categories,
    ),
    status,
  }));
}

/**
 * How an instance ended, for the person who started it: its last decision (`pass`, which every
 * completed task sets: 驳回 ends a leave with false), or withdrawn; none while it runs. Without it
 * the sent list said 已结束 of an approved and of a rejected leave alike.
 */
function outcomeOf(instance: InstanceRow): 'pass' | 'reject' | 'deleted' | undefined {
  if (instance.status === 'deleted') return 'deleted';
  if (instance.status === 'running') return undefined;
  return (instance.variables as Record<string, unknown> | null)?.pass === false ? 'reject' : 'pass';
}

/** Instance rows (send list), each with the names of the tasks it waits at and how it ended. */
export async function instanceRecords(db: DbOrTx, instances: InstanceRow[], openTasks: TaskRow[]) {
  const { definitions, categories, nameOf } = await lookupsOf(
    db,
    instances.map((i) => i.definitionId),
    instances.map((i) => i.startUser),
  );
  return instances.map((instance) => {
    const waiting = openTasks.filter((t) => t.instanceId === instance.id);
    return {
      taskId: waiting[0] ? String(waiting[0].id) : undefined,
      taskName: waiting.map((t) => t.activityName ?? t.activityId).join(',') || undefined,
      assignee: String(instance.startUser),
      assigneeName: nameOf(instance.startUser),
      createTime: instance.startTime,
      endTime: instance.endTime ?? undefined,
      historyTaskEndTime: instance.endTime ?? undefined,
      executionId: String(instance.id),
      ...processFields(instance, definitions.get(instance.definitionId), categories),
      status: instance.status,
      outcome: outcomeOf(instance),
    };
  });
}

/** Running instances as the follow list shows them (BladeX's process tracking), each with its open task count. */
export async function followRecords(db: DbOrTx, instances: InstanceRow[]) {
  const definitions = await definitionsById(
    db,
    instances.map((i) => i.definitionId),
  );
  const open = await openTasksOf(db, instances);
  const nameOf = await userNamesById(
    db,
    instances.map((i) => i.startUser),
  );
  return instances.map((i) => {
    const definition = definitions.get(i.definitionId);
    return {
      id: String(i.id),
      processInstanceId: String(i.id),
      processDefinitionId: i.definitionId,
      processDefinitionKey: definition?.key,
      processDefinitionName: definition?.name,
      processDefinitionVersion: definition?.version,
      businessKey: i.businessKey ?? undefined,
      ...splitBusinessKey(i.businessKey),
      startUser: nameOf(i.startUser),
      startTime: i.startTime,
      endTime: i.endTime ?? undefined,
      status: i.status,
      suspensionState: definition?.suspensionState ?? 1,
      openTasks: open.filter((t) => t.instanceId === i.id).length,
    };
  });
}
