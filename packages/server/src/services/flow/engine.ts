import { EventEmitter } from 'node:events';
import { flowableModdle, type Localized, type Message, verbatim } from '@blade-console/blade-schema';
import { Engine } from 'bpmn-engine';
import { localized, msg, sayZh } from '../../i18n';
import { listOf } from '../../i18n/list';
import { flowExpressions } from './expressions';

/*
 * One step of a process instance on bpmn-engine: start it, or recover its saved state, signal the
 * user task being completed and let it run to the next wait state (or the end). The engine lives only
 * for the step; the caller saves what it returns (state, new waits, history) in one transaction.
 */

/** Flowable attributes the engine's serialiser keeps on a user task (blade-schema's flowableModdle). */
export interface UserTaskBehaviour {
  name?: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  formKey?: string;
}

/** A user task the instance now waits at. */
export interface WaitingTask {
  activityId: string;
  activityName: string | null;
  behaviour: UserTaskBehaviour;
}

/** Something the engine passed through during the step, in order. */
export interface HistoryEvent {
  kind: 'start' | 'end' | 'flow';
  activityId: string;
  activityName: string | null;
  activityType: string;
  at: Date;
}

export interface StepResult {
  /** The engine state to save; null once the instance has ended. */
  state: unknown;
  ended: boolean;
  waiting: WaitingTask[];
  events: HistoryEvent[];
}

interface ElementApi {
  id: string;
  type: string;
  name?: string;
  content?: { id?: string; type?: string; name?: string; isSequenceFlow?: boolean };
  owner?: { behaviour?: UserTaskBehaviour };
}

interface SequenceFlowApi {
  id: string;
  name?: string;
  sourceId: string;
  behaviour: { conditionExpression?: { body?: string } };
}

interface ProcessApi {
  id: string;
  name?: string;
  environment: { variables: Record<string, unknown> };
  getActivities(): { id: string; type: string; name?: string; behaviour: UserTaskBehaviour }[];
  getSequenceFlows(): SequenceFlowApi[];
}

interface LoadedDefinition {
  environment: { variables: Record<string, unknown> };
  getProcesses(): ProcessApi[];
  getExecutableProcesses(): ProcessApi[];
  getRunningProcesses(): ProcessApi[];
  getActivityById(id: string): ElementApi | null;
  getPostponed(): ElementApi[];
}

/** `「部门经理审批」(managerApprove)`: how messages name a model element, so a person can find it. */
export function elementLabel(id: string, name?: string | null): Localized {
  return name && name !== id ? { zh: `「${name}」(${id})`, en: `"${name}" (${id})` } : verbatim(id);
}

/**
 * The instance cannot go on from `elementId` with these variables (no outgoing condition holds, an
 * expression fails). The step is refused whole: the caller's transaction rolls back and the instance
 * stays at its last wait state. The message names the element and says what to check.
 */
export class FlowStepError extends Error {
  constructor(
    readonly elementId: string,
    /** Said in the reader's language where the step is refused; `message` is the Chinese, for logs. */
    readonly said: Message,
  ) {
    super(sayZh(said));
    this.name = 'FlowStepError';
  }
}

/** An expression the engine will evaluate, found by `inspectModel` for validation at deploy time. */
export interface ModelExpression {
  elementId: string;
  elementName?: string;
  /** `condition` of a sequence flow, or the user-task attribute it is written in. */
  attribute: 'condition' | 'assignee' | 'candidateUsers' | 'candidateGroups';
  text: string;
}

function newEngine(xml?: string, listener?: EventEmitter) {
  return new Engine({
    name: 'flow',
    ...(xml ? { source: xml } : {}),
    moddleOptions: { flowable: flowableModdle },
    expressions: flowExpressions,
    // No script tasks run on the server: a model's scripts would be code from whoever deployed it.
    disableDummyScript: true,
    listener,
  });
}

/**
 * Checks that `xml` is BPMN the engine can load; returns its executable processes' ids and names and
 * the expressions they hold (conditions, assignees, candidates).
 */
export async function inspectModel(
  xml: string,
): Promise<{ processes: { id: string; name: string }[]; expressions: ModelExpression[] }> {
  const engine = newEngine(xml);
  const definitions = (await engine.getDefinitions()) as unknown as LoadedDefinition[];
  const executable = definitions.flatMap((d) => d.getExecutableProcesses());
  const expressions: ModelExpression[] = [];
  for (const process of executable) {
    for (const flow of process.getSequenceFlows()) {
      const condition = flow.behaviour.conditionExpression;
      if (condition)
        expressions.push({
          elementId: flow.id,
          elementName: flow.name,
          attribute: 'condition',
          text: condition.body ?? '',
        });
    }
    for (const activity of process.getActivities()) {
      if (activity.type !== 'bpmn:UserTask') continue;
      for (const attribute of ['assignee', 'candidateUsers', 'candidateGroups'] as const) {
        const text = activity.behaviour[attribute];
        if (text) expressions.push({ elementId: activity.id, elementName: activity.name, attribute, text });
      }
    }
  }
  return { processes: executable.map((p) => ({ id: p.id, name: p.name ?? p.id })), expressions };
}

/** An activity listener that records what the engine passes through into `events`. */
function recorder(events: HistoryEvent[]): EventEmitter {
  const listener = new EventEmitter();
  const push = (kind: HistoryEvent['kind']) => (api: ElementApi) => {
    const content = api.content ?? {};
    events.push({
      kind,
      activityId: content.id ?? api.id,
      activityName: content.name ?? api.name ?? null,
      activityType: kind === 'flow' ? 'sequenceFlow' : stripPrefix(content.type ?? api.type),
      at: new Date(),
    });
  };
  listener.on('activity.start', push('start'));
  listener.on('activity.end', push('end'));
  listener.on('flow.take', push('flow'));
  return listener;
}

const stripPrefix = (type: string) => {
  const local = type.replace(/^bpmn:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};

/** Lets the engine's broker drain: bpmn-elements runs a step synchronously, timers excepted. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs one step (`run` starts or signals the engine) to the next wait state and reports it. A failure
 * the engine emits, or one `run` throws, becomes a `FlowStepError` naming the element it stopped at.
 */
async function runStep(
  engine: InstanceType<typeof Engine>,
  events: HistoryEvent[],
  run: () => unknown,
): Promise<StepResult> {
  let error: Error | undefined;
  engine.on('error', (e: Error) => {
    error = e;
  });
  try {
    await run();
  } catch (thrown) {
    error = thrown instanceof Error ? thrown : new Error(String(thrown));
  }
  await settle();
  const definitions = (engine.execution?.definitions ?? []) as unknown as LoadedDefinition[];
  if (error) throw stepError(error, definitions);
  const postponed = definitions.flatMap((d) => d.getPostponed());
  const ended = engine.state !== 'running' || postponed.length === 0;
  const waiting = postponed
    .filter((api) => api.type === 'bpmn:UserTask')
    .map((api) => ({
      activityId: api.id,
      activityName: api.owner?.behaviour?.name ?? api.name ?? null,
      behaviour: api.owner?.behaviour ?? {},
    }));
  return { state: ended ? null : await engine.getState(), ended, waiting, events };
}

const NO_FLOW_TAKEN = /no conditional flow taken/;

/** The engine's error as a `FlowStepError` naming the element it stopped at and why. */
function stepError(error: Error, definitions: LoadedDefinition[]): FlowStepError {
  const failed = error as Error & {
    source?: { content?: { id?: string } };
    inner?: { message?: string };
    description?: string;
  };
  const elementId = failed.source?.content?.id ?? /^<([^>]+)>/.exec(error.message)?.[1] ?? '';
  const processes = definitions.flatMap((d) => d.getProcesses());
  const element = processes.flatMap((p) => p.getActivities()).find((a) => a.id === elementId);
  const at = localized(
    elementId
      ? msg('flow.stoppedAt', { element: elementLabel(elementId, element?.name) })
      : msg('flow.stoppedInProcess'),
  );
  if (NO_FLOW_TAKEN.test(error.message)) {
    const conditions = processes
      .flatMap((p) => p.getSequenceFlows())
      .filter((f) => f.sourceId === elementId)
      .map((f) => f.behaviour.conditionExpression?.body)
      .filter(Boolean);
    const which = localized(
      conditions.length > 0
        ? msg('flow.conditionsFalse', { conditions: listOf(conditions as string[]) })
        : msg('flow.noConditionHolds'),
    );
    return new FlowStepError(elementId, msg('flow.noFlowTaken', { at, which }));
  }
  const reason = (failed.inner?.message ?? failed.description ?? error.message).replace(/^<[^>]+>\s*/, '');
  return new FlowStepError(elementId, msg('flow.engineFailed', { at, reason }));
}

/**
 * Starts an instance of `xml` with `variables` plus the start event's `flowable:initiator` variable
 * (`applyUser` = the starter). `variables` of the result are all it started with: the caller saves
 * them, and resolves the new tasks' assignees (`${applyUser}`) over them.
 */
export async function startInstance(
  xml: string,
  variables: Record<string, unknown>,
  initiator: string,
): Promise<StepResult & { variables: Record<string, unknown> }> {
  const events: HistoryEvent[] = [];
  const engine = newEngine(xml, recorder(events));
  const definitions = (await engine.getDefinitions()) as unknown as {
    getExecutableProcesses(): { getStartActivities(): { behaviour?: { initiator?: string } }[] }[];
  }[];
  const starts = definitions.flatMap((d) =>
    d.getExecutableProcesses().flatMap((p) => p.getStartActivities()),
  );
  // The activity itself carries the moddle attributes (`owner` exists only on event APIs).
  const initiatorVars = Object.fromEntries(
    starts.flatMap((s) => (s.behaviour?.initiator ? [[s.behaviour.initiator, initiator]] : [])),
  );
  const all = { ...variables, ...initiatorVars };
  const step = await runStep(engine, events, () => engine.execute({ variables: all }));
  return { ...step, variables: all };
}

/** Recovers a saved instance, completes the user task `activityId` with `variables` and runs on. */
export async function completeUserTask(
  state: unknown,
  activityId: string,
  variables: Record<string, unknown>,
): Promise<StepResult> {
  const events: HistoryEvent[] = [];
  const listener = recorder(events);
  const engine = newEngine();
  // A JSON round trip: the state came from jsonb, and the engine must not share objects with it.
  engine.recover(JSON.parse(JSON.stringify(state)), { listener });
  await engine.resume();
  // Resuming replays the wait it was saved at; only what the completion causes is new history.
  events.length = 0;
  const definitions = (engine.execution?.definitions ?? []) as unknown as LoadedDefinition[];
  const waiting = definitions.flatMap((d) => d.getPostponed()).some((api) => api.id === activityId);
  if (!waiting) throw new Error(`the instance does not wait at ${activityId}`);
  // Each running process has its own copy of the environment: the conditions read the process's.
  for (const definition of definitions) {
    for (const process of definition.getRunningProcesses())
      Object.assign(process.environment.variables, variables);
  }
  return runStep(engine, events, () => engine.execution?.signal({ id: activityId }));
}
