import {
  codeResource,
  DEMO_ROWS,
  type FieldDef,
  modelPrototypeResource,
  modelResource,
  RESOURCES,
  type ResourceDef,
  requiredFields,
} from '@blade-console/blade-schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { formatDateTime } from '../../src/http/wire-format';
import { authed, dataOf } from '../helpers';

/**
 * How the optimistic-concurrency tests reach each resource, derived from the definitions: every
 * resource with an `edit` button is updatable, so a new resource is covered without a line here.
 * The few services that name their calls differently are the exceptions below (what their SDK
 * resource calls), each with the reason.
 */

type Row = Record<string, unknown>;

/**
 * The develop tools' resources save through the shared submit too, but are not in RESOURCES (that
 * list is what the generic server and the mocks serve; these services have code of their own), so
 * they are named here.
 */
const DEVELOP: readonly ResourceDef[] = [codeResource, modelResource, modelPrototypeResource];

const VERSIONED: readonly ResourceDef[] = [...RESOURCES, ...DEVELOP];

/** Resources a person can edit: their page has the edit button. */
export const UPDATABLE: readonly ResourceDef[] = VERSIONED.filter((resource) =>
  (resource.buttons ?? ['edit']).includes('edit'),
);

/**
 * Services whose update is not `<path>/submit`: news saves through `addNews`, as Saber's page calls
 * it; a model's columns are saved as one batch (`submit-list`), so an update is a batch of one.
 */
const SUBMIT_CALL: Record<string, string> = { news: 'addNews', modelPrototype: 'submit-list' };
const BATCH_SUBMIT = new Set(['modelPrototype']);

/**
 * A model's columns have no list or detail of their own: they are read per model
 * (`model-prototype/select?modelId=`), and removed only with their model.
 */
const PER_MODEL = new Set(['modelPrototype']);

/**
 * Staff edit only the reply of a visitor's message (the rest is what the visitor wrote); a user's
 * nickname rather than the real name, which the refusals name people by.
 */
const EDITED_FIELD: Record<string, string> = {
  cooperationMessage: 'reply',
  user: 'name',
  // A column's name and type are the table's; its comment is what a person writes.
  modelPrototype: 'jdbcComment',
};

/**
 * What a sample row needs beyond the definition's required fields: a provider's code is nullable
 * in its table (so not required in the definition), yet its service requires one; a user needs a
 * real name; a region's code is digits (a province under the root); a model and a code setting
 * name a real table (letters, digits, underscores) of the own database (data source `0`).
 */
const SAMPLE_EXTRA: Record<string, Row> = {
  oss: { ossCode: 'occ-oss' },
  sms: { smsCode: 'occ-sms' },
  user: { realName: 'occ' },
  client: { clientSecret: 'occ-secret' },
  region: { code: '98', parentCode: '' },
  code: { tableName: 'blade_notice' },
  model: { modelTable: 'blade_notice', datasourceId: '0' },
};

/** Regions are removed one code at a time, as `remove?id=`. */
const REMOVE_PARAM: Record<string, string> = { region: 'id' };

/** A region is keyed by its code: its detail takes `code`, and its submit is keyed by `code`. */
const KEY_PARAM: Record<string, string> = { region: 'code' };

export function submitUrl(resource: ResourceDef): string {
  return `/api${resource.path}/${SUBMIT_CALL[resource.name] ?? 'submit'}`;
}

/** The submit body of an update of `row`: its key, the changed field, and the version when given. */
export function updateBody(
  resource: ResourceDef,
  row: Row,
  field: string,
  value: unknown,
  version?: unknown,
) {
  const key = KEY_PARAM[resource.name];
  const body: Row = key ? { [key]: row[key], name: row.name } : { id: row.id };
  body[field] = value;
  if (version !== undefined) body.updateTime = version;
  return body;
}

/**
 * The field an update changes: the staff's field where only one is theirs, else `remark`, else the
 * first plain text (no format, dictionary, uniqueness or server-only value to get in the way).
 */
export function editedField(resource: ResourceDef): string {
  const special = EDITED_FIELD[resource.name];
  if (special) return special;
  const fields = Object.entries(resource.fields) as [string, FieldDef][];
  const plain = fields.filter(
    ([name, f]) =>
      (f.kind === 'text' || f.kind === 'longText') &&
      !f.unique &&
      !f.format &&
      !f.dict &&
      !f.readOnly &&
      // Keys (a tenant's id, a dictionary's code) are not what a person edits, and some never change.
      !/(Id|Code|^code)$/.test(name) &&
      // Secrets are write-only: a detail never shows them.
      !/secret|password/i.test(name),
  );
  const remark = plain.find(([name]) => name === 'remark');
  const chosen = remark ?? plain[0];
  if (!chosen) throw new Error(`${resource.name}: no plain text field to edit`);
  return chosen[0];
}

/** A value for a field that fits its length. */
export function valueFor(resource: ResourceDef, field: string, tag: string): string {
  const max = resource.fields[field]?.max ?? 255;
  return `occ-${tag}`.slice(0, max);
}

export async function detail(
  app: FastifyInstance,
  token: string,
  resource: ResourceDef,
  key: string,
): Promise<Row> {
  if (PER_MODEL.has(resource.name)) {
    const row = (await listed(app, token, resource)).find((r) => String(r.id) === key);
    if (!row) throw new Error(`${resource.name}: no row ${key}`);
    return row;
  }
  const param = KEY_PARAM[resource.name] ?? 'id';
  return dataOf<Row>(
    authed(app, token, { url: `/api${resource.path}/detail?${param}=${encodeURIComponent(key)}` }),
  );
}

function flatten(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) => [row, ...flatten((row.children as Row[] | undefined) ?? [])]);
}

/** Rows an empty seed lacks are created: these fields point at rows that must exist (a menu). */
async function sampleBody(
  app: FastifyInstance,
  token: string,
  resource: ResourceDef,
  tag: string,
): Promise<Row> {
  const menus = flatten(await dataOf<Row[]>(authed(app, token, { url: '/api/blade-system/menu/list' })));
  const menuId = String(menus[0]?.id);
  // A demo row has values its service accepts (a region's name, a dictionary key); the test's own
  // text goes into the required text fields, which keeps unique ones unique.
  const demo = DEMO_ROWS[resource.name]?.[0];
  const body: Row = { ...demo };
  for (const name of requiredFields(resource)) {
    if (demo && name in demo && !resource.fields[name]?.unique && resource.fields[name]?.kind !== 'datetime')
      continue;
    const field = resource.fields[name] as FieldDef;
    if (field.kind === 'id' || field.kind === 'idList') body[name] = menuId;
    else if (field.kind === 'integer' || field.kind === 'decimal') body[name] = field.minValue ?? 1;
    // Tomorrow: some dates may not lie in the past (an order's pickup).
    else if (field.kind === 'datetime') body[name] = formatDateTime(new Date(Date.now() + 86_400_000));
    else if (field.format === 'phone') body[name] = '13800000000';
    else if (field.format === 'email') body[name] = 'occ@example.com';
    else body[name] = `/occ-${tag}`.slice(0, field.max ?? 255);
  }
  return { ...body, ...SAMPLE_EXTRA[resource.name] };
}

async function listed(app: FastifyInstance, token: string, resource: ResourceDef): Promise<Row[]> {
  if (PER_MODEL.has(resource.name)) {
    const models = await listed(app, token, modelResource);
    const perModel = await Promise.all(
      models.map((model) =>
        dataOf<Row[]>(authed(app, token, { url: `/api${resource.path}/select?modelId=${model.id}` })),
      ),
    );
    return perModel.flat();
  }
  const data = await dataOf<Row[] | { records: Row[] }>(
    authed(app, token, { url: `/api${resource.path}/list?current=1&size=1000` }),
  );
  return flatten(Array.isArray(data) ? data : data.records);
}

/**
 * A row of the test's own: created from a sample body where people add rows, else (visitors'
 * messages) the first listed one.
 */
export async function ownRow(
  app: FastifyInstance,
  token: string,
  resource: ResourceDef,
  tag: string,
): Promise<Row> {
  if (!(resource.buttons ?? ['add']).includes('add')) return someRow(app, token, resource, tag);
  const body = await sampleBody(app, token, resource, tag);
  const created = await submit(app, token, resource, body);
  expect(created.statusCode, `${resource.name}: ${created.body}`).toBe(200);
  // Found by a text of the test's own where it has one (a demo value or data source id may be shared).
  const texts = Object.entries(body).filter(([, v]) => typeof v === 'string');
  const [field, value] = texts.find(([, v]) => String(v).includes(tag)) ?? texts[0] ?? [];
  const row = (await listed(app, token, resource)).find((r) => field && r[field] === value);
  if (!row) throw new Error(`${resource.name}: the created row is not listed`);
  return row;
}

/** `remove` of one row by its key, as the resource's page calls it. */
export function remove(app: FastifyInstance, token: string, resource: ResourceDef, key: string) {
  const param = REMOVE_PARAM[resource.name] ?? 'ids';
  return authed(app, token, {
    method: 'POST',
    url: `/api${resource.path}/remove?${param}=${encodeURIComponent(key)}`,
  });
}

/** Resources a person can remove rows of: their page has the delete button. */
export const REMOVABLE: readonly ResourceDef[] = VERSIONED.filter(
  (resource) => (resource.buttons ?? ['delete']).includes('delete') && !PER_MODEL.has(resource.name),
);

/** A row of the resource to edit: the first listed, else one created from a sample body. */
export async function someRow(
  app: FastifyInstance,
  token: string,
  resource: ResourceDef,
  tag: string,
): Promise<Row> {
  const list = () => listed(app, token, resource);
  let rows = await list();
  if (rows.length === 0) {
    const created = await submit(app, token, resource, await sampleBody(app, token, resource, tag));
    expect(created.statusCode, `${resource.name}: ${created.body}`).toBe(200);
    rows = await list();
  }
  const row = rows[0];
  if (!row) throw new Error(`${resource.name}: no row to edit`);
  return row;
}

export function keyOf(resource: ResourceDef, row: Row): string {
  return String(row[KEY_PARAM[resource.name] ?? 'id']);
}

/** Submits an update and returns the raw answer. */
export function submit(
  app: FastifyInstance,
  token: string,
  resource: ResourceDef,
  body: Row,
): Promise<LightMyRequestResponse> {
  const payload = BATCH_SUBMIT.has(resource.name) ? [body] : body;
  return authed(app, token, { method: 'POST', url: submitUrl(resource), payload });
}
