import type { Page, Param, RecordHistory } from '@blade-console/blade-client/types';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bladeRecordHistory } from '../../src/db/schema';
import { authed, dataOf, type TestServer } from '../helpers';

/** A stored parameter: it has its id. */
export type Saved = Param & { id: string };

/**
 * The calls the record-history tests make (issue 42) on a file's signed-in server: parameters
 * saved and edited through the API, a record's history as the list route pages it, and the rows
 * stored for a record.
 */
export function historyCalls(signedIn: { server: TestServer; token: string }) {
  const post = (url: string, payload?: object, token = signedIn.token) =>
    authed(signedIn.server.app, token, {
      method: 'POST',
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, token = signedIn.token) =>
    authed(signedIn.server.app, token, { url: `/api${url}` });

  /** A parameter saved through the API; its stored row. */
  async function saveParam(body: Record<string, unknown>): Promise<Saved> {
    const saved = await post('/blade-system/param/submit', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await dataOf<Page<Param>>(get(`/blade-system/param/list?paramKey_equal=${body.paramKey}`));
    return page.records[0] as Saved;
  }

  /** A new parameter keyed `key` (value v1), then edited to each of `values`: its rows, oldest first. */
  async function paramWithEdits(key: string, ...values: string[]) {
    let row = await saveParam({ paramName: `名称-${key}`, paramKey: key, paramValue: 'v1' });
    const versions = [row];
    for (const paramValue of values) {
      row = await saveParam({
        id: row.id,
        paramName: row.paramName,
        paramKey: key,
        paramValue,
        updateTime: row.updateTime,
      });
      versions.push(row);
    }
    return versions;
  }

  const historyOf = (resource: string, recordId: string, token = signedIn.token, query = '') =>
    get(`/blade-system/record-history/list?resource=${resource}&recordId=${recordId}${query}`, token);

  /** A record's whole history as the administrator reads it, newest first. */
  async function history(resource: string, recordId: string): Promise<RecordHistory[]> {
    return (await dataOf<Page<RecordHistory>>(historyOf(resource, recordId, signedIn.token, '&size=100')))
      .records;
  }

  /** How many history rows are stored for a record id. */
  async function storedRows(recordId: string): Promise<number> {
    const [row] = await signedIn.server.database.db
      .select({ n: count() })
      .from(bladeRecordHistory)
      .where(eq(bladeRecordHistory.recordId, recordId));
    return row!.n;
  }

  return { post, get, saveParam, paramWithEdits, historyOf, history, storedRows };
}
