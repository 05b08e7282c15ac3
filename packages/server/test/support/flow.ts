import type { FastifyInstance } from 'fastify';
import { authed, signIn } from '../helpers';

/** Helpers of the workflow tests: the demo accounts' tokens and the calls the journeys make. */

export const DEMO_PASSWORD = '123456';

export async function demoTokens(app: FastifyInstance) {
  const token = async (username: string, password = DEMO_PASSWORD) =>
    (await signIn(app, { username, password })).access_token;
  return { staff: await token('staff'), manager: await token('manager'), hr: await token('hr') };
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
