import type { Page } from '@blade-console/blade-client/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * `ascs`/`descs` (blade-api.md §3: CSVs of snake_case columns) sort a list by the columns its
 * definition declares sortable; any other name is refused with a 400 that says which may be used.
 */
const signedIn = signedInServerForFile();

type Row = Record<string, unknown>;

async function answer(url: string) {
  const response = await authed(signedIn.server.app, signedIn.token, { url });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: Page<Row> },
  };
}

async function list(url: string): Promise<Row[]> {
  const { status, body } = await answer(url);
  expect(status, body.msg).toBe(200);
  return body.data.records;
}

const param = '/api/blade-system/param';
const keysOf = (rows: Row[]) => rows.map((row) => row.paramKey);

describe('sorting lists by ascs/descs', () => {
  beforeAll(async () => {
    // Names in another order than keys, so a sort by one is not the other's by accident.
    const rows = [
      { paramName: '丙', paramKey: 'sort.b', paramValue: '1' },
      { paramName: '甲', paramKey: 'sort.c', paramValue: '3' },
      { paramName: '乙', paramKey: 'sort.a', paramValue: '2' },
    ];
    for (const payload of rows) {
      const saved = await authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: `${param}/submit`,
        payload,
      });
      expect(saved.json()).toMatchObject({ success: true });
    }
  });

  it('sorts by a sortable column, ascending and descending', async () => {
    expect(keysOf(await list(`${param}/list?paramKey_likeright=sort.&ascs=param_key`))).toEqual([
      'sort.a',
      'sort.b',
      'sort.c',
    ]);
    expect(keysOf(await list(`${param}/list?paramKey_likeright=sort.&descs=param_key`))).toEqual([
      'sort.c',
      'sort.b',
      'sort.a',
    ]);
    // By name (甲 乙 丙 by their code points: 丙 < 乙 < 甲), the page itself in that order.
    const byName = await list(`${param}/list?paramKey_likeright=sort.&descs=param_name&size=2`);
    expect(byName.map((row) => row.paramName)).toEqual(['甲', '乙']);
    // Created one after the other: newest first is the reverse of the insertion.
    expect(keysOf(await list(`${param}/list?paramKey_likeright=sort.&descs=create_time`))).toEqual([
      'sort.a',
      'sort.c',
      'sort.b',
    ]);
  });

  it('refuses a column that is not sortable, unknown, camelCase or SQL, naming those that are', async () => {
    const allowed = '可排序的列为 param_name, param_key, create_time';
    for (const [query, name] of [
      ['ascs=param_value', 'param_value'],
      ['descs=param_key,nonsense', 'nonsense'],
      ['ascs=paramKey', 'paramKey'],
      ['descs=id;drop table blade_param', 'id;drop table blade_param'],
    ] as const) {
      const { status, body } = await answer(`${param}/list?${query.replace(/ /g, '%20')}`);
      expect(status, query).toBe(400);
      expect(body.msg, query).toBe(`不能按 ${name} 排序（${query.split('=')[0]}）：${allowed}`);
    }
    // The table is still there, and an empty sort is no sort.
    expect(await list(`${param}/list?paramKey_likeright=sort.&ascs=`)).toHaveLength(3);
  });

  it('sorts the hand-written user list by its declared columns and refuses the password', async () => {
    const accounts = (await list('/api/blade-user/page?size=100&ascs=account')).map((row) => row.account);
    expect(accounts.length).toBeGreaterThan(2);
    expect(accounts).toEqual([...(accounts as string[])].sort());
    const descending = (await list('/api/blade-user/page?size=100&descs=account')).map((row) => row.account);
    expect(descending).toEqual([...accounts].reverse());
    const password = await answer('/api/blade-user/page?ascs=password');
    expect(password.status).toBe(400);
    expect(password.body.msg).toContain('不能按 password 排序');
  });

  it('sorts a generic resource (orders) by a declared number column', async () => {
    const weights = (await list('/api/blade-order/order/list?size=100&ascs=weight')).map((row) =>
      Number(row.weight),
    );
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect((await answer('/api/blade-order/order/list?ascs=receiver_phone')).status).toBe(400);
  });
});
