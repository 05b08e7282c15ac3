import type { Id } from './envelope';
import type { Audit, TenantScoped } from './system';

/** `blade_notice` (blade-api.md §6.2). `category` is dict `notice` (1 release … 6 affairs). */
export interface Notice extends Audit, TenantScoped {
  id?: Id;
  title: string;
  category: number;
  categoryName?: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  releaseTime: string;
  content: string;
}

/**
 * A leave request of the leave process (`/blade-desk/process/leave`). SPEC lists no fields; these are the
 * BladeX demo's: the requester's dates and reason, the approver, and the workflow ids set by the server.
 */
export interface LeaveProcess extends Audit {
  id?: Id;
  processDefinitionId: string;
  processInstanceId?: string;
  /** Leave start/end, `yyyy-MM-dd HH:mm:ss`. */
  startTime: string;
  endTime: string;
  reason: string;
  /** Account of the task assignee (the approver). */
  taskUser?: string;
  /** Set when the process ends. */
  applyTime?: string;
  flow?: Record<string, unknown>;
}
