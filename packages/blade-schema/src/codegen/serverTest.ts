import type { FieldSpec } from './fields';
import { quote, sampleRow } from './render';

export interface TestParts {
  name: string;
  label: string;
  folder: string;
  table: string;
  fields: readonly FieldSpec[];
}

function literal(row: Record<string, string | number>): string {
  const entries = Object.entries(row).map(
    ([key, value]) => `  ${key}: ${typeof value === 'number' ? String(value) : quote(value)},`,
  );
  return `{\n${entries.join('\n')}\n}`;
}

/**
 * The server test of a generated area: it serves the area (itself, until the area is listed in
 * `GENERIC_RESOURCES`), creates its table from the generated migration and checks submit, list,
 * detail and remove over HTTP, and that a required field is required.
 */
export function renderServerTest(parts: TestParts): string {
  const resource = `${parts.name}Resource`;
  const required = parts.fields.find((spec) => spec.required && !spec.readOnly);
  return `import { readFileSync } from 'node:fs';
import { ${resource} } from '@blade-console/blade-schema/resources/${parts.folder}/${parts.name}';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFor } from '../src/db/schema/table-for';
import { GENERIC_RESOURCES } from '../src/db/generic-resources';
import { authed, signIn, startTestServer, type TestServer } from './helpers';

// Generated with the code generator (研发工具 › 代码生成) from table ${parts.table}.
const BASE = \`/api\${${resource}.path}\`;
const sample: Record<string, unknown> = ${literal(sampleRow(parts.fields))};
type Row = Record<string, unknown> & { id: string };

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Served by the generic routes once listed in GENERIC_RESOURCES; until then, by this test.
  const wired = GENERIC_RESOURCES.some(({ resource }) => resource.path === ${resource}.path);
  const table = tableFor(${resource});
  server = await startTestServer({}, { areas: wired ? [] : [{ resource: ${resource}, table }] });
  const migration = readFileSync(new URL('../drizzle/generated/${parts.table}.sql', import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    await server.database.db.execute(sql.raw(statement));
  }
  token = (await signIn(server.app)).access_token;
});
afterAll(async () => {
  await server?.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return authed(server.app, token, { method, url, ...(payload ? { payload } : {}) });
}

async function listed(): Promise<Row[]> {
  const response = await call('GET', \`\${BASE}/list?current=1&size=100\`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { records: Row[] } }).data.records;
}

const matchesSample = (row: Row) => Object.entries(sample).every(([key, value]) => row[key] === value);

describe(${quote(`${parts.label} (${parts.table}), generated`)}, () => {
  it('answers submit, list, detail and remove over HTTP', async () => {
    const submitted = await call('POST', \`\${BASE}/submit\`, sample);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = (await listed()).find(matchesSample);
    expect(row, 'the submitted row is listed').toBeDefined();
    const detail = await call('GET', \`\${BASE}/detail?id=\${row!.id}\`);
    expect(detail.json()).toMatchObject({ code: 200, data: { id: row!.id, ...sample } });
    const removed = await call('POST', \`\${BASE}/remove?ids=\${row!.id}\`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed()).map((listedRow) => listedRow.id)).not.toContain(row!.id);
  });
${
  required
    ? `
  it('refuses a row without ${required.name}', async () => {
    const { ${required.name}: _left, ...rest } = sample;
    const refused = await call('POST', \`\${BASE}/submit\`, rest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
  });
`
    : ''
}});
`;
}
