import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE_CATEGORY } from '../src/crud/data-scope';
import { nextId } from '../src/db/ids';
import { bladeRoleScope } from '../src/db/schema';
import { closeGracefully } from '../src/lifecycle/drain';
import {
  authed,
  createUser,
  credentialsOf,
  dataOf,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { listening, type OpenStream, openEvents, recordOf } from './support/event-stream';
import { askLeave, demoTokens } from './support/flow';

/*
 * Issue 42's event stream: GET /api/blade-desk/events tells a signed-in person of changes they may
 * see (resource, id, operation, who — not the data), of tasks that wait for them, on PGlite and on
 * PostgreSQL (test-postgres.sh), where the second app is another replica on the same database and
 * hears through LISTEN/NOTIFY.
 */

let server: TestServer;
let base: string;
let admin: string;
const streams: OpenStream[] = [];

async function open(token: string | undefined, lastEventId?: string, at = base) {
  const stream = await openEvents(at, token, lastEventId);
  streams.push(stream);
  return stream;
}

const submitParam = (body: Record<string, unknown>, token = admin) =>
  authed(server.app, token, { method: 'POST', url: '/api/blade-system/param/submit', payload: body });

const submitNotice = (title: string, token = admin) =>
  authed(server.app, token, {
    method: 'POST',
    url: '/api/blade-desk/notice/submit',
    payload: { title, category: 1, releaseTime: '2030-01-01 00:00:00', content: 'x' },
  });

beforeAll(async () => {
  server = await startTestServer();
  base = await listening(server.app);
  admin = (await signIn(server.app)).access_token;
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('the event stream', () => {
  it('refuses a call without a token, and a token in the URL is no token', async () => {
    const none = await open(undefined);
    expect(none.status).toBe(401);
    const inUrl = await fetch(
      `${base}/api/blade-desk/events?blade-auth=${encodeURIComponent(`bearer ${admin}`)}`,
    );
    expect(inUrl.status).toBe(401);
  });

  it('tells who may see a record of its creation and change: resource, id, operation, who — not the data', async () => {
    const stream = await open(admin);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(
      (await submitParam({ paramName: 'ev', paramKey: 'events.one', paramValue: 'secret-v1' })).statusCode,
    ).toBe(200);
    const created = await stream.next(recordOf('param', undefined, 'create'));
    const id = (created.data as { id: string }).id;
    expect(created.data).toEqual({
      type: 'record',
      resource: 'param',
      id,
      operation: 'create',
      by: { id: '1123598821738675201', name: expect.any(String) },
    });
    expect(JSON.stringify(created.data)).not.toContain('secret-v1');
    expect(created.id).toMatch(/^[0-9a-f]+-\d+$/);
    expect((await submitParam({ id, paramValue: 'secret-v2' })).statusCode).toBe(200);
    const updated = await stream.next(recordOf('param', id, 'update'));
    // Ids grow along the stream.
    expect(Number(updated.id!.split('-')[1])).toBeGreaterThan(Number(created.id!.split('-')[1]));
  });

  it('leaves out what the reader may not see: another tenant, a resource their role cannot read', async () => {
    const clerk = await signIn(
      server.app,
      credentialsOf(await createUser(server.database, { roleAlias: 'clerk' })),
    );
    const otherTenant = await signIn(
      server.app,
      credentialsOf(await createUser(server.database, { roleAlias: 'administrator', tenantId: '482913' })),
    );
    const [clerkStream, otherStream] = [await open(clerk.access_token), await open(otherTenant.access_token)];
    expect(
      (await submitParam({ paramName: 'hidden', paramKey: 'events.hidden', paramValue: '1' })).statusCode,
    ).toBe(200);
    expect((await submitNotice('events: for the clerk')).statusCode).toBe(200);
    // The clerk reads notices, not parameters: the notice is the first thing they hear.
    const first = await clerkStream.next(() => true);
    expect(first.data).toMatchObject({ type: 'record', resource: 'notice', operation: 'create' });
    // The other tenant's administrator hears its own tenant's notice, nothing of 000000's.
    expect((await submitNotice('events: other tenant', otherTenant.access_token)).statusCode).toBe(200);
    const own = await otherStream.next(() => true);
    expect(own.data).toMatchObject({ resource: 'notice', by: { id: otherTenant.user_id } });
    expect(otherStream.messages).toHaveLength(1);
  });

  it('leaves out a record outside the reader’s data scope: only their own notices for an "own rows" rule', async () => {
    const menus = await dataOf<{ id: string; code?: string; children?: unknown[] }[]>(
      authed(server.app, admin, { url: '/api/blade-system/menu/list' }),
    );
    const flat = (nodes: typeof menus): typeof menus =>
      nodes.flatMap((node) => [node, ...flat((node.children ?? []) as typeof menus)]);
    const scopeName = `events-own-${nextId()}`;
    const saved = await authed(server.app, admin, {
      method: 'POST',
      url: '/api/blade-system/data-scope/submit',
      payload: {
        menuId: flat(menus).find((node) => node.code === 'notice')?.id,
        resourceCode: 'notice',
        scopeName,
        scopeType: 2,
        scopeColumn: 'create_user',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [rule] = (
      await dataOf<{ records: { id: string }[] }>(
        authed(server.app, admin, { url: `/api/blade-system/data-scope/list?scopeName=${scopeName}` }),
      )
    ).records;
    const reader = await createUser(server.database, { roleAlias: 'ownnotices' });
    await server.database.db.insert(bladeRoleScope).values({
      id: nextId(),
      roleId: BigInt(reader.roleId),
      scopeId: BigInt(rule!.id),
      scopeCategory: DATA_SCOPE_CATEGORY,
    });
    const token = (await signIn(server.app, credentialsOf(reader))).access_token;
    const stream = await open(token);
    expect((await submitNotice('events: the administrator’s')).statusCode).toBe(200);
    expect((await submitNotice('events: the reader’s own', token)).statusCode).toBe(200);
    const first = await stream.next(() => true);
    expect(first.data).toMatchObject({
      resource: 'notice',
      operation: 'create',
      by: { name: reader.account },
    });
    expect(stream.messages).toHaveLength(1);
  });

  it('resends what a reconnect missed after Last-Event-ID, and says reload for an id it cannot place', async () => {
    const first = await open(admin);
    await submitParam({ paramName: 'r', paramKey: 'events.resend', paramValue: '0' });
    const created = await first.next(recordOf('param', undefined, 'create'));
    const id = (created.data as { id: string }).id;
    first.close();
    // A second reader shows when the server has heard both changes.
    const watcher = await open(admin);
    await submitParam({ id, paramValue: '1' });
    await submitParam({ id, paramValue: '2' });
    await watcher.next(() => watcher.messages.filter(recordOf('param', id, 'update')).length === 2);
    const again = await open(admin, created.id);
    await again.next(() => again.messages.filter(recordOf('param', id, 'update')).length === 2);
    expect(again.messages.map((m) => (m.data as { operation: string }).operation)).toEqual([
      'update',
      'update',
    ]);
    const stale = await open(admin, 'ffffffff-1');
    expect((await stale.next((m) => m.event === 'reload')).event).toBe('reload');
  });

  it('tells the manager of the leave task that now waits for them', async () => {
    const tokens = await demoTokens(server.app);
    const manager = await open(tokens.manager);
    const staff = await open(tokens.staff);
    await askLeave(server.app, tokens.staff, 2);
    const task = await manager.next((m) => m.event === 'task');
    expect(task.data).toMatchObject({
      type: 'task',
      taskId: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
    });
    // The asker hears of no task: it does not wait for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staff.messages.filter((m) => m.event === 'task')).toHaveLength(0);
  });

  it('answers 429 with the envelope past five open streams of one session', async () => {
    const token = (await signIn(server.app)).access_token;
    for (let n = 0; n < 5; n += 1) expect((await open(token)).status).toBe(200);
    const sixth = await fetch(`${base}/api/blade-desk/events`, {
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 429, success: false });
  });
});

describe('across replicas', () => {
  it('a change saved on one replica reaches a stream open on the other', async () => {
    const replica = await server.replica();
    try {
      const there = await open(admin, undefined, await listening(replica.app));
      await submitParam({ paramName: 'x', paramKey: 'events.replica', paramValue: '1' });
      const heard = await there.next(recordOf('param', undefined, 'create'));
      expect(heard.data).toMatchObject({ resource: 'param', operation: 'create' });
    } finally {
      await replica.close();
    }
  });

  it('a draining replica ends its open streams at once instead of waiting for its bound', async () => {
    const replica = await server.replica();
    const stream = await open(admin, undefined, await listening(replica.app));
    expect(stream.status).toBe(200);
    const started = Date.now();
    expect(await closeGracefully(replica.app, 10_000)).toBe(true);
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await replica.close();
  });
});
