import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../auth/jwt';
import { flowTask } from '../../db/schema';
import { msg } from '../../i18n';
import { elementLabel, FlowStepError, type WaitingTask } from './engine';
import { evaluate } from './expressions';

/*
 * Who a task belongs to. Flowable models name people and groups in several ways; all are understood:
 * - `flowable:assignee` and `flowable:candidateUsers` (comma-separated) may name a user by id, by
 *   account, or as BladeX's `taskUser_<id>`; a `${var}` is resolved over the process variables first.
 * - `flowable:candidateGroups` names roles by alias (`manager`) or by id, as the token's `role_name`
 *   and `role_id` claims carry them.
 * A claimed task stores the claimer's user id as its assignee.
 */

/** The names a user may be given by in `assignee`/`candidateUsers`. */
export function userNames(user: AccessClaims): string[] {
  return [user.user_id, user.account, `taskUser_${user.user_id}`].filter(Boolean);
}

/** The roles (aliases and ids) that `candidateGroups` may name for this user. */
export function groupNames(user: AccessClaims): string[] {
  return [...user.role_name.split(','), ...user.role_id.split(',')].map((s) => s.trim()).filter(Boolean);
}

const csvList = (value: unknown): string =>
  (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');

/**
 * The task row fields a waiting user task gets, its expressions resolved over `variables`. An
 * expression that fails to evaluate is a `FlowStepError` naming the task and the attribute.
 */
export function resolveTaskPeople(task: WaitingTask, variables: Record<string, unknown>) {
  const { behaviour } = task;
  const resolve = (attribute: 'assignee' | 'candidateUsers' | 'candidateGroups') => {
    const text = behaviour[attribute];
    if (!text) return null;
    try {
      return csvList(evaluate(text, variables)) || null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new FlowStepError(
        task.activityId,
        msg('flow.assigneeFailed', {
          element: elementLabel(task.activityId, task.activityName),
          attribute,
          text,
          reason,
        }),
      );
    }
  };
  return {
    assignee: resolve('assignee'),
    candidateUsers: resolve('candidateUsers'),
    candidateGroups: resolve('candidateGroups'),
    formKey: behaviour.formKey ?? null,
  };
}

/** `csv` column contains one of `names` (comma-separated list membership). */
function csvContains(
  column: typeof flowTask.candidateUsers | typeof flowTask.candidateGroups,
  names: string[],
): SQL {
  return sql`string_to_array(${column}, ',') && ${sql`array[${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`}`;
}

/** SQL: the task is assigned to this user. */
export function assignedTo(user: AccessClaims): SQL {
  return inArray(flowTask.assignee, userNames(user));
}

/** SQL: the task is offered to this user (as a candidate or by role) and nobody has it yet. */
export function offeredTo(user: AccessClaims): SQL {
  const groups = groupNames(user);
  const offered = [csvContains(flowTask.candidateUsers, userNames(user))];
  if (groups.length > 0) offered.push(csvContains(flowTask.candidateGroups, groups));
  return and(isNull(flowTask.assignee), or(...offered))!;
}

/** In memory: whether `user` may work on `task` (assigned to them, or offered and unclaimed). */
export function mayWorkOn(
  user: AccessClaims,
  task: { assignee: string | null; candidateUsers: string | null; candidateGroups: string | null },
): boolean {
  const names = userNames(user);
  if (task.assignee) return names.includes(task.assignee);
  const has = (csv: string | null, wanted: string[]) =>
    (csv ?? '').split(',').some((v) => wanted.includes(v.trim()));
  return has(task.candidateUsers, names) || has(task.candidateGroups, groupNames(user));
}

/** Where clause for a tenant's open task by id. */
export function openTask(id: bigint, tenantId: string): SQL {
  return and(eq(flowTask.id, id), eq(flowTask.tenantId, tenantId), isNull(flowTask.endTime))!;
}
