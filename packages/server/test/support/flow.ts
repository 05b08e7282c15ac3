import type { FastifyInstance } from 'fastify';
import { authed, signIn, startTestServer } from '../helpers';

/** Helpers of the workflow tests: the demo accounts' tokens and the calls the journeys make. */

export const DEMO_PASSWORD = '123456';

export async function demoTokens(app: FastifyInstance) {
  const token = async (username: string, password = DEMO_PASSWORD) =>
    (await signIn(app, { username, password })).access_token;
  return { staff: await token('staff'), manager: await token('manager'), hr: await token('hr') };
}

export type DemoTokens = Awaited<ReturnType<typeof demoTokens>>;

/** A flow test file's server, with the administrator's token and the demo people's. */
export async function startFlowServer() {
  const server = await startTestServer();
  const admin = (await signIn(server.app)).access_token;
  return { server, admin, tokens: await demoTokens(server.app) };
}

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface TaskRecord {
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  processInstanceId: string;
  processDefinitionId: string;
  businessId?: string;
  processIsFinished: string;
  assignee?: string;
  assigneeName?: string;
  id?: string;
  key?: string;
  category?: string;
  categoryName?: string;
}

export async function get<T>(app: FastifyInstance, token: string, url: string) {
  const response = await authed(app, token, { method: 'GET', url });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function post<T = unknown>(app: FastifyInstance, token: string, url: string, payload?: object) {
  const response = await authed(app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function records(app: FastifyInstance, token: string, list: string, query = '') {
  const { status, body } = await get<{ records: TaskRecord[]; total: number }>(
    app,
    token,
    `/api/blade-flow/work/${list}?current=1&size=100${query}`,
  );
  if (status !== 200) throw new Error(`${list}: ${status} ${body.msg}`);
  return body.data.records;
}

/** The instance as its starter sees it among the sent items (`send-list`, 已发事务). */
export async function sentRecord(app: FastifyInstance, token: string, instanceId: string) {
  return (await records(app, token, 'send-list')).find((r) => r.processInstanceId === instanceId);
}

/** The leave definition staff may start (the latest active `Leave`). */
export async function leaveDefinitionId(app: FastifyInstance, token: string): Promise<string> {
  const startable = await records(app, token, 'start-list');
  const leave = startable.find((r) => r.key === 'Leave');
  if (!leave?.id) throw new Error('the leave process is not in the start list');
  return leave.id;
}

/** Staff asks for `days` days of leave (midnight dates, both ends counted); returns the instance id. */
export async function askLeave(app: FastifyInstance, staff: string, days: number, reason = `请假${days}天`) {
  const processDefinitionId = await leaveDefinitionId(app, staff);
  const end = new Date(2030, 0, days);
  const pad = (n: number) => String(n).padStart(2, '0');
  const response = await post(app, staff, '/api/blade-desk/process/leave/start-process', {
    processDefinitionId,
    startTime: '2030-01-01 00:00:00',
    endTime: `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())} 00:00:00`,
    reason,
  });
  if (response.status !== 200) throw new Error(`start-process: ${response.status} ${response.body.msg}`);
  const sent = await records(app, staff, 'send-list');
  const mine = sent.find((r) => r.processIsFinished === 'unfinished' && r.businessId);
  if (!mine) throw new Error('the new request is not in the send list');
  return mine.processInstanceId;
}

/** The open task of `instanceId` that `token` sees in `list` (claim-list or todo-list). */
export async function taskIn(app: FastifyInstance, token: string, list: string, instanceId: string) {
  return (await records(app, token, list)).find((r) => r.processInstanceId === instanceId);
}

/** Claims `taskId` as `token` (`work/claim-task`) and answers the HTTP status: who may claim is what tests check. */
export async function claimTask(app: FastifyInstance, token: string, taskId: string): Promise<number> {
  return (await post(app, token, `/api/blade-flow/work/claim-task?taskId=${taskId}`)).status;
}

/** Completes a task as `token` (`work/complete-task`) with the approval form's fields. */
export function completeTask(
  app: FastifyInstance,
  token: string,
  form: { taskId: string; processInstanceId: string; flag: string; comment?: string; variables?: object },
) {
  return post(app, token, '/api/blade-flow/work/complete-task', form);
}

/** Saves a model as the modeler does (`model/submit`): its key, name and BPMN XML, and `more` (an id, a version) for an update. */
export function submitModel(
  app: FastifyInstance,
  token: string,
  modelKey: string,
  name: string,
  modelEditorXml: string,
  more: { id?: string; version?: unknown } = {},
) {
  return post(app, token, '/api/blade-flow/model/submit', { ...more, modelKey, name, modelEditorXml });
}

/** Uploads BPMN files to `manager/deploy-upload` (multipart, as the console's upload sends them). */
export function uploadBpmn(
  app: FastifyInstance,
  token: string,
  files: { name: string; xml: string }[],
  fields: { category?: string; tenantIds?: string } = {},
) {
  const boundary = '----flowtest';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts = [
    field('category', fields.category ?? 'flow_1'),
    ...(fields.tenantIds ? [field('tenantIds', fields.tenantIds)] : []),
    ...files.map(
      (f) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/xml\r\n\r\n${f.xml}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return authed(app, token, {
    method: 'POST',
    url: '/api/blade-flow/manager/deploy-upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: parts.join(''),
  });
}

export interface DefinitionRecord {
  id: string;
  key: string;
  version: number;
  deploymentId: string;
  suspensionState: number;
  tenantId: string;
  category?: string;
  categoryName?: string;
}

/** The deployed definitions of `key` in the administrator's tenant (`manager/list`). */
export async function definitionsOf(app: FastifyInstance, admin: string, key: string) {
  const page = await get<{ records: DefinitionRecord[] }>(
    app,
    admin,
    '/api/blade-flow/manager/list?size=100',
  );
  if (page.status !== 200) throw new Error(`manager/list: ${page.status} ${page.body.msg}`);
  return page.body.data.records.filter((d) => d.key === key);
}

/**
 * Uploads one BPMN file as the administrator and answers the newest definition of `key` it made;
 * throws with the server's answer when the upload is refused or deploys no such definition.
 */
export async function deployBpmn(
  app: FastifyInstance,
  admin: string,
  file: { name: string; xml: string },
  key: string,
): Promise<DefinitionRecord> {
  const uploaded = await uploadBpmn(app, admin, [file]);
  if (uploaded.statusCode !== 200) throw new Error(`deploy-upload: ${uploaded.statusCode} ${uploaded.body}`);
  const [newest] = (await definitionsOf(app, admin, key)).sort((a, b) => b.version - a.version);
  if (!newest) throw new Error(`deploy-upload of ${file.name}: no definition of ${key}`);
  return newest;
}

/** Starts definition `processDefinitionId` through the leave form's API (it starts any definition). */
export function startLeave(
  app: FastifyInstance,
  token: string,
  processDefinitionId: string,
  more: { endTime?: string; taskUser?: string; reason?: string } = {},
) {
  return post(app, token, '/api/blade-desk/process/leave/start-process', {
    processDefinitionId,
    startTime: '2030-01-01 00:00:00',
    endTime: more.endTime ?? '2030-01-02 00:00:00',
    reason: more.reason ?? '测试',
    ...(more.taskUser ? { taskUser: more.taskUser } : {}),
  });
}

/**
 * A model as BladeX users write them (Flowable namespace) around `body`, the elements of one
 * executable process `key`.
 */
export function flowableModel(key: string, name: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
${body}
  </process>
</definitions>`;
}
