import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dateColumn, idColumn, tenantColumn, tenantRowColumns } from './columns';

/*
 * The workflow engine's tables (`/blade-flow`). bpmn-engine runs in memory; everything it needs to
 * continue lives here: the deployed XML of each definition and, per instance, the engine state saved at
 * every wait state in the same transaction as the task rows, so any replica can resume it.
 */

/** A process model being designed (`model/*`). */
export const flowModel = pgTable(
  'flow_model',
  {
    ...tenantRowColumns(),
    modelKey: varchar('model_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    version: integer('version').notNull().default(1),
    modelEditorXml: text('model_editor_xml').notNull(),
    createUser: idColumn('create_user'),
    created: dateColumn('created').notNull(),
    lastUpdated: dateColumn('last_updated').notNull(),
  },
  (t) => [index('flow_model_tenant_idx').on(t.tenantId)],
);

/** One deployment (a model deployed, or uploaded files) for one tenant. */
export const flowDeployment = pgTable('flow_deployment', {
  ...tenantRowColumns(),
  name: varchar('name', { length: 255 }).notNull(),
  category: varchar('category', { length: 255 }),
  deploymentTime: dateColumn('deployment_time').notNull(),
});

/** A deployed process definition: id `key:version:deploymentId` as Flowable names them. */
export const flowDefinition = pgTable(
  'flow_definition',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    tenantId: tenantColumn(),
    deploymentId: idColumn('deployment_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 255 }),
    version: integer('version').notNull(),
    resourceName: varchar('resource_name', { length: 255 }).notNull(),
    xml: text('xml').notNull(),
    /** 1 active, 2 suspended (Flowable's SuspensionState). */
    suspensionState: integer('suspension_state').notNull().default(1),
    deploymentTime: dateColumn('deployment_time').notNull(),
  },
  // Unique: two deployments of one key in one tenant never share a version (definitions.ts also
  // serialises them; this is the guarantee).
  (t) => [uniqueIndex('flow_definition_version_uq').on(t.tenantId, t.key, t.version)],
);

/** A process instance and the engine's saved state. */
export const flowInstance = pgTable(
  'flow_instance',
  {
    ...tenantRowColumns(),
    definitionId: varchar('definition_id', { length: 255 }).notNull(),
    businessKey: varchar('business_key', { length: 255 }),
    startUser: idColumn('start_user').notNull(),
    startTime: dateColumn('start_time').notNull(),
    endTime: dateColumn('end_time'),
    /** `running`, `finished` or `deleted`. */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    deleteReason: varchar('delete_reason', { length: 500 }),
    /** bpmn-engine `getState()` at the last wait state; null once the instance ended. */
    engineState: jsonb('engine_state'),
    variables: jsonb('variables').notNull().default({}),
  },
  (t) => [
    index('flow_instance_tenant_idx').on(t.tenantId, t.status),
    index('flow_instance_start_user_idx').on(t.startUser),
  ],
);

/** A user task, open (no end time) or done. */
export const flowTask = pgTable(
  'flow_task',
  {
    ...tenantRowColumns(),
    instanceId: idColumn('instance_id').notNull(),
    definitionId: varchar('definition_id', { length: 255 }).notNull(),
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    activityName: varchar('activity_name', { length: 255 }),
    /** A user id once assigned or claimed (see assignees.ts for what an attribute may name). */
    assignee: varchar('assignee', { length: 255 }),
    candidateUsers: varchar('candidate_users', { length: 1000 }),
    candidateGroups: varchar('candidate_groups', { length: 1000 }),
    formKey: varchar('form_key', { length: 255 }),
    claimTime: dateColumn('claim_time'),
    createTime: dateColumn('create_time').notNull(),
    endTime: dateColumn('end_time'),
    /** The user who completed it, the decision and the comment. */
    completedBy: idColumn('completed_by'),
    outcome: varchar('outcome', { length: 32 }),
    comment: varchar('comment', { length: 2000 }),
  },
  (t) => [
    index('flow_task_instance_idx').on(t.instanceId),
    index('flow_task_open_idx').on(t.tenantId, t.endTime),
  ],
);

/** What the engine passed through: activities and taken sequence flows, for the chart and the record. */
export const flowHistory = pgTable(
  'flow_history',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    instanceId: idColumn('instance_id').notNull(),
    seq: integer('seq').notNull(),
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    activityName: varchar('activity_name', { length: 255 }),
    activityType: varchar('activity_type', { length: 64 }).notNull(),
    taskId: idColumn('task_id'),
    assignee: idColumn('assignee'),
    comment: varchar('comment', { length: 2000 }),
    startTime: dateColumn('start_time').notNull(),
    endTime: dateColumn('end_time'),
  },
  (t) => [index('flow_history_instance_idx').on(t.instanceId, t.seq)],
);

/** The leave requests of the leave process (`/blade-desk/process/leave`). */
export const bladeProcessLeave = pgTable('blade_process_leave', {
  ...tenantRowColumns(),
  processDefinitionId: varchar('process_definition_id', { length: 255 }).notNull(),
  processInstanceId: idColumn('process_instance_id'),
  /** A key of the `leave_type` dictionary; null on requests made before it was stored. */
  leaveType: varchar('leave_type', { length: 64 }),
  startTime: dateColumn('start_time').notNull(),
  endTime: dateColumn('end_time').notNull(),
  days: integer('days').notNull(),
  reason: varchar('reason', { length: 2000 }).notNull(),
  taskUser: varchar('task_user', { length: 255 }),
  applyTime: dateColumn('apply_time'),
  createUser: idColumn('create_user').notNull(),
  createDept: idColumn('create_dept'),
  createTime: dateColumn('create_time').notNull(),
});
