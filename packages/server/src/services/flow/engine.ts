import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { flowExpressions } from './expressions';
import { flowableModdle } from './flowable-moddle';

/*
 * One step of a process instance on bpmn-engine: start it, or recover its saved state, signal the
 * user task being completed and let it run to the next wait state (or the end). The engine lives only
 * for the step; the caller saves what it returns (state, new waits, history) in one transaction.
 */

/** Flowable attributes the engine's serialiser keeps on a user task (flowable-moddle.ts). */
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
  owner?: { behaviour?: UserTaskBehaviour & { initiator?: string } };
}

interface RunningProcess {
  environment: { variables: Record<string, unknown> };
}

interface LoadedDefinition {
  environment: { variables: Record<string, unknown> };
  getProcesses(): RunningProcess[];
  getRunningProcesses(): RunningProcess[];
  getActivityById(id: string): ElementApi | null;
  getPostponed(): ElementApi[];
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

/** Checks that `xml` is BPMN the engine can load and returns its executable processes' ids and names. */
export async function inspectModel(xml: string): Promise<{ id: string; name: string }[]> {
  const engine = newEngine(xml);
  const definitions = (await engine.getDefinitions()) as unknown as {
    getExecutableProcesses(): { id: string; name?: string }[];
  }[];
  return definitions.flatMap((d) =>
    d.getExecutableProcesses().map((p) => ({ id: p.id, name: p.name ?? p.id })),
  );
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

async function outcome(
  engine: InstanceType<typeof Engine>,
  events: HistoryEvent[],
  failure: () => Error | undefined,
): Promise<StepResult> {
  await settle();
  const error = failure();
  if (error) throw error;
  const execution = engine.execution;
  const definitions = (execution?.definitions ?? []) as unknown as LoadedDefinition[];
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

function captureErrors(engine: InstanceType<typeof Engine>) {
  let error: Error | undefined;
  engine.on('error', (e: Error) => {
    error = e;
  });
  return () => error;
}

/** Starts an instance of `xml` with `variables` (plus the start event's `flowable:initiator`). */
export async function startInstance(
  xml: string,
  variables: Record<string, unknown>,
  initiator: string,
): Promise<StepResult> {
  const events: HistoryEvent[] = [];
  const engine = newEngine(xml, recorder(events));
  const definitions = (await engine.getDefinitions()) as unknown as {
    getExecutableProcesses(): { getStartActivities(): ElementApi[] }[];
  }[];
  const starts = definitions.flatMap((d) =>
    d.getExecutableProcesses().flatMap((p) => p.getStartActivities()),
  );
  const initiatorVars = Object.fromEntries(
    starts.flatMap((s) => (s.owner?.behaviour?.initiator ? [[s.owner.behaviour.initiator, initiator]] : [])),
  );
  const failure = captureErrors(engine);
  await engine.execute({ variables: { ...variables, ...initiatorVars } });
  return outcome(engine, events, failure);
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
  const failure = captureErrors(engine);
  engine.execution?.signal({ id: activityId });
  return outcome(engine, events, failure);
}
