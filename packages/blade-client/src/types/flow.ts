import type { Id } from './envelope';

/**
 * Workflow types (`/blade-flow`). SPEC §3 fixes only the history node; the rest follow BladeX's
 * Flowable-based flow module and are documented per field.
 */

/** A process model being designed (`model/*`). `modelEditorXml` holds the BPMN. */
export interface FlowModel {
  id?: Id;
  modelKey: string;
  name: string;
  description?: string;
  version?: number;
  created?: string;
  lastUpdated?: string;
  tenantId?: string;
  modelEditorXml?: string;
}

/** `model/deploy`: deploys a model into a category for some tenants (comma-joined). */
export interface DeployModelInput {
  modelId: Id;
  category: string;
  tenantIds?: string;
}

/** A deployed process definition (`manager/list`). `suspensionState` 1 active, 2 suspended. */
export interface FlowProcessDefinition {
  id: string;
  tenantId?: string;
  name: string;
  key: string;
  category?: string;
  categoryName?: string;
  version?: number;
  deploymentId: string;
  resourceName?: string;
  diagramResourceName?: string;
  suspensionState?: number;
  deploymentTime?: string;
}

/** `manager/change-state`: `state` is `active` or `suspend`. */
export interface ChangeStateInput {
  processId: string;
  state: 'active' | 'suspend' | (string & {});
}

/** `manager/deploy-upload` (multipart). */
export interface DeployUploadInput {
  category: string;
  tenantIds?: string;
  files: readonly Blob[];
}

/** A running or finished process instance (`follow/list`). */
export interface FlowProcessInstance {
  id: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey?: string;
  processDefinitionName?: string;
  processDefinitionVersion?: number;
  businessKey?: string;
  startUser?: string;
  startTime?: string;
  endTime?: string;
  status?: string;
  suspensionState?: number;
}

/** `follow/delete-process-instance`. */
export interface DeleteProcessInstanceInput {
  processInstanceId: string;
  deleteReason?: string;
}

/**
 * A row of the work lists (start/claim/todo/send/done). For `start-list` the row is a startable process
 * definition; for the others it is a task with its process context (`flow` of BladeX's BladeFlow).
 */
export interface FlowTask {
  taskId?: string;
  taskName?: string;
  taskDefinitionKey?: string;
  assignee?: string;
  assigneeName?: string;
  category?: string;
  categoryName?: string;
  createTime?: string;
  endTime?: string;
  executionId?: string;
  historyTaskEndTime?: string;
  processInstanceId?: string;
  processDefinitionId?: string;
  processDefinitionKey?: string;
  processDefinitionName?: string;
  processDefinitionVersion?: number;
  processIsFinished?: string;
  /**
   * Send-list rows: how a finished process ended — its last decision approved (`pass`) or rejected
   * (`reject`), or withdrawn (`deleted`); absent while it runs. Not in BladeX's `BladeFlow`.
   */
  outcome?: 'pass' | 'reject' | 'deleted';
  businessTable?: string;
  businessId?: string;
  status?: string;
  /** Start-list rows: the definition id and name. */
  id?: string;
  name?: string;
  key?: string;
  version?: number;
}

/** `work/complete-task` body: the decision and comment on a task. */
export interface CompleteTaskInput {
  taskId: string;
  processInstanceId: string;
  /** `ok` to approve; anything else rejects (BladeX leave demo). */
  flag?: string;
  comment?: string;
  title?: string;
  variables?: Record<string, unknown>;
}

/** A node of a process's history (SPEC §3), drawn by the flow-chart view. */
export interface FlowHistoryNode {
  historyActivityId: string;
  /** `sequenceFlow`, `candidate` or a BPMN activity type. */
  historyActivityType: 'sequenceFlow' | 'candidate' | (string & {});
  /** Empty/absent while the node is running. */
  endTime?: string | null;
  historyActivityName?: string;
  assignee?: string;
  assigneeName?: string;
  createTime?: string;
  comment?: string;
}

/** `process/model-view`: the BPMN XML and the history nodes to colour. */
export interface FlowModelView {
  xml: string;
  flow: FlowHistoryNode[];
}

/** `process/model-view` query: one of the two ids. */
export type ModelViewInput = { processInstanceId: string } | { processDefinitionId: string };

/** `process/history-flow-list`: the approval record of a process instance. */
export interface FlowHistory {
  historyActivityId?: string;
  historyActivityName: string;
  historyActivityType?: string;
  assignee?: string;
  assigneeName?: string;
  createTime?: string;
  endTime?: string;
  comment?: string;
  /** Duration as text (e.g. `2分钟`). */
  historyActivityDurationTime?: string;
}
