import type { Page, Param } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { toWireJson, toWireValue } from '../src/http/wire-format';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

const BLADE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Routes that answer bytes (files, workbooks) or a redirect: no JSON, so no response schema. */
const BINARY_ROUTES = new Set([
  // A third-party sign-in starts with a 302 to the provider.
  'get /api/blade-auth/oauth/render/{source}',
  // The generated files as JSON for the preview, or with format=zip the archive's bytes.
  'post /api/blade-develop/code/gen-code',
  'get /api/blade-resource/oss/endpoint/file/{name}',
  'get /api/blade-system/region/export-region',
  'get /api/blade-system/region/export-template',
  // User workbooks, under both prefixes of the user service (BladeX 4.x serves it under blade-system).
  'get /api/blade-user/export-template',
  'get /api/blade-user/export-user',
  'get /api/blade-system/user/export-template',
  'get /api/blade-system/user/export-user',
]);

describe('response schemas', () => {
  it('are registered on every JSON route of the API', async () => {
    const response = await signedIn.server.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, OpenApiOperation>> = response.json().paths;
    const missing: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/blade-') && path !== '/api/health') continue;
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method} ${path}`;
        if (BINARY_ROUTES.has(route)) continue;
        routes++;
        if (!operation.responses?.['200']?.content) missing.push(route);
      }
    }
    expect(routes).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('describes the envelope and the page of a list', async () => {
    const response = await signedIn.server.app.inject({ url: '/api/docs/json' });
    const list: OpenApiOperation = response.json().paths['/api/blade-system/param/list'].get;
    const schema = list.responses?.['200']?.content?.['application/json']?.schema as {
      properties: Record<string, { properties?: Record<string, unknown> }>;
    };
    expect(Object.keys(schema.properties)).toEqual(['code', 'success', 'data', 'msg']);
    expect(Object.keys(schema.properties.data?.properties ?? {})).toEqual([
      'records',
      'total',
      'size',
      'current',
      'pages',
    ]);
  });

  it('still send ids as strings, Blade dates and every column of a generic row', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/list?paramKey_equal=account.initPassword',
    });
    expect(response.statusCode).toBe(200);
    // Snowflake ids beyond 2^53 must never pass through a JSON number.
    expect(response.body).toMatch(/"id":"\d+"/);
    const body = response.json<{ code: number; success: boolean; data: Page<Param>; msg: string }>();
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(body.data).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    const row = body.data.records[0] as unknown as Record<string, unknown>;
    expect(row).toMatchObject({
      paramKey: 'account.initPassword',
      paramValue: '123456',
      status: 1,
      isDeleted: 0,
    });
    expect(typeof row.id).toBe('string');
    expect(row.createTime).toMatch(BLADE_DATE);
    // Columns no schema lists are kept (tenant and audit columns).
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['tenantId', 'createUser', 'createDept', 'updateTime']),
    );

    const detail = await authed(signedIn.server.app, signedIn.token, {
      url: `/api/blade-system/param/detail?id=${String(row.id)}`,
    });
    expect(detail.json().data).toEqual(row);
  });

  it('answer `{}` with 暂无承载数据 for a missing row, as before', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/detail?id=1',
    });
    expect(response.json()).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
  });

  it('keep fixed shapes exact (health)', async () => {
    const response = await signedIn.server.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({
      code: 200,
      success: true,
      data: { status: 'ok', database: expect.any(String) },
      msg: '操作成功',
    });
  });
});

describe('request validation through TypeBox schemas', () => {
  it('answers a bad query with HTTP 400 in the envelope and a readable message', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/list?size=0',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 400, success: false, data: null });
    expect(body.msg).toMatch(/^参数 size 超出范围/);

    const badId = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/detail?id=abc',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ code: 400, success: false, data: null, msg: '参数 id 格式不正确' });

    const missing = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-system/param/remove',
    });
    expect(missing.json()).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '缺少必要的请求参数: ids',
    });
  });

  it('answers a bad body with HTTP 400 in the envelope and a readable message', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      success: false,
      data: { field: 'paramName' },
      msg: '参数名称不能超过 255 个字符',
    });

    const grant = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-system/role/grant',
      payload: { roleIds: [], menuIds: [] },
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ code: 400, success: false, data: { field: 'roleIds' } });
  });

  it('still coerces numeric strings of nullable integer fields', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-system/post/submit',
      payload: { postCode: 'tb-1', postName: 'TypeBox', category: '2', sort: '7' },
    });
    expect(response.json()).toMatchObject({ code: 200, success: true, data: {} });
  });
});

describe('toWireValue', () => {
  it('gives the values toWireJson writes', () => {
    const payload = {
      id: 1234567890123456789n,
      when: new Date(2024, 1, 3, 4, 5, 6),
      bad: new Date(Number.NaN),
      nested: [{ n: 1n, s: 'x', none: null, gone: undefined }],
      empty: {},
    };
    expect(JSON.stringify(toWireValue(payload))).toBe(toWireJson(payload));
    expect(toWireValue(payload)).toMatchObject({
      id: '1234567890123456789',
      when: '2024-02-03 04:05:06',
      bad: '',
    });
  });

  it('copies only what changes: untouched plain parts are passed on as they are, the input never altered', () => {
    const plain = { s: 'x', n: 1, none: null, list: ['a', 2] };
    const withId = { id: 7n, name: 'y' };
    const payload = { code: 200, data: { records: [plain, withId], total: 2 } };
    const wire = toWireValue(payload) as { data: { records: unknown[] } };
    expect(wire).not.toBe(payload);
    expect(wire.data.records[0]).toBe(plain);
    expect(wire.data.records[1]).toEqual({ id: '7', name: 'y' });
    expect(withId.id).toBe(7n);
    expect(payload.data.records[1]).toBe(withId);
    const untouched = { a: [{ b: 'c' }] };
    expect(toWireValue(untouched)).toBe(untouched);
    // A class instance becomes a plain object of its own fields, as JSON would write it.
    class Point {
      constructor(readonly x: number) {}
      get doubled() {
        return this.x * 2;
      }
    }
    const point = toWireValue(new Point(3));
    expect(Object.getPrototypeOf(point)).toBe(Object.prototype);
    expect(point).toEqual({ x: 3 });
  });
});
