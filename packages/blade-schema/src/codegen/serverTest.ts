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
 * The server test of a generated area, as a developer would write it: the area registered by
 * `pnpm gen` and its table made by the migration `db:generate` wrote, it checks submit, list,
 * detail and remove over HTTP, that a required field is required, and that the page is in the
 * administrator's menu.
 */
export function renderServerTest(parts: TestParts): string {
  const resource = `${parts.name}Resource`;
  const required = parts.fields.find((spec) => spec.required && !spec.readOnly);
  return `import { ${resource} } from '@blade-console/blade-schema/resources/${parts.folder}/${parts.name}';
import { describe, expect, it } from 'vitest';
import { authed } from './helpers';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

// Generated with the code generator (研发工具 › 代码生成) from table ${parts.table}.
const signedIn = signedInServerForFile();
type Row = Record<string, unknown> & { id: string };
const { list, detail, post, submit } = resourceCalls<Row>(signedIn, \`/api\${${resource}.path}\`);
const sample: Record<string, unknown> = ${literal(sampleRow(parts.fields))};

const matchesSample = (row: Row) => Object.entries(sample).every(([key, value]) => row[key] === value);

describe(${quote(`${parts.label} (${parts.table}), generated`)}, () => {
  it('answers submit, list, detail and remove over HTTP', async () => {
    const submitted = await submit(sample);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = (await list('?size=100')).records.find(matchesSample);
    expect(row, 'the submitted row is listed').toBeDefined();
    expect(await detail(row!.id)).toMatchObject({ id: row!.id, ...sample });
    const removed = await post(\`remove?ids=\${row!.id}\`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list('?size=100')).records.map((listed) => listed.id)).not.toContain(row!.id);
  });
${
  required
    ? `
  it('refuses a row without ${required.name}, naming the field', async () => {
    const { ${required.name}: _left, ...rest } = sample;
    const refused = await submit(rest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, msg: ${quote(`${required.label}不能为空`)} });
  });
`
    : ''
}
  it("is in the administrator's menu", async () => {
    const routes = await authed(signedIn.server.app, signedIn.token, { url: '/api/blade-system/menu/routes' });
    expect(JSON.stringify(routes.json().data)).toContain(JSON.stringify(${resource}.menu?.path));
  });
});
`;
}
