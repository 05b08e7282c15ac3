import { defineResource, html, text } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { WriteEvent } from '../src/crud/model';
import { modelFor } from '../src/crud/resource';
import { bladeEmployeeActivity, bladeProductService } from '../src/db/schema';
import { tableFor } from '../src/db/schema/table-for';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';
import { unsafeParts, XSS_SAVE_PAYLOADS } from './support/xss';

const signedIn = signedInServerForFile();

/** Markup an editor legitimately sends: a paragraph with emphasis and a picture uploaded to this site. */
const SAFE = '<p>冷链<strong>全程</strong>温控</p><img src="/upload/2024/truck.png" alt="货车">';
/** The same, as the sanitiser writes it back (a void element closed). */
const SAFE_STORED = '<p>冷链<strong>全程</strong>温控</p><img src="/upload/2024/truck.png" alt="货车" />';

/**
 * The plain areas with a rich-text field, saved through the generic `submit`: how to make a row of
 * each, found again by a text field the test sets.
 */
const AREAS = [
  {
    name: 'productService',
    url: '/api/blade-product/productService/submit',
    table: bladeProductService,
    key: 'name',
    row: (key: string) => ({ name: key, summary: '仓配一体化服务' }),
  },
  {
    name: 'employeeActivity',
    url: '/api/blade-company/employeeActivity/submit',
    table: bladeEmployeeActivity,
    key: 'title',
    row: (key: string) => ({ title: key, activityDate: '2024-05-01 09:00:00' }),
  },
] as const;

type Area = (typeof AREAS)[number];

const submit = (area: Area, payload: Record<string, unknown>) =>
  authed(signedIn.server.app, signedIn.token, { method: 'POST', url: area.url, payload });

/** The row as the database holds it (not as an answer shows it): what every later reader meets. */
async function storedRow(area: Area, key: string): Promise<{ id: bigint; content: string | null }> {
  const columns = area.table as unknown as Record<string, PgColumn>;
  const rows = (await signedIn.server.database.db
    .select()
    .from(area.table as PgTable)
    .where(eq(columns[area.key]!, key))) as { id: bigint; content: string | null }[];
  expect(rows, key).toHaveLength(1);
  return rows[0]!;
}

describe.each(AREAS)('rich text of $name is cleaned on the generic submit', (area) => {
  it(`stores none of ${XSS_SAVE_PAYLOADS.length} OWASP payloads' scripts, handlers or javascript: addresses, and keeps the safe markup`, async () => {
    for (const [index, payload] of XSS_SAVE_PAYLOADS.entries()) {
      const key = `XSS-${area.name}-${index}`;
      const response = await submit(area, { ...area.row(key), content: `${SAFE}${payload}` });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(200);
      const { content } = await storedRow(area, key);
      expect(content?.startsWith(SAFE_STORED), `${payload} → ${content}`).toBe(true);
      expect(unsafeParts(content ?? ''), `${payload} → ${content}`).toEqual([]);
    }
  });

  it('cleans an update as well as an insert', async () => {
    const key = `XSS-${area.name}-update`;
    expect((await submit(area, { ...area.row(key), content: SAFE })).statusCode).toBe(200);
    const { id } = await storedRow(area, key);
    const payloads = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
    const response = await submit(area, { id: String(id), content: `${SAFE}${payloads}` });
    expect(response.statusCode, response.body).toBe(200);
    // The script and its text go; the picture keeps its (relative) address, not its handler.
    expect((await storedRow(area, key)).content).toBe(`${SAFE_STORED}<img src="x" />`);
  });
});

describe('which fields are cleaned comes from the definition', () => {
  // A definition no code was written for: its html field is cleaned because of its kind alone.
  const notes = defineResource({
    name: 'richNotes',
    label: '纪要',
    path: '/blade-test/richNotes',
    table: 'blade_test_rich_notes',
    fields: {
      subject: text(100, { label: '主题' }),
      minutes: html({ label: '纪要正文', required: true }),
    },
  });
  const model = modelFor(notes, tableFor(notes));
  const write = (values: Record<string, unknown>) =>
    // No unique field and no hook of its own: nothing here reads the transaction or the user.
    model.definition.beforeWrite!({ values, isInsert: true, model } as unknown as WriteEvent);

  it('cleans every html field whatever its name, and leaves plain text as typed', async () => {
    const values = {
      subject: '<b>周会</b>',
      minutes: '<p onclick="window.__xss=1">议定</p><a href="javascript:window.__xss=2">链接</a>',
    };
    await write(values);
    expect(values).toEqual({
      // Text fields are rendered as text everywhere, so they keep what was typed.
      subject: '<b>周会</b>',
      minutes: '<p>议定</p><a rel="noopener noreferrer">链接</a>',
    });
  });

  it('refuses a required html field with nothing left once cleaned, naming it', async () => {
    await expect(write({ minutes: '<script>window.__xss=1</script>' })).rejects.toMatchObject({
      message: '纪要正文不能为空',
    });
  });
});
