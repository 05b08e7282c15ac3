/**
 * One entry of a process instance's history as the workflow API returns it (SPEC §3 "Workflow
 * history node"; the `flow` list of `GET /blade-flow/process/model-view`). Extra fields are allowed.
 */
export interface FlowHistoryNode {
  /** The BPMN element id (a task, event, gateway or sequence flow). */
  historyActivityId: string;
  /** `sequenceFlow`, `candidate` or the activity type (`userTask`, `startEvent`, …). */
  historyActivityType: string;
  /** When the activity finished; absent, null or empty while it is still running. */
  endTime?: string | null;
}

/** Element ids grouped by how the flow chart marks them. */
export interface FlowMarks {
  /** Activities with an end time: drawn in the success colour. */
  finished: string[];
  /** Activities without an end time (the current tasks): drawn in the primary (accent) colour. */
  running: string[];
  /** Sequence flows that were taken: drawn as warning-coloured lines. */
  flows: string[];
}

export const SEQUENCE_FLOW = 'sequenceFlow';
export const CANDIDATE = 'candidate';

/**
 * Sorts a history list into finished nodes, running nodes and taken sequence flows (SPEC §2 "Flow
 * chart view", §4 "Workflow").
 *
 * - `sequenceFlow` entries are flows, whatever their end time.
 * - `candidate` entries are not marked (they name possible next nodes, not visited ones).
 * - Any other entry is finished when it has an end time and running otherwise.
 * - An element visited several times (a loop) is listed once; if any visit is still open it is
 *   running, not finished.
 * - Entries without an id are ignored; the order of first appearance is kept.
 */
export function markHistory(history: readonly FlowHistoryNode[] | null | undefined): FlowMarks {
  const finished = new Set<string>();
  const running = new Set<string>();
  const flows = new Set<string>();
  for (const node of history ?? []) {
    const id = node.historyActivityId?.trim();
    if (!id) continue;
    const type = node.historyActivityType;
    if (type === CANDIDATE) continue;
    if (type === SEQUENCE_FLOW) {
      flows.add(id);
    } else if (node.endTime == null || String(node.endTime).trim() === '') {
      running.add(id);
    } else {
      finished.add(id);
    }
  }
  for (const id of running) finished.delete(id);
  return { finished: [...finished], running: [...running], flows: [...flows] };
}

/** CSS classes the viewer puts on marked elements (via the bpmn-js canvas `addMarker`). */
export const markerClass = {
  finished: 'bc-flow-finished',
  running: 'bc-flow-running',
  flows: 'bc-flow-taken',
} as const satisfies Record<keyof FlowMarks, string>;
