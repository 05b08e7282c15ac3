import type { noticeResource, WireRow } from '@blade-console/blade-schema';
import type { Id } from './envelope';
import type { Audit } from './system';

/** `blade_notice` (blade-api.md §6.2): fields from the definition (blade-schema `noticeResource`). */
export type Notice = WireRow<typeof noticeResource>;

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
  /** The applicant's name (the detail's answer). */
  createUserName?: string;
  flow?: Record<string, unknown>;
}
