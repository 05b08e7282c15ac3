import {
  type FieldDef,
  REFS,
  RESOURCES,
  type RefTarget,
  type ResourceDef,
  refValues,
} from '@blade-console/blade-schema';
import type { MockRow } from './respond';
import { ok } from './respond';
import type { MockRoutes } from './routes';
import { validateSubmit } from './say';
import type { MockStore } from './store';
import { dictError, readHandlers, readSubmit, withDictNames } from './website-rules';

/** The mock table of each reference target, its key and the column that names a row. */
const REF_ROWS: Record<RefTarget, { table: string; key: string; name: string }> = {
  dept: { table: 'dept', key: 'id', name: 'deptName' },
  post: { table: 'post', key: 'id', name: 'postName' },
  role: { table: 'role', key: 'id', name: 'roleName' },
  user: { table: 'user', key: 'id', name: 'realName' },
  region: { table: 'region', key: 'code', name: 'name' },
};

type RefField = [string, FieldDef & { ref: RefTarget }];
const refFields = (resource: ResourceDef) =>
  Object.entries(resource.fields).filter((entry): entry is RefField => entry[1].ref !== undefined);

/** key → name of the target's rows. */
function namesOf(store: MockStore, target: RefTarget): Map<string, string> {
  const { table, key, name } = REF_ROWS[target];
  return new Map(store.table(table).map((row) => [String(row[key]), String(row[name] ?? '')]));
}

/** The server's refusal of a reference to a row that does not exist (`组织部门「42」不存在，请重新选择`). */
export function refError(store: MockStore, resource: ResourceDef, body: Record<string, unknown>) {
  for (const [name, field] of refFields(resource)) {
    if (field.readOnly || !(name in body)) continue;
    const known = namesOf(store, field.ref);
    const missing = refValues(body[name]).find((value) => !known.has(value));
    if (missing !== undefined)
      return { msg: `${field.label ?? REFS[field.ref].label}「${missing}」不存在，请重新选择`, field: name };
  }
  return undefined;
}

/** A row as the server lists it: dictionary names and reference names beside the values. */
export function withFieldNames(store: MockStore, resource: ResourceDef, row: MockRow): MockRow {
  const named = withDictNames(resource, row);
  for (const [name, field] of refFields(resource)) {
    const known = namesOf(store, field.ref);
    named[`${name}Name`] = refValues(row[name])
      .flatMap((value) => (known.has(value) ? [known.get(value)] : []))
      .join(',');
  }
  return named;
}

/**
 * Every plain area (a definition without `ownService`) as the server's generic routes answer it:
 * lists and details with dictionary and reference names, a submit checked against the definition,
 * its dictionaries and the rows it refers to.
 */
export function plainAreaHandlers(routes: MockRoutes, store: MockStore): void {
  for (const resource of RESOURCES) {
    if (resource.ownService) continue;
    readHandlers(routes, store, resource, (row) => withFieldNames(store, resource, row));
    routes.post(`${resource.path}/submit`, async ({ request }) => {
      const read = await readSubmit(
        request,
        store,
        resource,
        `${resource.label}不存在或已被删除`,
        (body) =>
          validateSubmit(resource, body) ?? dictError(resource, body) ?? refError(store, resource, body),
      );
      if (read instanceof Response) return read;
      return ok(store.submit(resource.name, read.body));
    });
  }
}
