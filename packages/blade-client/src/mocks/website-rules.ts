import { DICTS, type FieldDef, type ResourceDef } from '@blade-console/blade-schema';
import { fail, filterRows, type MockRow, ok, paginate } from './respond';
import { type MockRoutes, readJson } from './routes';
import { type Refusal, validateSubmit } from './say';
import type { MockStore } from './store';

/**
 * The server's website rules the definitions cannot state (dictionary values, region codes), in the
 * server's words, for the website mocks (./website.ts, ./website-orders.ts).
 */

function dictItems(code: string): [string, string][] {
  return (DICTS.find((dict) => dict.code === code)?.items ?? []).map(([key, label]) => [key, label]);
}

export function dictLabel(code: string, key: unknown): string {
  return dictItems(code).find(([item]) => item === String(key))?.[1] ?? '';
}

/** `类别的取值不正确，可选: …` for a value outside its field's dictionary, as the server answers. */
export function dictError(resource: ResourceDef, body: Record<string, unknown>): Refusal | undefined {
  for (const [name, field] of Object.entries(resource.fields) as [string, FieldDef][]) {
    const value = body[name];
    if (!field.dict || field.readOnly || value === undefined || value === null || value === '') continue;
    const items = dictItems(field.dict);
    if (!items.some(([key]) => key === String(value))) {
      const msg = `${field.label ?? name}的取值不正确，可选: ${items.map(([, label]) => label).join('、')}`;
      return { msg, field: name };
    }
  }
  return undefined;
}

/**
 * A submit's body and the row it edits (none for a new row), or the server's refusal as the answer:
 * `missing` (…不存在或已被删除) when its id names no row, or the first rule the body breaks — the
 * definition's and its dictionaries' unless the resource has `rules` of its own.
 */
export async function readSubmit(
  request: Request,
  store: MockStore,
  resource: ResourceDef,
  missing: string,
  rules = (body: Record<string, unknown>, _stored?: MockRow) =>
    validateSubmit(resource, body) ?? dictError(resource, body),
): Promise<Response | { body: Record<string, unknown>; stored?: MockRow }> {
  const body = await readJson(request);
  const stored = body.id ? store.find(resource.name, String(body.id)) : undefined;
  if (body.id && !stored) return fail(missing);
  const error = rules(body, stored);
  return error ? fail(error) : { body, stored };
}

/** A row as lists show it: `<field>Name` beside every dictionary value. */
export function withDictNames(resource: ResourceDef, row: MockRow): MockRow {
  const named: MockRow = { ...row };
  for (const [name, field] of Object.entries(resource.fields) as [string, FieldDef][]) {
    if (field.dict) named[`${name}Name`] = dictLabel(field.dict, row[name]);
  }
  return named;
}

/** The fields of a body a client may write (no server-set ones), and only those. */
export function writable(
  resource: ResourceDef,
  body: Record<string, unknown>,
  only?: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    (Object.entries(resource.fields) as [string, FieldDef][])
      .filter(([name, field]) => !field.readOnly && name in body && (!only || only.includes(name)))
      .map(([name]) => [name, body[name]]),
  );
}

/** What the database fills in on insert: every field's default. */
export function defaults(resource: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(
    (Object.entries(resource.fields) as [string, FieldDef][])
      .filter(([, field]) => field.default !== undefined)
      .map(([name, field]) => [name, field.default]),
  );
}

const PLACEHOLDER_CITY_NAMES = new Set(['市辖区', '县']);

/** `江苏省 苏州市 虎丘区` of a region code in the mock region table, or undefined when unknown. */
export function regionFullName(store: MockStore, code: unknown): string | undefined {
  const region = store.table('region').find((row) => row.code === String(code ?? '') && row.code !== '00');
  if (!region) return undefined;
  const parts = [region.provinceName, region.cityName, region.districtName]
    .map((part) => String(part ?? ''))
    .filter((part) => part && !PLACEHOLDER_CITY_NAMES.has(part));
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length ? unique.join(' ') : String(region.name ?? '');
}

/** `list` and `detail` of a website resource, with dictionary names (and more) as the server adds them. */
export function readHandlers(
  { get, crud }: MockRoutes,
  store: MockStore,
  resource: ResourceDef,
  decorate: (row: MockRow) => MockRow = (row) => withDictNames(resource, row),
): void {
  get(`${resource.path}/list`, ({ query }) => {
    const page = paginate(filterRows(store.table(resource.name), query), query);
    return ok({ ...page, records: page.records.map(decorate) });
  });
  get(`${resource.path}/detail`, ({ query }) => {
    const row = store.find(resource.name, query.get('id') ?? '');
    return ok(row ? decorate(row) : {});
  });
  crud(resource.path, resource.name, { list: false, detail: false, submit: false });
}
