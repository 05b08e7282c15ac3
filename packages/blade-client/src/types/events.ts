import type { RecordHistoryOperation } from './history';

/**
 * What the event stream (`GET /api/blade-desk/events`, issue 42) tells a signed-in person: that a
 * record of a resource they may see was created, changed, removed or restored (who did it, not
 * what it holds), or that a task arrived in their inbox. A notice published and a website order or
 * message coming in are record events of `notice`, `order` and `cooperationMessage`.
 */
export interface BladeRecordEvent {
  type: 'record';
  /** The resource's definition name (`param`). */
  resource: string;
  id: string;
  operation: RecordHistoryOperation;
  /** Who made the change: their user id and their name as people know them. */
  by: { id: string; name: string };
}

/** A workflow task now waits for this person (assigned to them, or offered to them to claim). */
export interface BladeTaskEvent {
  type: 'task';
  taskId: string;
  /** The step's name (`审批`). */
  name: string;
}

export type BladeEvent = BladeRecordEvent | BladeTaskEvent;

/** The stream's event names besides the events: `reload` says missed events cannot be resent. */
export type BladeStreamEventName = BladeEvent['type'] | 'reload';
