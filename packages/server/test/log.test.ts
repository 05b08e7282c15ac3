import type { LogApi, LogError, LogUsual, Page } from '@blade-console/blade-client/types';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/errors';
import { recordServerError } from '../src/logs/request-log';
import { authed, dataOf, requestToken, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const logs = <T>(kind: string, query = '') =>
  dataOf<Page<T>>(
    authed(signedIn.server.app, signedIn.token, { url: `/api/blade-log/${kind}/list${query}` }),
  );

describe('API log', () => {
  it('records calls with method, uri, time, user, ip and agent; oldest first; lists omit params', async () => {
    await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/list?paramKey=account',
      headers: { 'user-agent': 'log-test/1.0' },
    });
    await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/post/list',
      headers: { 'user-agent': 'log-test/1.0' },
    });
    await signedIn.server.app.bladeLogs.flush();
    const page = await logs<LogApi>('api', '?userAgent=log-test&size=100');
    const mine = page.records.filter((r) => r.userAgent === 'log-test/1.0');
    expect(mine.map((r) => r.requestUri)).toEqual([
      '/api/blade-system/param/list',
      '/api/blade-system/post/list',
    ]);
    expect(mine[0]).toMatchObject({ method: 'GET', createBy: 'admin', remoteIp: '127.0.0.1', type: '1' });
    expect(Number(mine[0]!.time)).toBeGreaterThanOrEqual(0);
    expect(mine[0]).not.toHaveProperty('params');
    expect(mine[0]).not.toHaveProperty('tenantId');
    const all = (await logs<LogApi>('api', '?size=1000')).records.map((r) => r.createTime ?? '');
    expect([...all].sort()).toEqual(all);
    // Asked for by name, newest first (the console's log pages): the same calls, the other way round.
    const newest = await logs<LogApi>('api', '?userAgent=log-test&size=100&descs=create_time');
    expect(newest.records.map((r) => r.requestUri)).toEqual([
      '/api/blade-system/post/list',
      '/api/blade-system/param/list',
    ]);
    const times = newest.records.map((r) => r.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    // Logs grow without end: only the indexed time sorts, any other column is refused.
    const other = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-log/api/list?userAgent=log-test&descs=request_uri',
    });
    expect(other.json()).toMatchObject({
      code: 400,
      msg: '不能按 request_uri 排序（descs）：可排序的列为 create_time',
    });
    const detail = await dataOf<LogApi>(
      authed(signedIn.server.app, signedIn.token, { url: `/api/blade-log/api/detail?id=${mine[0]!.id}` }),
    );
    expect(JSON.parse(detail.params!)).toMatchObject({ query: { paramKey: 'account' } });
  });

  it('never stores passwords or tokens, and skips reading the logs themselves', async () => {
    await requestToken(signedIn.server.app, { password: 'wrong-password' });
    await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-user/update-password?oldPassword=old-secret&newPassword=n1&newPassword1=n2',
    });
    await logs('api');
    await signedIn.server.app.bladeLogs.flush();
    const records = (await logs<LogApi>('api', '?size=1000')).records;
    expect(records.some((r) => r.requestUri?.startsWith('/api/blade-log/'))).toBe(false);
    // Sign-ins carry no token: counted (blade_log_api_count), never stored with their parameters.
    expect(records.some((r) => r.requestUri === '/api/blade-auth/oauth/token')).toBe(false);
    const pwdCall = records.find((r) => r.requestUri === '/api/blade-user/update-password')!;
    const detail = await dataOf<LogApi>(
      authed(signedIn.server.app, signedIn.token, { url: `/api/blade-log/api/detail?id=${pwdCall.id}` }),
    );
    expect(detail.params).toContain('******');
    expect(detail.params).not.toContain('old-secret');
    expect(detail.params).not.toContain(signedIn.token);
  });

  it('writes a usual-log line at start-up', async () => {
    await signedIn.server.app.bladeLogs.flush();
    const page = await logs<LogUsual>('usual');
    expect(page.records[0]).toMatchObject({ logLevel: 'INFO', logId: 'startup' });
    expect(page.records[0]).not.toHaveProperty('logData');
  });
});

describe('error log', () => {
  it('keeps unhandled errors (500) with their stack, masked, and answers the caller at once', async () => {
    // A throw-away app whose route fails, wired to the real server's recorder the way buildApp wires it.
    const failing = Fastify({ logger: false });
    registerErrorHandling(failing, (error, request) =>
      recordServerError(signedIn.server.app.bladeLogs, request, error),
    );
    failing.get('/api/boom', async () => {
      throw new Error('database exploded (token=abc.def)');
    });
    const response = await failing.inject('/api/boom?password=hunter2');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, success: false, msg: '服务器异常' });
    await failing.close();
    await signedIn.server.app.bladeLogs.flush();
    const page = await logs<LogError>('error', '?requestUri=/api/boom');
    expect(page.records[0]).toMatchObject({ exceptionName: 'Error', method: 'GET' });
    expect(page.records[0]).not.toHaveProperty('stackTrace');
    const detail = await dataOf<LogError>(
      authed(signedIn.server.app, signedIn.token, {
        url: `/api/blade-log/error/detail?id=${page.records[0]!.id}`,
      }),
    );
    expect(detail.message).toBe('database exploded (token=******)');
    expect(detail.stackTrace).toContain('log.test.ts');
    expect(detail.params).not.toContain('hunter2');
    expect(detail.lineNumber).toBeGreaterThan(0);
  });

  it('keeps a failed query’s parameters (a password hash) out of the error log and the process log', async () => {
    const processLog: string[] = [];
    const failing = Fastify({
      logger: { level: 'error', stream: { write: (line) => processLog.push(line) } },
    });
    registerErrorHandling(failing, (error, request) =>
      recordServerError(signedIn.server.app.bladeLogs, request, error),
    );
    failing.post('/api/query-failed', async () => {
      const cause = Object.assign(new Error('relation "blade_usr" does not exist'), { code: '42P01' });
      throw new DrizzleQueryError(
        'insert into blade_usr (account, password) values ($1, $2)',
        ['ops', '$2a$10$SECRETHASH'],
        cause,
      );
    });
    expect((await failing.inject({ method: 'POST', url: '/api/query-failed' })).statusCode).toBe(500);
    await failing.close();
    expect(processLog.join('')).toContain('relation \\"blade_usr\\" does not exist (SQLSTATE 42P01)');
    expect(processLog.join('')).not.toContain('SECRETHASH');
    await signedIn.server.app.bladeLogs.flush();
    const page = await logs<LogError>('error', '?requestUri=/api/query-failed');
    const detail = await dataOf<LogError>(
      authed(signedIn.server.app, signedIn.token, {
        url: `/api/blade-log/error/detail?id=${page.records[0]!.id}`,
      }),
    );
    expect(detail.message).toBe('relation "blade_usr" does not exist (SQLSTATE 42P01)');
    expect(JSON.stringify(detail)).not.toContain('SECRETHASH');
    // Still where it failed.
    expect(detail.stackTrace).toContain('log.test.ts');
  });
});

describe('access', () => {
  it('keeps logs to administrators of the same tenant', async () => {
    const userToken = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect(
      (await authed(signedIn.server.app, userToken, { url: '/api/blade-log/api/list' })).statusCode,
    ).toBe(401);
    expect((await signedIn.server.app.inject('/api/blade-log/error/list')).statusCode).toBe(401);
    const otherToken = await signInNewUser(signedIn.server, {
      tenantId: '400001',
      account: 'auditor',
      roleAlias: 'admin',
    });
    await signedIn.server.app.bladeLogs.flush();
    const page = await dataOf<Page<LogApi>>(
      authed(signedIn.server.app, otherToken, { url: '/api/blade-log/api/list?size=1000' }),
    );
    expect(page.records.every((r) => r.createBy === 'auditor' || r.createBy === '')).toBe(true);
    const bad = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-log/api/detail?id=abc',
    });
    expect(bad.statusCode).toBe(400);
  });
});
